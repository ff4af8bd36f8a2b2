import Drawing
import Foundation
import WeatherKit

/// The next hours' temperatures as columns of block characters, eighth by eighth, with the extremes labelled.
struct TemperatureChart {
    static let levels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let asciiLevels = [".", ".", "-", "-", "=", "=", "#", "#"]

    let hours: [HourlyForecast]
    let location: Location
    let asciiOnly: Bool
    var timeStyle = TimeStyle.standard

    /// Each row of the chart, top first, and the temperature range it spans.
    func rows(width: Int, height: Int) -> (lines: [String], minimum: Double, maximum: Double)? {
        let values = hours.compactMap(\.temperature)
        guard let minimum = values.min(), let maximum = values.max(), (maximum - minimum).isFinite, width > 0,
            height > 0
        else { return nil }
        let span = max(maximum - minimum, 1)
        let steps = height * 8
        let levels = asciiOnly ? Self.asciiLevels : Self.levels
        var grid = Array(repeating: Array(repeating: " ", count: width), count: height)
        for x in 0..<width {
            let index = min(hours.count - 1, x * hours.count / width)
            guard let value = hours[index].temperature else { continue }
            // At least one eighth, so the coldest hour still shows.
            let filled = max(1, ((value - minimum) / span * Double(steps - 1)).wholeNumber + 1)
            for level in 0..<height {
                let fromBottom = filled - level * 8
                guard fromBottom > 0 else { break }
                grid[height - 1 - level][x] = levels[min(fromBottom, 8) - 1]
            }
        }
        return (grid.map { $0.joined() }, minimum, maximum)
    }

    /// The chart in all but the last row of `area`, and hour labels in the last.
    func draw(in area: Rect, on canvas: inout Canvas, palette: Palette) {
        let parts = Layout.horizontal([.length(Self.labelWidth), .fill(1)]).split(area)
        let (labels, plot) = (parts[0], parts[1])
        let height = area.height - 1
        guard let chart = rows(width: plot.width, height: height) else { return }
        canvas.clipped(to: area) { canvas in
            // Right-aligned with a space before the plot.
            let labelWidth = labels.width - 1
            canvas.write(
                ReadingFormat.degrees(chart.maximum), in: Rect(x: labels.x, y: labels.y, width: labelWidth, height: 1),
                alignment: .right, style: palette.warm)
            canvas.write(
                ReadingFormat.degrees(chart.minimum),
                in: Rect(x: labels.x, y: labels.y + height - 1, width: labelWidth, height: 1), alignment: .right,
                style: palette.cold)
            for (index, line) in chart.lines.enumerated() {
                canvas.write(line, in: plot.row(index), style: palette.accent)
            }
            // Hour labels under the chart, as often as they fit with room between them.
            let room = max(4, plot.width / max(1, timeStyle.hourWidth * 3))
            let step =
                [1, 2, 3, 4, 6, 8, 12, 24].first { (hours.count + $0 - 1) / $0 <= room } ?? max(1, hours.count / 4)
            for (index, hour) in hours.enumerated() where index % step == 0 {
                let x = plot.x + index * plot.width / max(hours.count, 1)
                canvas.write(
                    timeStyle.hour(location.localTime(at: hour.time)), column: x, row: area.y + height,
                    style: palette.muted, width: timeStyle.hourWidth)
            }
        }
    }

    static let labelWidth = 5
}
