import Foundation
import WeatherKit
import WeatherStore

/// The forecast cache as a command opens it, once for every place it shows, and what to say about it.
struct CacheOpening: Sendable {
    /// nil when the cache cannot be used, or (`--offline`) does not exist yet.
    var cache: SharedForecastCache?
    /// What to tell the person, once: the cache was set aside, or cannot be used.
    var problem: String?
    /// The same for the log.
    var logLine: String?

    /// The same cache, with nothing more to say: for every place after the first.
    var quiet: CacheOpening { CacheOpening(cache: cache) }

    /// Opens `$XDG_CACHE_HOME/wxdash/cache.sqlite`. `offline` only reads: it works wherever the file can be read, and
    /// never makes one. A damaged cache is set aside and a fresh one started (not with `offline`).
    static func open(offline: Bool, environment: [String: String]) -> CacheOpening {
        let path = ForecastCache.defaultPath(environment: environment)
        do {
            if offline {
                return CacheOpening(cache: try ForecastCache(readingFrom: path).map(SharedForecastCache.init))
            }
            let opened = try ForecastCache.opening(path: path, now: Date())
            guard let aside = opened.setAside else { return CacheOpening(cache: SharedForecastCache(opened.cache)) }
            return CacheOpening(
                cache: SharedForecastCache(opened.cache),
                problem: "The forecast cache was damaged: it was set aside as \(aside) (safe to delete) and a fresh one started.",
                logLine: "cache damaged: set aside as \(aside)")
        } catch {
            let problem = offline
                ? (error.isNotAFile
                    ? "the forecast cache cannot be used: \(error), which wxdash leaves alone. Move it aside; the cache only holds copies of forecasts."
                    : error.isDamaged
                    ? "the forecast cache \(path) is damaged (\(error.detail)): it only holds copies of forecasts and is safe to delete; "
                        + "wxdash without --offline sets it aside and starts a fresh one."
                    : "the forecast cache cannot be read (\(error)): check that it and its folder are yours and readable.")
                : "The forecast cache cannot be used (\(error)); running without it."
            return CacheOpening(cache: nil, problem: problem, logLine: "cache unusable: \(error)")
        }
    }
}
