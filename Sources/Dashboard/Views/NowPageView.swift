import Drawing
import WeatherKit

/// The Now page: the glyph, the temperature in big digits, the details, high/low and the rain outlook.
struct NowPageView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        // The first row stays empty under the header.
        let content = area.rows(1, count: area.height - 1)
        guard let forecast = context.forecast else {
            NoDataView(context: context).draw(in: content.rows(1, count: content.height - 1), on: &canvas)
            return
        }
        canvas.clipped(to: area) { canvas in
            drawHero(forecast, in: content, on: &canvas)
        }
    }

    /// The glyph, the big digits and the details side by side, centred, with high/low and the rain outlook under them.
    private func drawHero(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let current = forecast.current
        let isDay = current.isDay ?? true
        let art = context.glyphs.art(for: current.condition, isDay: isDay)
        let temperature = current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing
        let unit = forecast.units.temperature.rawValue
        var details = detailLines(forecast, sunOnTwoLines: false)
        var detailsWidth = min(details.map { DisplayWidth.of($0.text) }.max() ?? 0, 40)
        let columns = area.width - 2
        var font = chooseFont(for: temperature, unitWidth: DisplayWidth.of(unit), detailsWidth: detailsWidth, columns: columns, rows: area.height - 3)
        if font == nil {
            // A long sun line (a 12-hour clock in some languages) on two lines can make room for the big digits.
            let narrower = detailLines(forecast, sunOnTwoLines: true)
            let narrowerWidth = min(narrower.map { DisplayWidth.of($0.text) }.max() ?? 0, 40)
            if let fitting = chooseFont(
                for: temperature, unitWidth: DisplayWidth.of(unit), detailsWidth: narrowerWidth, columns: columns, rows: area.height - 3)
            {
                (details, detailsWidth, font) = (narrower, narrowerWidth, fitting)
            }
        }
        let digits = font?.render(temperature)
        let digitsWidth = digits.map { $0.map(DisplayWidth.of).max() ?? 0 } ?? DisplayWidth.of(temperature)
        let artWidth = context.glyphs.artWidth
        let temperatureWidth = digitsWidth + 1 + DisplayWidth.of(unit)
        let gap = area.width >= 100 ? 6 : 3
        let totalWidth = min(artWidth + 2 + temperatureWidth + gap + detailsWidth, columns)
        let blockHeight = max(digits?.count ?? 1, context.glyphs.artHeight, details.count)
        let centred = area.centered(width: totalWidth, height: blockHeight + 3)
        // The details may run on to the right margin when the block was cut to the width.
        let left = max(area.x + 1, centred.x)
        let block = Rect(x: left, y: centred.y, width: area.right - 1 - left, height: centred.height)
        let rows = Layout.vertical([.length(blockHeight), .length(1), .length(1)]).split(block)
        let parts = Layout.horizontal([.length(artWidth), .length(2), .length(temperatureWidth), .length(gap), .fill(1)]).split(rows[0])
        let (artArea, detailsArea) = (parts[0], parts[4])
        let temperatureParts = Layout.horizontal([.length(digitsWidth), .fill(1)], spacing: 1).split(parts[2])
        let (digitsArea, unitArea) = (temperatureParts[0], temperatureParts[1])

        for (index, line) in art.enumerated() {
            canvas.write(line, in: artArea.row(index), style: palette.accent)
        }
        if let digits {
            let style = temperatureStyle(current.temperature, forecast: forecast)
            for (index, line) in digits.enumerated() {
                canvas.write(line, in: digitsArea.row(index), style: style)
            }
        } else {
            canvas.write(temperature, in: digitsArea, style: palette.title)
        }
        canvas.write(unit, in: unitArea, style: palette.text)
        for (index, line) in details.enumerated() {
            canvas.write(line.text, in: detailsArea.row(index), style: line.style)
        }
        let bottomLine = Layout.horizontal([.length(detailsArea.x - block.x - 2), .length(2), .fill(1)]).split(rows[2])
        let highLow = "H \(context.degrees(forecast.today.high))   L \(context.degrees(forecast.today.low))"
        canvas.write(highLow, in: bottomLine[0], style: palette.text)
        let outlook = RainOutlook(forecast: forecast, now: context.state.now)
        canvas.write(
            outlook.text(in: forecast.location, style: context.time), in: bottomLine[2],
            style: outlook.start == nil ? palette.muted : palette.rain)
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
    private func chooseFont(for text: String, unitWidth: Int, detailsWidth: Int, columns: Int, rows: Int) -> BigDigitFont? {
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
