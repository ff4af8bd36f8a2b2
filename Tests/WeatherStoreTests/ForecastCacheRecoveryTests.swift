import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// A damaged cache is set aside once, however many wxdash processes (or `now --all`'s places) find it at once.
@Suite struct ForecastCacheRecoveryTests {
    @Test func severalOpenersSetADamagedCacheAsideOnceAndAllGetTheFreshOne() throws {
        let path = ForecastCacheTests.temporaryPath()
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))

        let results = ConcurrentResults<Result<String?, DatabaseError>>()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            results.add(
                Result { () throws(DatabaseError) in
                    try ForecastCache.opening(path: path, now: Date(timeIntervalSince1970: 1_796_032_800))
                }.map(\.setAside))
        }
        let outcomes = results.all
        #expect(outcomes.count == 6)
        #expect(
            outcomes.allSatisfy { if case .success = $0 { true } else { false } },
            "every opener gets a cache: \(outcomes)")
        let setAside = outcomes.compactMap { try? $0.get() }
        #expect(setAside.count == 1, "set aside once, not once per opener: \(setAside)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.filter { $0.contains(".corrupt-") && !$0.hasSuffix("-wal") }.count == 1, "\(names)")
        let cache = try ForecastCache(path: path)
        try cache.save(ForecastCacheTests.forecast(), key: "after")
        #expect(try cache.load(key: "after") != nil, "the file in place is a working cache")
    }
}
