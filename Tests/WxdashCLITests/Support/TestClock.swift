import Foundation

/// The one "now" of the end-to-end tests. Every wxdash a test starts reads it (`WXDASH_NOW`) unless the test names
/// another instant, and fixtures are laid out from it, so no test depends on the hour it runs at.
enum TestClock {
    /// 2026-11-30 10:00 UTC: the Kathmandu fixture's reading time (15:45 there).
    static let seconds = 1_796_032_800
    static let now = Date(timeIntervalSince1970: TimeInterval(seconds))
    /// `WXDASH_NOW`'s value for `now`.
    static let pinned = String(seconds)

    /// The variables `Scripts/test-clock.sh` shifts the machine's clock with, passed on to every process a test
    /// starts with an environment of its own, so a sweep moves their wall clock as it moves this one's.
    static var machineClock: [String: String] {
        ProcessInfo.processInfo.environment.filter { ["LD_PRELOAD", "CLOCK_SHIFT_SECONDS"].contains($0.key) }
    }
}
