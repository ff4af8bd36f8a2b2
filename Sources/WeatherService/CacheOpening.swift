import Foundation
import WeatherKit
import WeatherStore

/// The forecast cache as a command opens it, once for every place it shows, and what to say about it.
public struct CacheOpening: Sendable {
    /// nil when the cache cannot be used, or (`--offline`) does not exist yet.
    public var cache: SharedForecastCache?
    /// What to tell the person, once: the cache was set aside, or cannot be used.
    public var problem: String?
    /// The same for the log.
    public var logLine: String?
    /// Every request of the process passes this first, for the daily budgets.
    public var gate: RequestGate

    /// The same cache and gate, with nothing more to say: for every place after the first.
    public var quiet: CacheOpening { CacheOpening(cache: cache, gate: gate) }

    /// Opens `$XDG_CACHE_HOME/wxdash/cache.sqlite`. `offline` only reads: it works wherever the file can be read, and
    /// never makes one. A damaged cache is set aside and a fresh one started (not with `offline`).
    public static func open(offline: Bool, environment: [String: String]) -> CacheOpening {
        let path = ForecastCache.defaultPath(environment: environment)
        let clock = PinnedClock.clock(environment: environment)
        // The counts live beside the cache, not in it: a damaged cache set aside takes none of them along.
        let gate = { (cache: SharedForecastCache?) in
            RequestGate(ledger: RequestLedger(path: RequestLedger.defaultPath(environment: environment)), clock: clock)
            {
                // What a wxdash before the ledger counted today in the cache database.
                let day = RequestBudget.day(of: clock()).day
                var counts: [Provider: Int] = [:]
                for provider in Provider.allCases {
                    counts[provider] = (try? cache?.access { try $0.requests(provider: provider, day: day) }) ?? 0
                }
                return counts
            }
        }
        do {
            if offline {
                let cache = try ForecastCache(readingFrom: path).map { SharedForecastCache($0) }
                return CacheOpening(cache: cache, gate: .inMemory(clock: clock))
            }
            let opened = try ForecastCache.opening(path: path, now: Date())
            // Damage found later, by any statement, is healed the same way.
            let cache = SharedForecastCache(opened.cache, healingAt: path)
            guard let aside = opened.setAside else { return CacheOpening(cache: cache, gate: gate(cache)) }
            return CacheOpening(
                cache: cache,
                problem:
                    "The forecast cache was damaged: it was set aside as \(aside) (safe to delete) and a fresh one started.",
                logLine: "cache damaged: set aside as \(aside)", gate: gate(nil))
        } catch {
            let problem =
                offline
                ? (error.isNotAFile
                    ? "the forecast cache cannot be used: \(error), which wxdash leaves alone. Move it aside; the cache only holds copies of forecasts."
                    : error.isDamaged
                        ? "the forecast cache \(path) is damaged (\(error.detail)): it only holds copies of forecasts and is safe to delete; "
                            + "wxdash without --offline sets it aside and starts a fresh one."
                        : "the forecast cache cannot be read (\(error)): check that it and its folder are yours and readable.")
                : "The forecast cache cannot be used (\(error)); running without it."
            return CacheOpening(
                cache: nil, problem: problem, logLine: "cache unusable: \(error)",
                gate: offline ? .inMemory(clock: clock) : gate(nil))
        }
    }
}
