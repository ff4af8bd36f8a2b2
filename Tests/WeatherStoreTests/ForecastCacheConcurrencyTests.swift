import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// `now --all` opens the cache once per place, at the same moment; on a new machine they all make the file.
@Suite struct ForecastCacheConcurrencyTests {
    @Test func manyOpenersMakingTheCacheAtOnceAllGetIt() throws {
        for _ in 0..<5 {
            let path = ForecastCacheTests.temporaryPath()
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            let results = ConcurrentResults<Result<Bool, DatabaseError>>()
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                results.add(
                    Result { () throws(DatabaseError) in
                        let cache = try ForecastCache(path: path)
                        try cache.save(ForecastCacheTests.forecast(temperature: Double(index)), key: "place \(index)")
                        return true
                    })
            }
            let failures = results.all.filter { if case .failure = $0 { true } else { false } }
            #expect(failures.isEmpty, "\(failures)")
            let saved = try (0..<8).filter { try ForecastCache(path: path).load(key: "place \($0)") != nil }
            #expect(saved.count == 8, "every place's forecast is kept: \(saved)")
        }
    }
}
