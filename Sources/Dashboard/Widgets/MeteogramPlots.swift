import Drawing
import Foundation
import WeatherKit

/// The meteogram's two plots in its grid: the temperature line (eighth blocks) over its ensemble band, and the precipitation
/// bars over their chance.
struct MeteogramPlots {
    let timeline: MeteogramTimeline
    let palette: Palette
    let theme: Appearance.Theme
    let colors: MeteogramColors
    let asciiOnly: Bool
    let monochrome: Bool
    let nights: [Bool]
    /// Each column's calendar-day normal (high and low drawn as faint lines); empty without normals.
    var normals: [DayNormal?] = []

    static let blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Where the line sits in an ASCII cell, top first.
    static let asciiLine = ["'", "-", "_"]

    private func centre(of column: Int) -> Date {
        timeline.time(atColumn: Double(column) + 0.5)
    }

    private func temperatureStyle(_ value: Double, units: TemperatureUnit) -> Style {
        Style(
            foreground: TemperatureColors.color(celsius: units.convert(value, to: .celsius), theme: theme), bold: true)
    }

    // MARK: Temperature

    /// The band, then the line; the axis it was drawn on (nil without temperatures).
    func drawTemperature(in rows: Range<Int>, units: TemperatureUnit, on grid: inout MeteogramGrid) -> TemperatureAxis?
    {
        let hours = timeline.hours
        let values =
            hours.compactMap(\.temperature) + hours.compactMap(\.temperatureP10) + hours.compactMap(\.temperatureP90)
        guard !rows.isEmpty, !values.isEmpty,
            let axis = TemperatureAxis(values: values + normalValues, rows: rows.count)
        else { return nil }
        drawBand(axis: axis, rows: rows, on: &grid)
        drawNormals(axis: axis, rows: rows, on: &grid)
        if asciiOnly {
            drawASCIILine(axis: axis, rows: rows, units: units, on: &grid)
        } else {
            drawBlockLine(axis: axis, rows: rows, units: units, on: &grid)
        }
        return axis
    }

    /// The ensemble's 10th–90th percentile: a lighter background behind the line, or a pattern without colour.
    private func drawBand(axis: TemperatureAxis, rows: Range<Int>, on grid: inout MeteogramGrid) {
        let steps = rows.count * 4
        for column in 0..<timeline.width {
            let time = centre(of: column)
            guard let low = timeline.interpolated({ $0.temperatureP10 }, at: time),
                let high = timeline.interpolated({ $0.temperatureP90 }, at: time)
            else { continue }
            let top = rows.lowerBound + axis.position(of: max(low, high), steps: steps) / 4
            let bottom = rows.lowerBound + axis.position(of: min(low, high), steps: steps) / 4
            if monochrome {
                for row in top...bottom {
                    grid.putIfBlank(asciiOnly ? ":" : "░", column: column, row: row, style: palette.muted.dimmed)
                }
            } else {
                grid.paintBackground(
                    column: column, rows: top..<(bottom + 1), color: nights[column] ? colors.bandAtNight : colors.band)
            }
        }
    }

    /// The line's top edge in eighths of a cell: each column a block as high as its value within the cell, the
    /// cells between two columns more than a cell apart filled, so steep hours stay one line.
    private func drawBlockLine(
        axis: TemperatureAxis, rows: Range<Int>, units: TemperatureUnit, on grid: inout MeteogramGrid
    ) {
        let steps = rows.count * 8
        var previousRow: Int?
        for column in 0..<timeline.width {
            guard let value = timeline.interpolated({ $0.temperature }, at: centre(of: column)) else {
                previousRow = nil
                continue
            }
            let fromBottom = steps - 1 - axis.position(of: value, steps: steps)
            let row = rows.upperBound - 1 - fromBottom / 8
            let style = temperatureStyle(value, units: units)
            if let previousRow, abs(previousRow - row) > 1 {
                for between in (min(previousRow, row) + 1)..<max(previousRow, row) {
                    grid.put("█", column: column, row: between, style: style)
                }
            }
            grid.put(Self.blocks[fromBottom % 8], column: column, row: row, style: style)
            previousRow = row
        }
    }

