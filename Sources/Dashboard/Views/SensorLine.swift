import Foundation
import ScreenText
import Translation
import WeatherKit

/// The person's own sensors of one name on one line, as the Now page's details and a place's card show them:
/// "Indoors 21.5° · 45 %"; "(silent 2 h)" after it when every reading of the name is older than its `stale-after`,
/// "(no reading yet)" when none has come.
struct SensorLine: Equatable {
    var text: String
    /// Old or missing: drawn muted.
    var stale: Bool

    /// Each name once, in the order first seen, of the readings that belong with saved place `place` (nil: the one
    /// place there is).
    /// `station`: the forecast's `current.station`, the outdoor station whose reading is shown as the current one: its
    /// line says so ("Garden 3.2° · 80 % · from your station"), and when it has no line here the mark has one alone.
    static func lines(
        _ readings: [SensorReading], place: String?, now: Date, words: Language, station: StationReading? = nil
    ) -> [SensorLine] {
        let shown = readings.filter { $0.belongs(to: place) }
        var names: [String] = []
        for reading in shown where !names.contains(reading.name) { names.append(reading.name) }
        let mark = words.text(.fromYourStation)
        let lines = names.map { name in
            let group = shown.filter { $0.name == name }
            var text = TerminalText.sanitized(name) + " " + group.map(\.valueText).joined(separator: " · ")
            let latest = group.compactMap(\.updatedAt).max()
            let stale = group.allSatisfy { $0.isStale(now: now) }
            if let latest, stale {
                text += " " + words.text(.sensorSilent, ["age": age(now.timeIntervalSince(latest), words: words)])
            } else if latest == nil {
                text += " " + words.text(.sensorNoReading)
            }
            if name == station?.name { text += " · " + mark }
            return SensorLine(text: text, stale: stale)
        }
        guard let station, !names.contains(station.name) else { return lines }
        return [SensorLine(text: mark, stale: false)] + lines
    }

    /// "40 min", "3 h", "2 days", as the page says how old its data is.
    private static func age(_ seconds: TimeInterval, words: Language) -> String {
        let minutes = max(0, Int(seconds / 60))
        if minutes < 120 { return words.text(.minutes, ["n": String(minutes)]) }
        if minutes < 48 * 60 { return words.text(.hoursShort, ["n": String(minutes / 60)]) }
        return words.count(.daysLong, minutes / 1440)
    }
}
