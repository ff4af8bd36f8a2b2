import Translation

/// The names `MoodStatistics` gives its groups (English: "below 0 °C", "Mon") in the interface's words.
public enum MoodGroupName {
    /// "below 0 °C" and "30 °C and above" in the interface's words; the bands between as they are.
    public static func temperature(_ name: String, in language: Language) -> String {
        if name.hasPrefix("below ") {
            return language.text(.statsBelow, ["value": String(name.dropFirst("below ".count))])
        }
        if name.hasSuffix(" and above") {
            return language.text(.statsAndAbove, ["value": String(name.dropLast(" and above".count))])
        }
        return name
    }

    /// The interface's own name for a weekday the statistics name in English ("Mon").
    public static func weekday(_ name: String, in style: TimeStyle) -> String {
        TimeStyle.standard.weekdayNames.firstIndex(of: name).map { style.weekdayNames[$0] } ?? name
    }
}
