import ConfigFormat
import Foundation
import Testing

@testable import WxdashCLI

/// Settings nobody means to give: a config file from Windows, megabyte values, hex latitudes, control characters.
@Suite struct HostileSettingTests {
    static func load(_ text: String) throws(ConfigError) -> ConfigSources {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-hostile-\(UUID().uuidString).toml"
        ).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ConfigSources.load(environment: ["WXDASH_CONFIG": path])
    }

    static func configProblem(_ text: String) -> String? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error.message
        }
    }

    static func usageProblem(_ arguments: [String]) -> String? {
        do {
            _ = try WeatherOptions.parse(arguments, for: .now)
            return nil
        } catch {
            return error.message
        }
    }

    /// A saved place's zone that the machine's zone database lacks is named, with where it was looked for and the fix.
    @Test func aZoneTheDatabaseLacksIsNamed() throws {
        let problem = try #require(
            Self.configProblem("[[places]]\nname = \"Base\"\nlat = 1\nlon = 2\nzone = \"Mars/Olympus_Mons\"\n"))
        #expect(
            problem.contains("Mars/Olympus_Mons") && problem.contains("/usr/share/zoneinfo")
                && problem.contains("tzdata"), "\(problem)")
        #expect(problem.contains(":5:"), "\(problem)")
        let path = try #require(
            Self.configProblem("[[places]]\nname = \"Base\"\nlat = 1\nlon = 2\nzone = \"../etc/passwd\"\n"))
        #expect(path.contains("zone = a time zone of the tz database"), "\(path)")
        #expect(Self.configProblem("[[places]]\nname = \"Base\"\nlat = 1\nlon = 2\nzone = \"Asia/Kathmandu\"\n") == nil)
    }

    @Test func crlfLineEndingsAreAccepted() throws {
        let document = try ConfigDocument.parse(
            "units = \"imperial\"\r\ndays = 3\r\n[[places]]\r\nname = \"Home\"\r\ncity = \"Oslo\"\r\n", path: "c.toml")
        #expect(document.entries.map(\.key) == ["units", "days"])
        #expect(document.entries[1].value == .integer(3))
        #expect(document.entries[1].line == 2)
        #expect(document.places.first?.map(\.key) == ["name", "city"])
        let sources = try Self.load("units = \"imperial\"\r\ncity = \"Oslo\"\r\n")
        #expect(sources.settings.map(\.value) == ["imperial", "Oslo"])
    }

    @Test func aBadValueIsEchoedCutTo80Characters() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let fromFile = try #require(Self.configProblem("units = \"\(huge)\"\n"))
        #expect(fromFile.count < 300, "\(fromFile.prefix(300))")
        #expect(fromFile.contains(String(repeating: "x", count: 79) + "…"))
        let flag = try #require(Self.usageProblem(["--units", String(repeating: "k", count: 131_072)]))
        #expect(flag.count < 300, "\(flag.prefix(300))")
        #expect(flag.contains("is not one of: auto, metric, imperial, uk"))
        for arguments in [
            ["--lat", huge, "--lon", "0"], ["--rotate", huge], ["--api-base", huge], ["--template", "{" + huge + "}"]
        ] {
            let message = try #require(Self.usageProblem(arguments))
            #expect(message.count < 400, "\(arguments[0]): \(message.prefix(300))")
        }
        let key = try #require(Self.configProblem(String(repeating: "k", count: 100_000) + " = 1\n"))
        #expect(key.count < 300, "\(key.prefix(300))")
    }

    @Test(arguments: ["0x10", "0x1p4", "+0x10", "-0X1A"])
    func hexadecimalIsNotALatitude(text: String) throws {
        let message = try #require(Self.usageProblem(["--lat", text, "--lon", "0"]))
        #expect(message.contains("is not a latitude"), "\(message)")
        #expect(Self.configProblem("lat = \(text)\nlon = 0\n") != nil, "lat = \(text) in the file")
    }

    @Test func decimalLatitudesStillParse() throws {
        for text in ["52.52", "-33.9", "+10", "1e1", ".5", " 7 "] {
            #expect(Self.usageProblem(["--lat", text, "--lon", "0"]) == nil, "\(text)")
        }
        #expect(try Self.load("lat = 52.5\nlon = 13\n").settings.count == 2)
    }

    @Test func aCityOfControlCharactersOnlySaysSo() throws {
        let message = try #require(Self.usageProblem(["--city", "\u{1B}\u{7}\u{1}"]))
        #expect(message.contains("control characters"), "\(message)")
        #expect(!message.contains("needs a place name"), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B })
        #expect(Self.usageProblem(["--city", "  "])?.contains("needs a place name") == true)
    }

    @Test(arguments: [#"city = "Oslo\nBergen""#, #"city = "Oslo\tBergen""#, #"city = "Oslo\u000ABergen""#])
    func aControlEscapeInAStringSaysSoAboutEscapes(line: String) throws {
        let message = try #require(Self.configProblem(line + "\n"))
        #expect(message.contains("escape"), "\(message)")
        #expect(message.contains(":1:"), "\(message)")
    }
}
