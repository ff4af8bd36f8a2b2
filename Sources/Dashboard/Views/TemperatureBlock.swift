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

    /// Beside the digits no large art shorter than this: the shorter sets are for the cards of the Now page, and
    /// beside small digits the glyph set's own art reads better.
    static let shortestLargeArt = 10

    private var temperature: String {
        forecast.current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing
    }

    /// The tallest digits, the largest picture beside them and the unit's lettering (nil for plain text), that fit
    /// `area`; no font means plain text.
    func choice(in area: Rect) -> (font: BigDigitFont?, glyphs: GlyphSet, unitLettering: BigDigitFont?) {
        let temperature = self.temperature
        let unitWidth = DisplayWidth.of(unit)
        // Shortest first, like the fonts.
        let arts = [context.glyphs] + context.largeArt.filter { $0.artHeight >= Self.shortestLargeArt }
        for font in context.fonts.reversed()
        where font.height <= area.height - margin && font.height <= fontLimit ?? .max && font.render(temperature) != nil
        {
            let digitsWidth = font.width(of: temperature)
            let art = arts.last { art in
                art.artHeight <= max(font.height, context.glyphs.artHeight) && art.artHeight <= area.height - margin
                    && art.artWidth + 3 + digitsWidth + 1 + unitWidth <= area.width
            }
            guard let art else { continue }
            // The unit grows with the digits where the room beside the picture allows.
            let columns = area.width - (art.artWidth + 3 + digitsWidth + 1)
            return (
                font, art,
                Self.unitLettering(unit, besideDigits: font.height, columns: columns, from: context.lettering)
            )
        }
        return (nil, context.glyphs, nil)
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        let current = forecast.current
        let temperature = self.temperature
        let (font, glyphs, unitLettering) = choice(in: area)
        let unitRows = unitLettering?.render(BlockText.letters(unit)) ?? [unit]
        let unitWidth = unitRows.map(DisplayWidth.of).max() ?? 0
        let art = ConditionArt(glyphs, condition: current.condition, isDay: current.isDay ?? true)
        let artWidth = glyphs.artWidth
        let digits = font?.render(temperature) ?? [temperature]
        let digitsWidth = font?.width(of: temperature) ?? DisplayWidth.of(temperature)
        let block = area.centered(
            width: artWidth + 3 + digitsWidth + 1 + unitWidth, height: max(digits.count, art.rows.count))
        let parts = Layout.horizontal([.length(artWidth), .fill(1)], spacing: 3).split(block)
        let temperatureParts = Layout.horizontal([.length(digitsWidth), .fill(1)], spacing: 1).split(parts[1])
        art.draw(in: parts[0].centered(width: artWidth, height: art.rows.count), on: &canvas, palette: context.palette)
        let style = Self.style(of: current.temperature, forecast: forecast, palette: context.palette)
        for (index, line) in digits.enumerated() {
            canvas.write(line, in: temperatureParts[0].row(index), style: style)
        }
        // The unit at the top of the digits.
        for (index, line) in unitRows.enumerated() {
            canvas.write(line, in: temperatureParts[1].row(index), style: context.palette.text)
        }
    }

    private var unit: String { forecast.units.temperature.rawValue }

    /// The lettering for the unit (`°C`) beside digits `digitsHeight` rows tall: the tallest no taller than about a
    /// third of them that draws it within `columns`; nil for plain text.
    static func unitLettering(
        _ unit: String, besideDigits digitsHeight: Int, columns: Int, from lettering: [BigDigitFont]
    ) -> BigDigitFont? {
        let letters = BlockText.letters(unit)
        return lettering.last {
            $0.height <= (digitsHeight + 1) / 3 && (1...max(1, columns)).contains($0.width(of: letters))
        }
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
