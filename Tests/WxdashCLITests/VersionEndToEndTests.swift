import Foundation
import Testing

@Suite struct VersionEndToEndTests {
    /// `--version` names the release and the commit the binary was built from (`-modified` when the tree had changes).
    @Test func versionNamesTheCommit() throws {
        let result = try WxdashProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let pattern = #"^wxdash \d+\.\d+\.\d+ \(commit ([0-9a-f]{12}(-modified)?|unknown)\)\n$"#
        #expect(result.stdout.range(of: pattern, options: .regularExpression) != nil, "\(result.stdout)")
        let head = FixturePaths.packageRoot.appendingPathComponent(".git")
        if FileManager.default.fileExists(atPath: head.path) {
            #expect(!result.stdout.contains("unknown"), "built inside a git checkout, so the commit is known")
        }
        #expect(try WxdashProcess.run(["-V"]).stdout == result.stdout)
    }
}
