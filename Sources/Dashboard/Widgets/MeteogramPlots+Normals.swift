import Drawing
import Foundation
import WeatherKit

extension MeteogramPlots {
    /// The faint line of the normal high and low: dashes where the chart has room, dots in ASCII.
    static func normalLine(asciiOnly: Bool) -> String {
        asciiOnly ? "." : "╌"
    }

    /// The normals' highs and lows, so the axis reaches them.
    var normalValues: [Double] {
        normals.compactMap { $0 }.flatMap { [$0.high, $0.low].compactMap { $0 } }
    }

    /// The normal high and low of each column's day as faint dashes behind the line (which is drawn over them).
    func drawNormals(axis: TemperatureAxis, rows: Range<Int>, on grid: inout MeteogramGrid) {
        let steps = rows.count * 4
        let dash = Self.normalLine(asciiOnly: asciiOnly)
        for (column, normal) in normals.enumerated() {
            guard let normal else { continue }
            for value in [normal.high, normal.low].compactMap({ $0 }) {
                let row = rows.lowerBound + axis.position(of: value, steps: steps) / 4
                grid.putIfBlank(dash, column: column, row: row, style: palette.muted)
            }
        }
    }
}

extension Meteogram {
    /// Each plot column's day normal, from the forecast's days in the place's calendar; empty when no day has one.
    func normalColumns(_ timeline: MeteogramTimeline) -> [DayNormal?] {
        guard forecast.daily.contains(where: { $0.normal != nil }) else { return [] }
        let byDate = Dictionary(forecast.daily.map { ($0.date, $0.normal) }, uniquingKeysWith: { first, _ in first })
        return (0..<timeline.width).map { column in
            let date = forecast.location.localTime(at: timeline.time(atColumn: Double(column) + 0.5)).date
            return byDate[date] ?? nil
        }
    }
}
