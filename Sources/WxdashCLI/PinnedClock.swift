import Foundation

/// The clock wxdash reads: the real one, or for tests `WXDASH_NOW` (seconds since 1970), from which it runs on at
/// the real pace. Tests against recorded answers need it: a reading hours from the clock is not believed.
enum PinnedClock {
    static let variable = "WXDASH_NOW"

    static func clock(environment: [String: String]) -> @Sendable () -> Date {
        guard let pinned = environment[variable].flatMap(DecimalNumber.parse) else { return { Date() } }
        let start = Date(timeIntervalSince1970: pinned)
        let launch = Date()
        return { start.addingTimeInterval(Date().timeIntervalSince(launch)) }
    }
}
