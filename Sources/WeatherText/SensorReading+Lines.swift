import ScreenText
import WeatherKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

extension SensorReading {
    /// Each name once, in the order first seen, with its readings joined: ("Indoors", "21.5° · 45 %"); a name whose
    /// readings are all older than allowed ends "(silent 3h)", or "(no reading)" when none has come.
    public static func lines(_ readings: [SensorReading], now: Date) -> [(name: String, text: String)] {
        var names: [String] = []
        for reading in readings where !names.contains(reading.name) { names.append(reading.name) }
        return names.map { name in
            let group = readings.filter { $0.name == name }
            var text = group.map(\.valueText).joined(separator: " · ")
            let latest = group.compactMap(\.updatedAt).max()
            if let latest, group.allSatisfy({ $0.isStale(now: now) }) {
                text += " (silent \(StatusLine.age(of: latest, now: now)))"
            } else if latest == nil {
                text += " (no reading)"
            }
            return (TerminalText.sanitized(name), text)
        }
    }
}
