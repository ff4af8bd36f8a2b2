import Foundation
import Testing

/// What a start costs: wxdash does not link libcurl (it is loaded at the first request), so `now --offline` in a
/// status bar never maps it.
@Suite struct StartupEndToEndTests {
    static var readelfAvailable: Bool {
        ["/usr/bin/readelf", "/bin/readelf"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: readelfAvailable)) func theBinaryNeedsNoLibcurl() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-readelf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let readelf = try SpawnedProcess(["readelf", "-d", WxdashProcess.binary.path], stdout: .file(output.path))
        #expect(readelf.wait(seconds: 60) == 0)
        let needed = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("(NEEDED)")
        }
        #expect(needed.contains { $0.contains("libsqlite3") }, "the dynamic section was read: \(needed)")
        #expect(!needed.contains { $0.contains("libcurl") }, "\(needed)")
    }
}
