import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// Requests per provider and UTC day, counted by every wxdash sharing the cache.
struct RequestCountTests {
    /// In a folder of its own: a store tightens its folder to 0700, which must never be the shared temporary folder.
    static func path() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-requests-\(UUID().uuidString)")
            .appendingPathComponent("cache.sqlite").path
    }

    @Test func twoProcessesShareOneCount() throws {
        let path = Self.path()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let day = LocalDate(year: 2026, month: 11, day: 30)
        let dashboard = try ForecastCache(path: path)
        let statusBar = try ForecastCache(path: path)
        #expect(try dashboard.countRequests(1, provider: .openMeteo, day: day) == 1)
        #expect(try statusBar.countRequests(2, provider: .openMeteo, day: day) == 3)
        #expect(try dashboard.requests(provider: .openMeteo, day: day) == 3)
        // Apart per provider and per day.
        #expect(try dashboard.requests(provider: .metNorway, day: day) == 0)
        #expect(try dashboard.requests(provider: .openMeteo, day: day.adding(days: 1)) == 0)
        // Nothing sent, nothing counted.
        #expect(try dashboard.countRequests(0, provider: .metNorway, day: day) == 0)
    }

    @Test func oldDaysAreForgotten() throws {
        let path = Self.path()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let cache = try ForecastCache(path: path)
        let day = LocalDate(year: 2026, month: 11, day: 1)
        try cache.countRequests(5, provider: .openMeteo, day: day)
        try cache.countRequests(1, provider: .openMeteo, day: day.adding(days: 8))
        #expect(try cache.requests(provider: .openMeteo, day: day) == 0)
    }
}
