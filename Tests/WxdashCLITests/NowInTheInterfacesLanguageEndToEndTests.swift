import Foundation
import Testing

/// `wxdash now` speaks the language of the locale (or `--ui-lang`, WXDASH_LANG): its words, weekday and month names
/// from CLDR, and the decimal comma; the JSON keys and values stay as they are.
@Suite struct NowInTheInterfacesLanguageEndToEndTests {
    @Test(arguments: [
        ("de_DE.UTF-8", "Mo. 30 Nov. 10:30", "Luftfeuchte 81%", "gefühlt 0°C"),
        ("fr_FR.UTF-8", "lun. 30 nov. 10:30", "Humidité 81%", "ressenti 0°C"),
        ("lt_LT.UTF-8", "10:30", "Drėgmė 81%", "jutiminė 0°C"),
        ("en_US.UTF-8", "Mon 30 Nov 10:30 AM", "Humidity 81%", "feels like 0°C"),
        ("C.UTF-8", "Mon 30 Nov 10:30", "Humidity 81%", "feels like 0°C")
    ])
    func theLocaleChoosesTheWords(locale: String, when: String, humidity: String, feels: String) async throws {
        let result = try await WxdashProcess.run(["now", "--demo"], environment: ["LANG": locale])
        #expect(result.status == 0, "\(result.stderr)")
        let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(when), "\(first)")
        #expect(result.stdout.contains(humidity), "\(result.stdout)")
        #expect(result.stdout.contains(feels), "\(result.stdout)")
    }

    @Test func frenchWritesADecimalCommaAndLithuanianItsPlurals() async throws {
        let french = try await WxdashProcess.run(
            ["now", "--demo", "--units", "imperial"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.status == 0, "\(french.stderr)")
        #expect(french.stdout.contains("Pression 29,78 inHg"), "\(french.stdout)")
        #expect(!french.stdout.contains("29.78"))
        let lithuanian = try await WxdashProcess.run(["now", "--demo"], environment: ["LANG": "lt_LT.UTF-8"])
        #expect(lithuanian.stdout.contains("Artimiausios 24 valandos"), "\(lithuanian.stdout)")
        #expect(lithuanian.stdout.contains("Artimiausios 8 dienos"), "\(lithuanian.stdout)")
    }

    @Test func theFlagAndWXDASH_LANGComeBeforeTheLocale() async throws {
        let flag = try await WxdashProcess.run(
            ["now", "--demo", "--ui-lang", "pl"], environment: ["LANG": "de_DE.UTF-8", "WXDASH_LANG": "fi"])
        #expect(flag.stdout.contains("Wilgotność"), "\(flag.stdout)")
        let variable = try await WxdashProcess.run(
            ["now", "--demo"], environment: ["LANG": "de_DE.UTF-8", "WXDASH_LANG": "fi"])
        #expect(variable.stdout.contains("Kosteus"), "\(variable.stdout)")
        let unknown = try await WxdashProcess.run(["now", "--demo", "--ui-lang", "xx"], environment: [:])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--ui-lang 'xx' is not a language wxdash speaks"), "\(unknown.stderr)")
    }

    @Test func theJSONStaysAsItIs() async throws {
        let german = try await WxdashProcess.run(
            ["now", "--demo", "--format", "json"], environment: ["LANG": "de_DE.UTF-8"])
        let english = try await WxdashProcess.run(
            ["now", "--demo", "--format", "json"], environment: ["LANG": "C.UTF-8"])
        #expect(german.status == 0 && english.status == 0)
        #expect(german.stdout == english.stdout)
    }
}
