import Foundation
import ScreenText
import WeatherKit

/// The clock wxdash reads: the real one, or for tests `WXDASH_NOW` (seconds since 1970), from which it runs on at
/// the real pace. Tests against recorded answers need it: a reading hours from the clock is not believed.
public enum PinnedClock {
    public static let variable = "WXDASH_NOW"
    /// The instants it may name: 1970 to the end of 2199 (a mood dated in the year -1199 is no one's).
    public static let range: ClosedRange<Double> = 0...7_258_118_400

    /// Why `WXDASH_NOW` cannot be used, when it is set to something other than seconds since 1970 in `range`;
    /// nil when it is unset or empty (the machine's clock) or usable.
    public static func problem(environment: [String: String]) -> String? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard let seconds = DecimalNumber.parse(text), range.contains(seconds) else {
            return
                "\(variable)='\(TerminalText.echoed(text))' is not an instant wxdash can use: give seconds since 1970, from 0 to "
                + "\(Int(range.upperBound)) (the end of 2199), or leave it unset for the machine's clock."
        }
        return nil
    }

    public static func clock(environment: [String: String]) -> @Sendable () -> Date {
        guard let pinned = environment[variable].flatMap(DecimalNumber.parse) else { return { Date() } }
        let start = Date(timeIntervalSince1970: pinned)
        let launch = Date()
        return { start.addingTimeInterval(Date().timeIntervalSince(launch)) }
    }
}
