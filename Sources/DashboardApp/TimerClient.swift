import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// One-shot timers on the wall clock, one per `RuntimeTimer`: scheduling one replaces the one before. The live
/// value uses Dispatch's wall-clock deadlines, so a machine that slept wakes to what fell due; tests fire timers
/// by hand.
@MainActor
public struct TimerClient {
    /// Fires `action` on the main queue after `delay` seconds, replacing the timer of the same kind.
    public var schedule:
        (_ timer: RuntimeTimer, _ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Void
    public var cancel: (_ timer: RuntimeTimer) -> Void
    public var cancelAll: () -> Void

    public init(
        schedule:
            @escaping (_ timer: RuntimeTimer, _ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Void,
        cancel: @escaping (_ timer: RuntimeTimer) -> Void, cancelAll: @escaping () -> Void
    ) {
        self.schedule = schedule
        self.cancel = cancel
        self.cancelAll = cancelAll
    }

    public static func live() -> TimerClient {
        let timers = WallTimers()
        return TimerClient(schedule: timers.schedule, cancel: timers.cancel, cancelAll: timers.cancelAll)
    }
}

/// The Dispatch timer sources behind `TimerClient.live()`.
@MainActor
final class WallTimers {
    private var sources: [RuntimeTimer: any DispatchSourceTimer] = [:]

    func schedule(_ timer: RuntimeTimer, after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        cancel(timer)
        let source = DispatchSource.makeTimerSource(queue: .main)
        // Precise for the minute and an alert's end (the clock on screen); a second's leeway for fetches.
        let leeway: DispatchTimeInterval = timer == .refresh || timer == .alerts ? .seconds(1) : .milliseconds(100)
        source.schedule(wallDeadline: .now() + max(0, delay), leeway: leeway)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                // A one-shot source that fired stays registered until cancelled.
                self?.sources.removeValue(forKey: timer)?.cancel()
                action()
            }
        }
        source.resume()
        sources[timer] = source
    }

    func cancel(_ timer: RuntimeTimer) {
        sources.removeValue(forKey: timer)?.cancel()
    }

    func cancelAll() {
        for source in sources.values { source.cancel() }
        sources.removeAll()
    }
}
