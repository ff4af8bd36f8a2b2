import Drawing
import WeatherKit

/// The next hours and the next days as strips of cards, for the Now page on large screens.
struct ForecastCards {
    let context: ViewContext
    let forecast: Forecast
    /// Lettering for the temperatures on wall-sized screens; nil for one-row text.
    let lettering: BigDigitFont?

    /// Cards for up to `count` hours after this one; no more than fit in `width` columns are made.
    func hours(count: Int, width: Int) -> CardStrip {
        let palette = context.palette
        let hours = forecast.hourly.dropFirst().prefix(min(count, (width + 1) / (cardWidth(plain: 8) + 1)))
        let cards = hours.map { hour -> [CardStrip.Line] in
            [
                CardStrip.Line(context.time.hour(forecast.location.localTime(at: hour.time)), palette.muted),
                CardStrip.Line(context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour)), palette.accent),
                CardStrip.Line(context.degrees(hour.temperature), palette.title, lettering: lettering),
                CardStrip.Line(ReadingFormat.percent(hour.precipitationProbability), chanceStyle(hour.precipitationProbability)),
            ]
        }
        return CardStrip(title: "Next hours", cards: cards, minimumWidth: cardWidth(plain: 8), asciiOnly: context.asciiOnly, palette: palette)
    }

    func days() -> CardStrip {
        let palette = context.palette
        let cards = forecast.daily.enumerated().map { index, day -> [CardStrip.Line] in
            [
                CardStrip.Line(index == 0 ? "Today" : DayLabel(time: context.time).text(for: day.date, index: index), index == 0 ? palette.title : palette.text),
                CardStrip.Line(context.glyphs.symbol(for: day.condition, isDay: true), palette.accent),
                CardStrip.Line(context.degrees(day.high), palette.warm.bolded, lettering: lettering),
                CardStrip.Line(parts: [
                    (context.degrees(day.low), palette.cold), ("  ", palette.text),
                    (ReadingFormat.percent(day.precipitationProbability), chanceStyle(day.precipitationProbability)),
                ]),
            ]
        }
        return CardStrip(
            title: "Next \(Plural.count(forecast.daily.count, "day"))", cards: cards, minimumWidth: cardWidth(plain: 10), asciiOnly: context.asciiOnly,
            palette: palette)
    }

    /// Room for a two-digit temperature below zero in the lettering, and the frame.
    private func cardWidth(plain: Int) -> Int {
        max(plain, (lettering?.width(of: "-22°") ?? 0) + 2)
    }

    private func chanceStyle(_ chance: Double?) -> Style {
        (chance ?? 0) >= RainOutlook.likelyPercent ? context.palette.rain : context.palette.muted
    }
}
