import Foundation
import Testing

@testable import Translation

/// The CLDR facts compiled into wxdash: what the generator writes, and what they say.
struct CLDRFactsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// An interpreter with the babel the facts were generated from (`WXDASH_CLDR_PYTHON`, else `python3` or Debian's),
    /// if this machine has one.
    static let generatorPython: String? = {
        let wanted =
            (try? String(contentsOf: root.appendingPathComponent("Scripts/make_cldr_facts.py"), encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("BABEL_VERSION = ") }?.split(separator: "\"").dropFirst().first
            .map(String.init)
        let candidates = [
            ProcessInfo.processInfo.environment["WXDASH_CLDR_PYTHON"], "/tmp/cldr/bin/python", "/usr/bin/python3",
            "python3"
        ]
        for case let python? in candidates {
            guard let wanted, let run = try? run([python, "-c", "import babel; print(babel.__version__)"]),
                run.status == 0
            else { continue }
            if run.output.trimmingCharacters(in: .whitespacesAndNewlines) == wanted { return python }
        }
        return nil
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        .enabled(
            if: generatorPython != nil, "needs the babel named in Scripts/make_cldr_facts.py (set WXDASH_CLDR_PYTHON)"))
    func theCompiledFactsAreWhatTheGeneratorWrites() throws {
        let python = try #require(Self.generatorPython)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("CLDRFacts-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Self.run([
            python, Self.root.appendingPathComponent("Scripts/make_cldr_facts.py").path, "--output", output.path
        ])
        #expect(run.status == 0, "\(run.output)")
        let generated = try String(contentsOf: output, encoding: .utf8)
        let compiled = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/Translation/CLDRFacts.swift"), encoding: .utf8)
        #expect(
            generated == compiled,
            "run Scripts/make_cldr_facts.py: Sources/Translation/CLDRFacts.swift is not what it writes")
    }

    @Test func everyInterfaceLanguageHasItsOwnFacts() {
        for ui in UILanguage.translated {
            let facts = CLDRFacts.interface(ui)
            #expect(facts.weekdays.count == 7 && facts.months.count == 12, "\(ui)")
            #expect(CLDRFacts.numbers(localeIdentifier: ui.localeIdentifier) != nil, "\(ui)")
        }
        #expect(CLDRFacts.interface(.german).numbers.decimalSeparator == ",")
        #expect(CLDRFacts.interface(.german).percentPattern == "#,##0\u{A0}%")
        #expect(CLDRFacts.interface(.swedish).numbers.minusSign == "\u{2212}")
    }

    @Test(arguments: [
        ("en_US", 531_674, "531,674"), ("en_IN", 531_674, "5,31,674"), ("en_IN", 10_000_000, "1,00,00,000"),
        ("de_CH", 531_674, "531’674"),
        ("de", 1_234, "1.234"), ("pl_PL", 1_234, "1234"), ("pl_PL", 12_345, "12\u{A0}345"), ("es_MX", 1_234, "1,234"),
        ("es_ES", 1_234, "1234"),
        ("fr_FR", -1_234, "-1\u{202F}234"), ("de_XX", 1_234, "1.234"), ("en_US", 0, "0"),
        ("en_US", Int.min, "-9,223,372,036,854,775,808")
    ])
    func digitsAreGroupedAsTheLocaleGroupsThem(identifier: String, number: Int, text: String) throws {
        #expect(try #require(CLDRFacts.numbers(localeIdentifier: identifier)).grouped(number) == text)
    }

    @Test func anUnknownLanguageHasNoFacts() {
        #expect(CLDRFacts.numbers(localeIdentifier: "xx_YY") == nil)
        #expect(CLDRFacts.usesTwelveHourClock(localeIdentifier: "xx") == nil)
    }

    @Test func clocksAreTheLocalesPreferredOnes() {
        #expect(CLDRFacts.usesTwelveHourClock(localeIdentifier: "en_US") == true)
        #expect(CLDRFacts.usesTwelveHourClock(localeIdentifier: "en_GB") == false)
        #expect(CLDRFacts.usesTwelveHourClock(localeIdentifier: "ko_KR") == true)
        #expect(CLDRFacts.usesTwelveHourClock(localeIdentifier: "ja_JP") == false)
        #expect(CLDRFacts.usesTwelveHourClock(localeIdentifier: "de") == false)
    }

    @Test func regionsHaveTheirEnglishNames() {
        #expect(CLDRFacts.regionName("LT") == "Lithuania")
        #expect(CLDRFacts.regionName("us") == "United States")
        #expect(CLDRFacts.regionName("HK") == "Hong Kong")
        #expect(CLDRFacts.regionName("QQ") == nil)
    }
}
