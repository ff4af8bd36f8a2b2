import ConfigFormat
import Foundation
import Testing

@testable import WxdashCLI

/// What is at the config path, and mistakes the line parser alone cannot see: a key set twice, a saved
/// place that says no place, an unknown key.
@Suite struct ConfigFileTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-configfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func problem(_ environment: [String: String]) -> String? {
        do {
            _ = try ConfigSources.load(environment: environment)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aNamedFileThatDoesNotExistIsAnError() throws {
        let message = Self.problem(["WXDASH_CONFIG": "/nonexistent/x.toml"])
        #expect(
            message == "/nonexistent/x.toml: WXDASH_CONFIG names this file, but it does not exist: "
                + "create it ('wxdash config init' writes a commented one there), or unset WXDASH_CONFIG")
        // `config init` is how the file gets made.
        #expect(
            try ConfigSources.load(environment: ["WXDASH_CONFIG": "/nonexistent/x.toml"], requireNamedFile: false)
                .settings.isEmpty)
        // The default file is optional.
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.problem(["XDG_CONFIG_HOME": folder.path]) == nil)
    }

    @Test func devNullIsAnEmptyConfig() throws {
        let sources = try ConfigSources.load(environment: ["WXDASH_CONFIG": "/dev/null"])
        #expect(sources.settings.isEmpty)
        #expect(sources.savedPlaces.isEmpty)
    }

    @Test func aDirectoryIsNamedAsOneWithoutALineAndColumn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Self.problem(["WXDASH_CONFIG": folder.path])
                == "\(folder.path): this is a directory, not a config file: point WXDASH_CONFIG at a config file")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("wxdash/config.toml"), withIntermediateDirectories: true)
        #expect(
            Self.problem(["XDG_CONFIG_HOME": folder.path])?.contains(
                "config.toml: this is a directory, not a config file: move it aside") == true)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("config.toml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(
            Self.problem(["WXDASH_CONFIG": fifo])?.contains("is not a regular file (a FIFO or socket is there)") == true
        )
    }

    @Test func aKeySetTwiceInOneTableNamesBothLines() {
        do {
            _ = try ConfigDocument.parse("units = \"metric\"\ndays = 3\nunits = \"uk\"\n", path: "c.toml")
            Issue.record("parsed")
        } catch {
            #expect(
                error.message
                    == "c.toml:3:1: units is set twice in one table (first on line 1): keep one of the two lines")
        }
        do {
            _ = try ConfigDocument.parse(
                "[[places]]\nname = \"A\"\ncity = \"Oslo\"\ncity = \"Bergen\"\n", path: "c.toml")
            Issue.record("parsed")
        } catch {
            #expect(
                error.message
                    == "c.toml:4:1: city is set twice in one table (first on line 3): keep one of the two lines")
        }
        // The same key in two tables is two settings, not one twice.
        #expect(throws: Never.self) {
            try ConfigDocument.parse(
                "city = \"Oslo\"\n[[places]]\nname = \"A\"\ncity = \"Oslo\"\n[[places]]\nname = \"B\"\ncity = \"Rome\"\n",
                path: "c.toml")
        }
    }

    @Test func aSavedPlaceWithoutWhereIsAnErrorNamingItsLine() throws {
        let file = try Self.folder().appendingPathComponent("config.toml")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try "units = \"metric\"\n\n[[places]]\nname = \"X\"\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(
            Self.problem(["WXDASH_CONFIG": file.path])
                == "\(file.path):3:1: [[places]] \"X\" says no place: add city = \"NAME\", or lat = … and lon = …")
        try "[[places]]\nname = \"A\"\ncity = \"Oslo\"\n[[places]]\nname = \"Y\"\nlat = 1.5\n".write(
            to: file, atomically: true, encoding: .utf8)
        #expect(
            Self.problem(["WXDASH_CONFIG": file.path]) == "\(file.path):4:1: [[places]] \"Y\" needs both lat and lon")
    }

    /// A setting inside a place table reached every place when it was the first table and none otherwise.
    @Test func aSettingInsideAPlaceTableIsAnErrorNamingItsLine() throws {
        let file = try Self.folder().appendingPathComponent("config.toml")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try "[[places]]\nname = \"A\"\nlat = 40.78\nlon = -73.97\nunits = \"imperial\"\n".write(
            to: file, atomically: true, encoding: .utf8)
        #expect(
            Self.problem(["WXDASH_CONFIG": file.path])
                == "\(file.path):5:1: only name, city, lat, lon, country, region, zone in a [[places]] table; put units at the top of the file, above the first [[places]], for every place"
        )
    }

    @Test func anUnknownKeyIsCalledSoWithTheNearestKnownOne() throws {
        let file = try Self.folder().appendingPathComponent("config.toml")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try "days = 3\ncolour = \"never\"\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(
            Self.problem(["WXDASH_CONFIG": file.path])
                == "\(file.path):2:1: unknown setting 'colour': did you mean 'theme' (NO_COLOR turns colour off)? 'wxdash config show' lists every setting"
        )
        try "unit = \"metric\"\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(
            Self.problem(["WXDASH_CONFIG": file.path])
                == "\(file.path):1:1: unknown setting 'unit': did you mean 'units'? 'wxdash config show' lists every setting"
        )
        try "zzzzzz = 1\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(
            Self.problem(["WXDASH_CONFIG": file.path])
                == "\(file.path):1:1: unknown setting 'zzzzzz': 'wxdash config show' lists every setting")
    }
}
