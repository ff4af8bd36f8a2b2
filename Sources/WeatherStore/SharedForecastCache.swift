import Foundation

/// One connection to the forecast cache for every place a process shows, behind a lock: each place's fetcher reads and
/// writes through it, so a thousand saved places hold one SQLite connection (and its few file descriptors), not a
/// thousand. Calls from several places wait their turn; each is a short statement or two.
///
/// A cache found damaged by any statement (not only at opening: a few pages overwritten in the middle of the file
/// leave it opening fine and failing later) heals: once an integrity check confirms the damage, the file is set
/// aside and a fresh one started, and the statement is tried once more on it.
public final class SharedForecastCache: @unchecked Sendable {
    // @unchecked: `cache` and `setAside` are touched only while `lock` is held.
    private let lock = NSLock()
    private var cache: ForecastCache
    /// Where a damaged cache is replaced; nil for a cache only read (`--offline`), which is never replaced.
    private let healingPath: String?
    private var setAside: String?
    private let clock: @Sendable () -> Date

    public init(
        _ cache: ForecastCache, healingAt path: String? = nil, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.cache = cache
        self.healingPath = path
        self.clock = clock
    }

    /// Runs `body` with the cache, no other place using it meanwhile.
    public func access<T, E: Error>(_ body: (ForecastCache) throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try body(cache)
        } catch {
            guard let path = healingPath, let damage = error as? DatabaseError, damage.isDamaged,
                cache.failsIntegrityCheck(),
                let healed = try? ForecastCache.replacingDamaged(cache, path: path, now: clock())
            else { throw error }
            cache = healed.cache
            setAside = setAside ?? healed.setAside
            return try body(cache)
        }
    }

    /// Where a damaged cache was set aside since the last call, to be said once; nil when none was.
    public func takeSetAside() -> String? {
        lock.lock()
        defer { lock.unlock() }
        defer { setAside = nil }
        return setAside
    }
}
