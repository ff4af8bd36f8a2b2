import Drawing
import WeatherKit

/// Page 1: the glyph, the temperature in big digits, the details, high/low and the rain outlook.
struct NowPageView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let size = canvas.size
        let top = 2
        let bottom = size.rows - 2
        guard let forecast = context.forecast else {
            NoDataView(context: context).draw(into: &canvas, top: top + 1, bottom: bottom)
            return
        }
        let palette = context.palette
        let current = forecast.current
        let isDay = current.isDay ?? true
        let art = context.glyphs.art(for: current.condition, isDay: isDay)
        let temperature = current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing
        let unit = forecast.units.temperature.rawValue
        let available = bottom - top + 1
        var details = detailLines(forecast, sunOnTwoLines: false)
        var detailsWidth = min(details.map { DisplayWidth.of($0.text) }.max() ?? 0, 40)
        var font = chooseFont(for: temperature, unitWidth: DisplayWidth.of(unit), detailsWidth: detailsWidth, rows: available - 3)
        if font == nil {
            // A long sun line (a 12-hour clock in some languages) on two lines can make room for the big digits.
            let narrower = detailLines(forecast, sunOnTwoLines: true)
            let narrowerWidth = min(narrower.map { DisplayWidth.of($0.text) }.max() ?? 0, 40)
            if let fitting = chooseFont(for: temperature, unitWidth: DisplayWidth.of(unit), detailsWidth: narrowerWidth, rows: available - 3) {
                (details, detailsWidth, font) = (narrower, narrowerWidth, fitting)
            }
        }
        let digits = font?.render(temperature)
        let digitsWidth = digits.map { $0.map(DisplayWidth.of).max() ?? 0 } ?? DisplayWidth.of(temperature)
        let artWidth = context.glyphs.artWidth
        let leftWidth = artWidth + 2 + digitsWidth + 1 + DisplayWidth.of(unit)
        let gap = size.columns >= 100 ? 6 : 3
        let totalWidth = min(leftWidth + gap + detailsWidth, size.columns - 2)
        let left = max(1, (size.columns - totalWidth) / 2)
        let blockHeight = max(digits?.count ?? 1, context.glyphs.artHeight, details.count)
        let contentHeight = blockHeight + 3
        var row = top + max(0, (available - contentHeight) / 2)

        for (index, line) in art.enumerated() where row + index <= bottom {
            canvas.write(line, column: left, row: row + index, style: palette.accent)
        }
        let digitsColumn = left + artWidth + 2
        if let digits {
            for (index, line) in digits.enumerated() where row + index <= bottom {
                canvas.write(line, column: digitsColumn, row: row + index, style: temperatureStyle(current.temperature, forecast: forecast))
            }
        } else {
            canvas.write(temperature, column: digitsColumn, row: row, style: palette.title)
        }
        canvas.write(unit, column: digitsColumn + digitsWidth + 1, row: row, style: palette.text)
        let detailsColumn = left + leftWidth + gap
        for (index, line) in details.enumerated() where row + index <= bottom {
            canvas.write(line.text, column: detailsColumn, row: row + index, style: line.style, width: size.columns - detailsColumn - 1)
        }
        row += blockHeight + 1
        if row <= bottom {
            let highLow = "H \(context.degrees(forecast.today.high))   L \(context.degrees(forecast.today.low))"
            canvas.write(highLow, column: left, row: row, style: palette.text, width: detailsColumn - left - 2)
            let outlook = RainOutlook(forecast: forecast, now: context.state.now)
            canvas.write(
                outlook.text(in: forecast.location, style: context.time), column: detailsColumn, row: row,
                style: outlook.start == nil ? palette.muted : palette.rain, width: size.columns - detailsColumn - 1)
        }
    }

    private func detailLines(_ forecast: Forecast, sunOnTwoLines: Bool) -> [(text: String, style: Style)] {
        let palette = context.palette
        let current = forecast.current
        let units = forecast.units
        let wind = ReadingFormat.wind(speed: current.windSpeed, direction: current.windDirection, unit: units.windSpeed, arrow: !context.asciiOnly)
        let words = current.words ?? "Conditions unknown"
        let sun = ReadingFormat.sunLine(forecast.today.sun, in: forecast.location, style: context.time)
        let sunLines = sunOnTwoLines ? sun.components(separatedBy: " · ") : [sun]
        return [
            (words, palette.title),
            ("Feels like \(context.degrees(current.feelsLike))   Humidity \(ReadingFormat.percent(current.humidity))", palette.text),
            ("Wind \(wind)", palette.text),
        ] + sunLines.map { ($0, palette.text) }
    }

    /// The tallest font whose digits fit beside the glyph and the details; nil means plain text.
    private func chooseFont(for text: String, unitWidth: Int, detailsWidth: Int, rows: Int) -> BigDigitFont? {
        let columns = context.size.columns - 2
        // The library keeps its fonts shortest first.
        return context.fonts.reversed().first { font in
            guard font.height <= rows, font.render(text) != nil else { return false }
            let width = context.glyphs.artWidth + 2 + font.width(of: text) + 1 + unitWidth + 3 + detailsWidth
            return width <= columns
        }
    }

    private func temperatureStyle(_ value: Double?, forecast: Forecast) -> Style {
        guard let value else { return context.palette.text }
        let celsius = forecast.units.temperature.convert(value, to: .celsius)
        if celsius <= 0 { return context.palette.cold.bolded }
        if celsius >= 25 { return context.palette.warm.bolded }
        return context.palette.title
    }
}
