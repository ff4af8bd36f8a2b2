import Foundation
import Testing

@Suite struct ManPageTests {
    @Test func theManPageCoversEveryCommandAndExitStatus() throws {
        let page = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/wxdash.1"), encoding: .utf8)
        for word in [
            "wxdash now", "wxdash locate", "wxdash mood", "wxdash completions", "\\-\\-offline", "journal.sqlite",
            "128+N"
        ] {
            #expect(page.contains(word), "the man page lacks \(word)")
        }
        for status in 0...10 {
            #expect(page.contains("\(status) "), "exit status \(status)")
        }
    }
}
