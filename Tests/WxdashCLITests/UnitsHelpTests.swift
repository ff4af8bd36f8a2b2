import Foundation
import Testing

/// Every place that lists `--units` values lists every value the parser accepts (`uk` too).
@Suite struct UnitsHelpTests {
    static let accepted = ["auto", "metric", "imperial", "uk"]

    @Test func moodHelpAndUsageListEveryUnitSystem() async throws {
        let help = try await WxdashProcess.run(["mood"])
        let usage = try await WxdashProcess.run(["mood", "frobnicate"])
        for text in [help.stdout, usage.stderr] {
            #expect(text.contains("--units " + Self.accepted.joined(separator: "|")), "\(text)")
        }
        for system in Self.accepted {
            let listed = try await WxdashProcess.run(["mood", "list", "--units", system])
            #expect(listed.status == 0, "\(system): \(listed.stderr)")
        }
    }

    @Test func nowHelpListsEveryUnitSystem() async throws {
        let help = try await WxdashProcess.run(["help", "now"])
        let line = help.stdout.split(separator: "\n").drop { !$0.contains("--units") }.prefix(2).joined(separator: " ")
        for system in Self.accepted {
            #expect(line.contains(system), "\(line)")
        }
    }
}
