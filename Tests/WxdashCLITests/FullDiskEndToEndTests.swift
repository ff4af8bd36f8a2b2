import Foundation
import Testing

/// A full disk, made with a file-size limit (`ulimit -f`: SQLite cannot make or grow its -shm file, as on a disk
/// with no room): reading the journal and the cache still works, and a write says the disk is full and that
/// nothing was lost (not "disk I/O error", not "restore a backup").
@Suite struct FullDiskEndToEndTests {
    /// Runs wxdash under a file-size limit of 8 KB, the signal for crossing it ignored (so writes fail as on a full
    /// disk instead of killing the process).
    static let fullDisk = ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 16; exec \"$0\" \"$@\""]

    /// ThreadSanitizer's runtime itself dies under a file-size limit (DEADLYSIGNAL); the other runs cover this.
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil

    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer's runtime dies under a file-size limit"))
    func readsWorkAndAWriteSaysTheDiskIsFull() async throws {
        let home = try PrivateFilesEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let environment = PrivateFilesEndToEndTests.environment(home)
        let place = PrivateFilesEndToEndTests.place
        #expect(
            try await WxdashProcess.run(["now", "--api-base", server.base] + place, environment: environment).status
                == 0)
        #expect(
            try await WxdashProcess.run(["mood", "add", "4", "kept safe", "--offline"], environment: environment).status
                == 0)
        for file in ["data/wxdash/journal.sqlite", "cache/wxdash/cache.sqlite"] {
            for suffix in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(at: home.appendingPathComponent(file + suffix))
            }
        }
        let journal = home.appendingPathComponent("data/wxdash/journal.sqlite")
        let before = try Data(contentsOf: journal)

        let list = try await WxdashProcess.run(["mood", "list"], environment: environment, launcher: Self.fullDisk)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("kept safe"), "\(list.stdout)")
        let stats = try await WxdashProcess.run(["mood", "stats"], environment: environment, launcher: Self.fullDisk)
        #expect(stats.status == 0, "\(stats.stderr)")
        let offline = try await WxdashProcess.run(
            ["now", "--offline", "--format", "line"] + place, environment: environment, launcher: Self.fullDisk)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("°C"), "\(offline.stdout)")

        let add = try await WxdashProcess.run(
            ["mood", "add", "2", "no room", "--offline"], environment: environment, launcher: Self.fullDisk)
        #expect(add.status == 10)
        #expect(add.stderr.contains("the disk is full"), "\(add.stderr)")
        #expect(add.stderr.contains("nothing was lost"), "\(add.stderr)")
        #expect(!add.stderr.contains("disk I/O error") && !add.stderr.contains("restore a backup"), "\(add.stderr)")
        #expect(try Data(contentsOf: journal) == before, "the journal is as it was")
        let after = try await WxdashProcess.run(["mood", "list"], environment: environment)
        #expect(after.stdout.contains("kept safe") && !after.stdout.contains("no room"), "\(after.stdout)")
    }
}
