import Foundation
import Testing

/// A cache damaged in the middle (issue 43: 24 KB overwritten inside `cache.sqlite` opened fine and failed every
/// read, so every run warned, `--offline` never worked again and `--request-budget 1` let 5 of 5 requests through):
/// the first run that meets the damage sets the file aside and starts afresh, and the daily budget, kept apart
/// from the cache, still holds.
@Suite struct CacheHealingEndToEndTests {
    @Test func aCacheDamagedInTheMiddleHealsAndTheBudgetStillHolds() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-heal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cacheHome = home.appendingPathComponent("cache")
        let file = cacheHome.appendingPathComponent("wxdash/cache.sqlite")
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        func now(_ arguments: [String], at seconds: Int = TestClock.seconds) async throws -> WxdashProcess.Result {
            try await WxdashProcess.run(
                ["now", "--api-base", server.base, "--format", "line"] + arguments,
                environment: ["XDG_CACHE_HOME": cacheHome.path, "WXDASH_NOW": String(seconds)])
        }
        // The day before: a cache with a few places in it, large enough to be damaged in the middle.
        for place in 0..<8 {
            let filled = try await now(["--lat", "27.\(70 + place)", "--lon", "85.3"], at: TestClock.seconds - 86_400)
            #expect(filled.status == 0, "\(filled.stderr)")
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)
            .intValue
        try #require(size >= 96 * 1024, "the cache is \(size) bytes")
        let handle = try FileHandle(forWritingTo: file)
        try handle.seek(toOffset: UInt64(size / 2 - 12 * 1024))
        try handle.write(contentsOf: Data((0..<(24 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }))
        try handle.close()
        let before = server.requests().count

        // The next run meets the damage, says so once, and works on a fresh cache.
        let first = try await now(["--lat", "27.7", "--lon", "85.3", "--request-budget", "1"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stderr.contains("The forecast cache was damaged: it was set aside as \(file.path).corrupt-"),
            "\(first.stderr)")
        #expect(!first.stderr.contains("running without it"), "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names.filter { $0.hasPrefix("cache.sqlite.corrupt-") && !$0.hasSuffix("-wal") }.count == 1, "\(names)")
        // --offline reads what that run saved, and nobody is told twice.
        let offline = try await now(["--offline", "--lat", "27.7", "--lon", "85.3"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(!offline.stderr.contains("damaged") && !offline.stderr.contains("malformed"), "\(offline.stderr)")
        // The budget of one request a day: the first run took it; four more runs send nothing.
        for _ in 0..<4 {
            let again = try await now(["--lat", "27.7", "--lon", "85.3", "--request-budget", "1"])
            #expect(!again.stderr.contains("malformed"), "\(again.stderr)")
        }
        #expect(
            server.requests().count - before <= 1,
            "at most one request a day: \(server.requests().count - before) were sent")
    }
}
