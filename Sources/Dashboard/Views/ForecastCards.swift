import Drawing
import Translation
import WeatherKit

/// The next hours and the next days as strips of cards, for the Now page on large screens.
struct ForecastCards {
    let context: ViewContext
    let forecast: Forecast
    /// Lettering for the temperatures on wall-sized screens; nil for one-row text.
    let lettering: BigDigitFont?
    /// Pictures for the conditions on wall-sized screens, shortest first: a card shows the tallest one as wide as
    /// it, else the one-cell symbol.
    var pictures: [GlyphSet] = []

    /// Cards for up to `count` hours after this one; no more than fit in `width` columns are made.
    func hours(count: Int, width: Int) -> CardStrip {
        let palette = context.palette
        let firstDate = forecast.hourly.first.map { forecast.location.localTime(at: $0.time).date }
        func upcoming(_ plain: Int) -> [HourlyForecast] {
            Array(forecast.hourly.dropFirst().prefix(min(count, (width + 1) / (cardWidth(plain: plain) + 1))))
        }
        // Cards wide enough for "Tue 00:00" when the hours cross midnight.
        let crossing = upcoming(8).contains { forecast.location.localTime(at: $0.time).date != firstDate }
        let plain = crossing ? max(8, context.time.weekdayWidth + 1 + context.time.hourWidth + 2) : 8
        let hours = upcoming(plain)
        let dates = hours.map { forecast.location.localTime(at: $0.time).date }
        let picture = self.picture(cards: hours.count, width: width)
        let cards = hours.enumerated().map { index, hour -> [CardStrip.Line] in
            // The card that starts a day carries the day's name: "Tue 00:00".
            let local = forecast.location.localTime(at: hour.time)
            let startsDay = dates[index] != (index > 0 ? dates[index - 1] : firstDate)
            let clock =
                startsDay ? "\(context.time.weekday(local.date)) \(context.time.hour(local))" : context.time.hour(local)
            return [
                CardStrip.Line(clock, startsDay ? palette.title : palette.muted),
                condition(hour.condition, isDay: forecast.isDay(hour), picture: picture),
                CardStrip.Line(context.degrees(hour.temperature), palette.title, lettering: lettering),
                CardStrip.Line(
                    ReadingFormat.percent(hour.precipitationProbability), chanceStyle(hour.precipitationProbability))
            ]
        }
        return CardStrip(
            title: context.words.text(.nextHours), cards: cards, minimumWidth: cardWidth(plain: plain),
            asciiOnly: context.asciiOnly, palette: palette)
    }

    /// Cards for the days; `width` is the strip's.
    func days(width: Int) -> CardStrip {
        let palette = context.palette
        let minimumWidth = cardWidth(plain: 10)
        let picture = self.picture(cards: min(forecast.daily.count, (width + 1) / (minimumWidth + 1)), width: width)
        let cards = forecast.daily.enumerated().map { index, day -> [CardStrip.Line] in
            [
                CardStrip.Line(
                    index == 0
                        ? context.words.text(.today) : DayLabel(time: context.time).text(for: day.date, index: index),
                    index == 0 ? palette.title : palette.text),
                condition(day.condition, isDay: true, picture: picture),
                CardStrip.Line(context.degrees(day.high), palette.warm.bolded, lettering: lettering)
            ] + lowAndChance(day)
        }
        return CardStrip(
            title: context.words.count(.nextDays, forecast.daily.count), cards: cards, minimumWidth: minimumWidth,
            asciiOnly: context.asciiOnly,
            palette: palette)
    }

    /// " ▲" beside a day far warmer than normal, " ▼" far colder; nothing near normal or without normals.
    private func normalMark(_ day: DailyForecast) -> String {
        NormalMark(day: day, unit: forecast.units.temperature).map { " " + $0.text(ascii: context.asciiOnly) } ?? ""
    }

    /// The day's low as large as its high in lettering, in its own colour, then the chance; without lettering the
    /// two on one row.
    private func lowAndChance(_ day: DailyForecast) -> [CardStrip.Line] {
        let palette = context.palette
        let low = context.degrees(day.low)
        let chance = (ReadingFormat.percent(day.precipitationProbability), chanceStyle(day.precipitationProbability))
        let mark = (
            normalMark(day),
            NormalMark(day: day, unit: forecast.units.temperature) == .warmer ? palette.warm : palette.cold
        )
        guard lettering != nil else {
            return [CardStrip.Line(parts: [(low, palette.cold), ("  ", palette.text), chance, mark])]
        }
        return [CardStrip.Line(low, palette.cold.bolded, lettering: lettering), CardStrip.Line(parts: [chance, mark])]
    }

    /// The condition's picture from `picture`, else its one-cell symbol.
    private func condition(_ condition: Condition?, isDay: Bool, picture: GlyphSet?) -> CardStrip.Line {
        guard let picture else {
            return CardStrip.Line(
                context.glyphs.symbol(for: condition, isDay: isDay), context.palette.symbol(for: condition))
        }
        return CardStrip.Line(picture: ConditionArt(picture, condition: condition, isDay: isDay))
    }

    /// The tallest of `pictures` that fits inside each of `cards` cards side by side in `width` columns (a column
    /// between cards, a frame around each); nil for the one-cell symbol.
    private func picture(cards: Int, width: Int) -> GlyphSet? {
        guard cards > 0 else { return nil }
        let inside = (width + 1) / cards - 1 - 2
        return pictures.last { $0.artWidth <= inside }
    }

    /// Room for a two-digit temperature below zero in the lettering, and the frame.
    private func cardWidth(plain: Int) -> Int {
        max(plain, (lettering?.width(of: "-22°") ?? 0) + 2)
    }

    private func chanceStyle(_ chance: Double?) -> Style {
        (chance ?? 0) >= RainOutlook.likelyPercent ? context.palette.rain : context.palette.muted
    }
}
