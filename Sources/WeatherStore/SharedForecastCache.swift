import Foundation

/// One connection to the forecast cache for every place a process shows, behind a lock: each place's fetcher reads and
/// writes through it, so a thousand saved places hold one SQLite connection (and its few file descriptors), not a
/// thousand. Calls from several places wait their turn; each is a short statement or two.
public final class SharedForecastCache: @unchecked Sendable {
    // @unchecked: `cache` is touched only while `lock` is held.
    private let lock = NSLock()
    private let cache: ForecastCache

    public init(_ cache: ForecastCache) {
        self.cache = cache
    }

    /// Runs `body` with the cache, no other place using it meanwhile.
    public func access<T, E: Error>(_ body: (ForecastCache) throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(cache)
    }
}