    /// Three heights per cell ('  -  _), with `|` joining cells apart.
    private func drawASCIILine(
        axis: TemperatureAxis, rows: Range<Int>, units: TemperatureUnit, on grid: inout MeteogramGrid
    ) {
        var previousRow: Int?
        for column in 0..<timeline.width {
            guard let value = timeline.interpolated({ $0.temperature }, at: centre(of: column)) else {
                previousRow = nil
                continue
            }
            let y = axis.position(of: value, steps: rows.count * 3)
            let row = y / 3
            let style = temperatureStyle(value, units: units)
            if let previousRow, abs(previousRow - row) > 1 {
                for between in (min(previousRow, row) + 1)..<max(previousRow, row) {
                    grid.put("|", column: column, row: rows.lowerBound + between, style: style)
                }
            }
            grid.put(Self.asciiLine[y % 3], column: column, row: rows.lowerBound + row, style: style)
            previousRow = row
        }
    }

    // MARK: Precipitation

    /// The top of the precipitation scale: the smallest round amount holding the wettest hour (2 mm or 0.1 in at least).
    static func precipitationScale(for wettest: Double, unit: PrecipitationUnit) -> Double {
        let scales: [Double] = unit == .inches ? [0.1, 0.2, 0.5, 1, 2, 5, 10] : [2, 5, 10, 20, 50, 100, 200]
        return scales.first { $0 >= wettest } ?? max(wettest, scales[scales.count - 1])
    }

    /// Each hour's chance as a shaded column from the bottom, its amount as a bar over it (in eighths of a cell),
    /// the snow's share of the bar in its own colour; a column left free between hours when they are wide.
    /// Returns the scale.
    func drawPrecipitation(in rows: Range<Int>, unit: PrecipitationUnit, on grid: inout MeteogramGrid) -> Double {
        let hours = timeline.hours
        let scale = Self.precipitationScale(for: hours.compactMap(\.precipitation).max() ?? 0, unit: unit)
        let spaced = timeline.columnsPerHour >= 3
        let chancePattern = asciiOnly ? ":" : "·"
        let rainStyle = Style(foreground: colors.rain)
        let snowStyle = Style(foreground: colors.snow, bold: true)
        for column in 0..<timeline.width {
            guard let index = timeline.rowIndex(at: centre(of: column)) else { continue }
            let hour = hours[index]
            if let chance = hour.precipitationProbability, chance > 0 {
                let shaded = min(rows.count, Int((chance / 100 * Double(rows.count)).rounded()))
                let shadedRows = (rows.upperBound - shaded)..<rows.upperBound
                if monochrome {
                    for row in shadedRows {
                        grid.putIfBlank(chancePattern, column: column, row: row, style: palette.muted)
                    }
                } else {
                    grid.paintBackground(column: column, rows: shadedRows, color: colors.chance)
                }
            }
            let lastOfHour = timeline.rowIndex(at: centre(of: column + 1)) != index
            guard let amount = hour.precipitation, amount > 0, !(spaced && lastOfHour) else { continue }
            let eighths = min(rows.count * 8, max(1, Int((amount / scale * Double(rows.count * 8)).rounded())))
            let snowEighths = hour.snow.map { Double(eighths) * min(1, max(0, $0 / amount)) } ?? 0
            for level in 0..<rows.count {
                let filled = min(8, eighths - level * 8)
                guard filled > 0 else { break }
                let isSnow = Double(level * 8) + Double(filled) / 2 < snowEighths
                let text = barText(filled: filled, snow: isSnow)
                grid.put(text, column: column, row: rows.upperBound - 1 - level, style: isSnow ? snowStyle : rainStyle)
            }
        }
        return scale
    }

    /// A bar's cell: eighth blocks, snow as `*` where colour cannot tell it apart; `#` and `_` in ASCII.
    private func barText(filled: Int, snow: Bool) -> String {
        if asciiOnly { return snow ? "*" : (filled >= 4 ? "#" : "_") }
        if snow, monochrome { return filled >= 4 ? "▒" : Self.blocks[filled - 1] }
        return Self.blocks[filled - 1]
    }
}
