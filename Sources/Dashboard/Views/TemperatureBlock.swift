import Drawing
import ScreenText
import WeatherKit

/// The condition's picture beside the temperature in big digits, both in the tallest size that fits, centred:
/// the Now page's wall layout and each card of the Places page.
struct TemperatureBlock {
    let context: ViewContext
    let forecast: Forecast
    /// Rows left free of the area's height (the Now page keeps two).
    var margin = 2
    /// No digits taller than this (the Places page gives every card the same size); nil for any.
    var fontLimit: Int?

    private var temperature: String {
        forecast.current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing
    }

    /// The tallest digits, and the largest picture beside them, that fit `area`; no font means plain text.
    func choice(in area: Rect) -> (font: BigDigitFont?, glyphs: GlyphSet) {
        let temperature = self.temperature
        let unitWidth = DisplayWidth.of(forecast.units.temperature.rawValue)
        // Shortest first, like the fonts.
        let arts = [context.glyphs] + context.largeArt
        for font in context.fonts.reversed() where font.height <= area.height - margin && font.height <= fontLimit ?? .max && font.render(temperature) != nil {
            let digitsWidth = font.width(of: temperature)
            let art = arts.last { art in
                art.artHeight <= max(font.height, context.glyphs.artHeight) && art.artHeight <= area.height - margin
                    && art.artWidth + 3 + digitsWidth + 1 + unitWidth <= area.width
            }
            if let art { return (font, art) }
        }
        return (nil, context.glyphs)
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        let current = forecast.current
        let temperature = self.temperature
        let unit = forecast.units.temperature.rawValue
        let unitWidth = DisplayWidth.of(unit)
        let (font, glyphs) = choice(in: area)
        let art = ConditionArt(glyphs, condition: current.condition, isDay: current.isDay ?? true)
        let artWidth = glyphs.artWidth
        let digits = font?.render(temperature) ?? [temperature]
        let digitsWidth = font?.width(of: temperature) ?? DisplayWidth.of(temperature)
        let block = area.centered(width: artWidth + 3 + digitsWidth + 1 + unitWidth, height: max(digits.count, art.rows.count))
        let parts = Layout.horizontal([.length(artWidth), .fill(1)], spacing: 3).split(block)
        let temperatureParts = Layout.horizontal([.length(digitsWidth), .fill(1)], spacing: 1).split(parts[1])
        art.draw(in: parts[0].centered(width: artWidth, height: art.rows.count), on: &canvas, palette: context.palette)
        let style = Self.style(of: current.temperature, forecast: forecast, palette: context.palette)
        for (index, line) in digits.enumerated() {
            canvas.write(line, in: temperatureParts[0].row(index), style: style)
        }
        canvas.write(unit, in: temperatureParts[1], style: context.palette.text)
    }

    /// Cold in blue, warm in orange, the rest in the title's colour.
    static func style(of value: Double?, forecast: Forecast, palette: Palette) -> Style {
        guard let value else { return palette.text }
        let celsius = forecast.units.temperature.convert(value, to: .celsius)
        if celsius <= 0 { return palette.cold.bolded }
        if celsius >= 25 { return palette.warm.bolded }
        return palette.title
    }
}
