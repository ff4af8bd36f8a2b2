import Drawing
import Foundation
import ScreenText
import WeatherKit

/// The next two hours of precipitation as a bar per step (eight 15-minute steps), dry steps as dots.
struct NowcastStrip {
    let nowcast: Nowcast
    let now: Date
    let asciiOnly: Bool

    /// Eight steps, whatever their length: a minutely nowcast is summed into quarters of its two hours.
    static let barCount = 8
    /// A full bar at this rate and more.
    static let fullRate = 8.0

    /// Each bar's height, 0 (dry) to 8, for the next two hours.
    var levels: [Int] {
        let ahead = nowcast.upcoming(at: now)
        guard !ahead.isEmpty else { return [] }
        let perBar = max(1, Int((Double(ahead.count) / Double(Self.barCount)).rounded(.up)))
        let minutes = Double(nowcast.intervalMinutes * perBar)
        return stride(from: 0, to: min(ahead.count, perBar * Self.barCount), by: perBar).map { start in
            let group = ahead[start..<min(start + perBar, ahead.count)]
            guard group.contains(where: nowcast.isWet) else { return 0 }
            let millimetres = group.compactMap(\.precipitation).reduce(0, +)
            let rate = nowcast.unit.convert(millimetres, to: .millimetres) * 60 / minutes
            return min(8, max(1, Int((rate / Self.fullRate * 8).rounded(.up))))
        }
    }

    var text: String {
        levels.map { blocks[$0] }.joined()
    }

    private var blocks: [String] {
        asciiOnly ? [".", "_", "_", "-", "-", "=", "=", "#", "#"] : ["·", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    }

    var width: Int { width(barWidth: 1) }

    /// Bars wider than a column stand a column apart.
    func width(barWidth: Int) -> Int {
        let count = levels.count
        return count == 0 ? 0 : count * barWidth + (barWidth > 1 ? count - 1 : 0)
    }

    /// The minutes from now at which the axis is labelled: every second bar's start and the end.
    static let axisMinutes = [0, 30, 60, 90, 120]

    /// Where a bar starts, in columns from the strip's left.
    private static func column(ofBar index: Int, barWidth: Int) -> Int {
        index * (barWidth > 1 ? barWidth + 1 : 1)
    }

    /// The axis under bars `barWidth` columns wide: `now` under the first, then +30, +60, +90 and +120 (minutes)
    /// under every second bar's start and the strip's end, as many as fit a column apart; `now` as "0" where
    /// the word is too long. Empty when the nowcast's steps do not make eight quarters or the bars are too narrow.
    func axis(barWidth: Int, now word: String) -> String {
        guard levels.count == Self.barCount, barWidth > 1 else { return "" }
        let room = Self.column(ofBar: 2, barWidth: barWidth) - 1
        var line = DisplayWidth.of(word) <= room ? word : "0"
        for minutes in Self.axisMinutes.dropFirst() {
            let column = Self.column(ofBar: minutes / 15, barWidth: barWidth) - (minutes == 120 ? 1 : 0)
            let padding = column - DisplayWidth.of(line)
            guard padding >= 1 else { return line }
            line += String(repeating: " ", count: padding) + "+\(minutes)"
        }
        return line
    }

    /// The intensity's legend in `unit` per hour: a bar of two, four and eight eighths and the rate it stands for
    /// ("▂2 ▄4 █8+").
    func legend(in unit: PrecipitationUnit) -> String {
        [2, 4, 8].map { level in
            let rate = Self.fullRate * Double(level) / 8
            let shown =
                unit == .inches
                ? Self.inches(PrecipitationUnit.millimetres.convert(rate, to: .inches)) : rate.wholeNumber.description
            return blocks[level] + shown + (level == 8 ? "+" : "")
        }.joined(separator: " ")
    }

    /// A small amount in inches as ".08", ".3".
    private static func inches(_ value: Double) -> String {
        let hundredths = (value * 100).wholeNumber
        return hundredths % 10 == 0 ? ".\(hundredths / 10)" : (hundredths < 10 ? ".0\(hundredths)" : ".\(hundredths)")
    }

    /// Each bar `barWidth` columns wide, cut at the area's edge.
    func draw(in area: Rect, on canvas: inout Canvas, palette: Palette, barWidth: Int = 1) {
        let row = area.row(0)
        canvas.clipped(to: row) { canvas in
            for (index, level) in levels.enumerated() {
                let bar = String(repeating: blocks[level], count: barWidth)
                canvas.write(
                    bar, column: row.x + Self.column(ofBar: index, barWidth: barWidth), row: row.y,
                    style: level == 0 ? palette.muted : palette.rain)
            }
        }
    }
}
