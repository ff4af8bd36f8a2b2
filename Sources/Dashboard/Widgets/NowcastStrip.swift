import Drawing
import Foundation
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

    /// Each bar `barWidth` columns wide, cut at the area's edge.
    func draw(in area: Rect, on canvas: inout Canvas, palette: Palette, barWidth: Int = 1) {
        let row = area.row(0)
        canvas.clipped(to: row) { canvas in
            for (index, level) in levels.enumerated() {
                let bar = String(repeating: blocks[level], count: barWidth)
                canvas.write(bar, column: row.x + index * (barWidth > 1 ? barWidth + 1 : 1), row: row.y, style: level == 0 ? palette.muted : palette.rain)
            }
        }
    }
}
