import Foundation
import Testing

/// A FIFO where the cache or the journal should be: every command says so at once, never waits on it, and leaves it.
@Suite struct FIFOStoreEndToEndTests {
    @Test func aFIFOAtTheCacheOrJournalIsNamedNotWaitedOn() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-fifo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cache = home.appendingPathComponent("cache/wxdash")
        let data = home.appendingPathComponent("data/wxdash")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for path in [
            cache.appendingPathComponent("cache.sqlite").path, data.appendingPathComponent("journal.sqlite").path
        ] {
            #expect(mkfifo(path, 0o600) == 0)
        }
        let environment = [
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path
        ]
        for arguments in [
            ["now", "--offline", "--lat", "1", "--lon", "2"], ["mood", "list"], ["mood", "stats"],
            ["mood", "add", "3", "--offline"]
        ] {
            // WxdashProcess gives up (and fails the test) after two minutes: a reader blocked in open() never returns.
            let result = try await WxdashProcess.run(arguments, environment: environment)
            #expect(result.status != 0, "\(arguments)")
            #expect(
                result.stderr.contains("is a FIFO, not a database file, which wxdash leaves alone"),
                "\(arguments): \(result.stderr)")
        }
        var status = stat()
        #expect(
            lstat(cache.appendingPathComponent("cache.sqlite").path, &status) == 0
                && status.st_mode & S_IFMT == S_IFIFO, "left as it was")
    }

    @Test func aFolderAtTheJournalOrCacheIsNamedWithWhatToDo() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let journal = home.appendingPathComponent("data/wxdash/journal.sqlite")
        let cache = home.appendingPathComponent("cache/wxdash/cache.sqlite")
        for folder in [journal, cache] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let environment = [
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path
        ]
        for arguments in [["mood", "list"], ["mood", "add", "3", "--offline"]] {
            let result = try await WxdashProcess.run(arguments, environment: environment)
            #expect(result.status != 0, "\(arguments)")
            #expect(
                result.stderr.contains(
                    "\(journal.path) is a folder, not a database file, which wxdash leaves alone. Move it aside"),
                "\(arguments): \(result.stderr)")
            #expect(
                !result.stderr.contains("disk I/O error") && !result.stderr.contains("backup"),
                "\(arguments): \(result.stderr)")
        }
        let now = try await WxdashProcess.run(
            ["now", "--offline", "--lat", "1", "--lon", "2"], environment: environment)
        #expect(
            now.stderr.contains("\(cache.path) is a folder, not a database file, which wxdash leaves alone"),
            "\(now.stderr)")
    }
}
