#if os(Linux)
    import Foundation
    import Testing
    import WeatherKit
    @testable import WeatherStore
    @testable import WeatherService
    @testable import WxdashCLI

    /// Every place's fetcher reads and writes the forecast cache through one connection: a thousand saved places must not
    /// hold a thousand SQLite connections (three file descriptors each: the database, its -wal and -shm).
    @Suite struct SharedCacheConnectionTests {
        /// The files under `folder` this process holds descriptors open on (other tests' files, open meanwhile, are not counted).
        static func openFiles(under folder: String) -> [String] {
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return descriptors.compactMap {
                try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
            }
            .filter { $0.hasPrefix(folder) }
        }

        @Test func manyPlacesShareOneCacheConnection() async throws {
            let (home, environment) = CachedPlaceTests.home()
            defer { try? FileManager.default.removeItem(at: home) }
            let places = (0..<300).map { index in
                var options = WeatherOptions()
                (options.latitude, options.longitude) = (-60 + Double(index) * 0.4, 10)
                options.units.system = .metric
                return options
            }
            // One place has a forecast cached by an earlier run.
            try ForecastCache(path: ForecastCache.defaultPath(environment: environment)).save(
                CachedPlaceTests.forecast(), key: "an earlier run's", now: CachedPlaceTests.fetchedAt,
                requested: (-60, 10))
            let settings = Settings.resolve(places[0], environment: environment, console: SettingsTests.quiet)
            let fetchers = try ForecastFetcher.prepare(places: places, settings: settings, environment: environment)
            #expect(fetchers.count == 300)
            // Each place reads the cache for its first paint, as the dashboard does at start.
            var found = 0
            for fetcher in fetchers where await fetcher.cached() != nil { found += 1 }
            let problem = await fetchers[0].takeCacheProblem()
            #expect(found == 1, "\(problem ?? "no problem")")
            let open = Self.openFiles(under: home.path)
            #expect(
                !open.isEmpty && open.count <= 3, "\(open.count) descriptors open on the cache for 300 places: \(open)")
            withExtendedLifetime(fetchers) {}
        }
    }
#endif
