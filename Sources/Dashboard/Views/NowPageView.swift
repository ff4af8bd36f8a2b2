import Drawing
import ScreenText
import Translation
import WeatherKit

/// The Now page: the glyph, the temperature in big digits, the details, high/low and the rain outlook; on large
/// screens bigger, with cards for the next hours and days.
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
            if Self.isWall(context.layoutSize(content.size)) {
                drawWall(forecast, in: content.inset(horizontal: 2), on: &canvas)
            } else {
                drawHero(forecast, in: content, on: &canvas)
            }
        }
    }

    /// The tallest digits beside the details, below the wall layout: as 80×24 has always looked.
    static let compactFontHeight = 7

    /// From 120×40 up the page also shows the next hours and days, and the temperature and words grow with it.
    static func isWall(_ size: Size) -> Bool {
        size.columns >= 120 && size.rows >= 36
    }

    /// The temperature and the words above two strips of cards: the next hours and the next days.
    private func drawWall(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let large = area.height >= 50
        // Lettering for the cards' temperatures: the taller one on the largest screens.
        let lettering = area.height >= 80 ? context.lettering.last : large ? context.lettering.first : nil
        // On the largest screens the hours' cards show the conditions' pictures, no taller than a ninth of the page;
        // the days' only on the tallest, where they leave the temperature and the words their lettering.
        let pictures = large ? context.largeArt.filter { $0.artHeight <= area.height / 9 } : []
        let hours = ForecastCards(context: context, forecast: forecast, lettering: lettering, pictures: pictures).hours(
            count: 24, width: area.width)
        let days = ForecastCards(
            context: context, forecast: forecast, lettering: lettering, pictures: area.height >= 80 ? pictures : []
        )
        .days(width: area.width)
        // On the tallest screens a meteogram of the next day too, between the words and the cards.
        let chartHeight = area.height >= 70 ? min(12, area.height / 7) + 1 : 0
        let parts = Layout.vertical(
            [
                .fill(1), .length(chartHeight), .length(chartHeight > 0 ? 1 : 0), .length(1), .length(hours.height),
                .length(1), .length(days.height),
                .length(large ? 1 : 0)
            ]
        ).split(area)
        let hero = Layout.horizontal([.percentage(50), .fill(1)], spacing: 4).split(parts[0])
        let details = NowDetails(context: context, forecast: forecast)
        let captionRows = details.nowcastCaption.map { Self.captionLines($0, width: hero[0].width).count } ?? 0
        let underDigits = Layout.vertical([.fill(1), .length(captionRows == 0 ? 0 : captionRows + 3)]).split(hero[0])
        TemperatureBlock(context: context, forecast: forecast, margin: 2 - context.slack).draw(
            in: underDigits[0], on: &canvas)
        drawNowcast(
            details, in: underDigits[1].rows(1, count: underDigits[1].height - 1), barWidth: large ? 3 : 2, on: &canvas)
        drawWords(forecast, in: AlertHeadlineView(context: context).draw(in: hero[1], on: &canvas), on: &canvas)
        let chartHours = forecast.hourlyRows(spanning: 24)
        if chartHeight > 0, !chartHours.isEmpty {
            // A smaller meteogram of the next 24 hours, as on the Forecast page.
            let appearance = context.state.appearance
            Meteogram(
                forecast: forecast, hours: chartHours, now: context.state.now, palette: context.palette,
                theme: appearance.theme,
                asciiOnly: context.asciiOnly, monochrome: appearance.monochrome, timeStyle: context.time,
                language: context.words, glyphs: context.glyphs
            ).draw(in: parts[1], on: &canvas)
        }
        hours.draw(in: parts[4], on: &canvas)
        days.draw(in: parts[6], on: &canvas)
    }

    /// Condition, feels-like, humidity, wind and high/low, in block lettering when it fits; then the rain outlook
    /// and the sun times as text.
    private func drawWords(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let current = forecast.current
        let say = context.words
        let words = BlockText(
            lines: [
                (context.conditionWords(forecast), palette.title),
                (say.text(.feelsLike, ["temperature": context.degrees(current.feelsLike)]), palette.text),
                (say.text(.humidity, ["percent": ReadingFormat.percent(current.humidity)]), palette.text),
                (say.text(.wind, ["wind": context.wind(forecast, arrow: !context.asciiOnly)]), palette.text),
                // Two spaces between high and low in lettering, whose letters are wide already.
                (context.highLow(forecast).replacingOccurrences(of: "   ", with: "  "), palette.text)
            ],
            lettering: context.lettering)
        let outlook = context.rainOutlook ?? RainOutlook(forecast: forecast, now: context.state.now)
        let sun = ReadingFormat.sunLine(
            forecast.today.sun, in: forecast.location, style: context.time, language: context.words)
        // The outlook as long as the widest other note (or 40 columns), so it does not push the block aside.
        let otherWidth =
            ([sun] + NowDetails(context: context, forecast: forecast).lines.map(\.text)).map(DisplayWidth.of).max() ?? 0
        let rainWidth = min(area.width, max(otherWidth, 40))
        let sunAndOutlook: [(String, Style)] = [
            (
                outlook.fitting(width: rainWidth, in: forecast.location, style: context.time, language: context.words),
                outlook.start == nil ? palette.muted : palette.rain
            ),
            (sun, palette.muted)
        ]
        // The words keep at least their plain rows.
        let extraRows = area.height - 1 - words.lines.count - sunAndOutlook.count
        var notes =
            sunAndOutlook + NowDetails(context: context, forecast: forecast).fitting(rows: extraRows, width: area.width)
        // The words in lettering from about 200×60, as README says: the least important notes give way to it, the
        // outlook and the sun stay.
        func lettered(besides notes: Int) -> Bool {
            words.font(fitting: Size(columns: area.width, rows: area.height - notes - 1)) != nil
        }
        if lettered(besides: sunAndOutlook.count) {
            while notes.count > sunAndOutlook.count, !lettered(besides: notes.count) { notes.removeLast() }
        }
        let room = Size(columns: area.width, rows: area.height - notes.count - 1)
        let wordsHeight = words.height(in: room)
        let width = max(words.width(in: room), notes.map { DisplayWidth.of($0.0) }.max() ?? 0)
        let block = area.centered(width: width, height: wordsHeight + 1 + notes.count)
        let parts = Layout.vertical([.length(wordsHeight), .length(1), .fill(1)]).split(
            Rect(x: block.x, y: block.y, width: area.right - block.x, height: block.height))
        words.draw(in: parts[0], on: &canvas)
        for (index, note) in notes.enumerated() {
            canvas.write(note.0, in: parts[2].row(index), style: note.1)
        }
    }

    /// The glyph, the big digits and the details side by side, centred, with high/low and the rain outlook under them.
    private func drawHero(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let current = forecast.current
        let isDay = current.isDay ?? true
        let art = ConditionArt(context.glyphs, condition: current.condition, isDay: isDay)
        let temperature = current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing
        let unit = forecast.units.temperature.rawValue
        let more = NowDetails(context: context, forecast: forecast)
        // The most important extras count towards the width the digits must leave.
        let extrasWidth = more.lines.prefix(2).map { DisplayWidth.of($0.short ?? $0.text) }.max() ?? 0
        var details = detailLines(forecast, sunOnTwoLines: false)
        var detailsWidth = min(max(details.map { DisplayWidth.of($0.text) }.max() ?? 0, extrasWidth), 40)
        let columns = area.width - 2
        var font = chooseFont(
            for: temperature, unitWidth: DisplayWidth.of(unit), detailsWidth: detailsWidth, columns: columns,
            rows: area.height - 3)
        // The sun line (the details' last) wider than the details may be (a 12-hour clock, or longer words: "Coucher du soleil") goes on
        // two lines, rather than be cut at its time, and can make room for the big digits.
        let gap = area.width >= 100 ? 6 : 3
        // The digits' width in `font`, and what the picture, the digits, the unit and the gap take before the details.
        func widths(_ font: BigDigitFont?) -> (digits: Int, beforeDetails: Int) {
            let digits =
                font?.render(temperature).map { $0.map(DisplayWidth.of).max() ?? 0 } ?? DisplayWidth.of(temperature)
            return (digits, context.glyphs.artWidth + 2 + digits + 1 + DisplayWidth.of(unit) + gap)
        }
        // Where the block starts: centred, but never on the left edge (the details may then run on to the right margin).
        func blockLeft(_ font: BigDigitFont?) -> Int {
            max(area.x + 1, area.centered(width: min(widths(font).beforeDetails + detailsWidth, columns), height: 1).x)
        }
        // The columns the details get beside the picture and the digits in `font`.
        func room(beside font: BigDigitFont?) -> Int {
            area.right - 1 - blockLeft(font) - widths(font).beforeDetails
        }
        let sunCut = DisplayWidth.of(details.last?.text ?? "") > room(beside: font)
        if font == nil || sunCut {
            let narrower = detailLines(forecast, sunOnTwoLines: true)
            let narrowerWidth = min(narrower.map { DisplayWidth.of($0.text) }.max() ?? 0, 40)
            if let fitting = chooseFont(
                for: temperature, unitWidth: DisplayWidth.of(unit), detailsWidth: narrowerWidth, columns: columns,
                rows: area.height - 3)
            {
                (details, detailsWidth, font) = (narrower, narrowerWidth, fitting)
            } else if sunCut {
                (details, detailsWidth) = (narrower, narrowerWidth)
            }
        }
        let digits = font?.render(temperature)
        let digitsWidth = widths(font).digits
        let artWidth = context.glyphs.artWidth
        let temperatureWidth = digitsWidth + 1 + DisplayWidth.of(unit)
        let blockHeight = max(digits?.count ?? 1, context.glyphs.artHeight, details.count)
        let caption = more.nowcastCaption
        let nowcastRows = caption == nil ? 0 : 2
        let centred = area.centered(width: 1, height: blockHeight + 3 + nowcastRows)
        let left = blockLeft(font)
        let block = Rect(x: left, y: centred.y, width: area.right - 1 - left, height: centred.height)
        let rows = Layout.vertical([.length(blockHeight), .length(1), .length(1), .length(nowcastRows)]).split(block)
        let parts = Layout.horizontal([.length(artWidth), .length(2), .length(temperatureWidth), .length(gap), .fill(1)]
        ).split(rows[0])
        let (artArea, detailsArea) = (parts[0], parts[4])
        let temperatureParts = Layout.horizontal([.length(digitsWidth), .fill(1)], spacing: 1).split(parts[2])
        let (digitsArea, unitArea) = (temperatureParts[0], temperatureParts[1])

        art.draw(in: artArea, on: &canvas, palette: palette)
        if let digits {
            let style = temperatureStyle(current.temperature, forecast: forecast)
            for (index, line) in digits.enumerated() {
                canvas.write(line, in: digitsArea.row(index), style: style)
            }
        } else {
            canvas.write(temperature, in: digitsArea, style: palette.title)
        }
        canvas.write(unit, in: unitArea, style: palette.text)
        let extras = more.fitting(rows: blockHeight - details.count, width: detailsArea.width)
        for (index, line) in (details + extras).enumerated() {
            canvas.write(line.text, in: detailsArea.row(index), style: line.style)
        }
        let bottomLine = Layout.horizontal([.length(detailsArea.x - block.x - 2), .length(2), .fill(1)]).split(rows[2])
        let highLow = context.highLow(forecast)
        canvas.write(highLow, in: bottomLine[0], style: palette.text)
        let outlook = context.rainOutlook ?? RainOutlook(forecast: forecast, now: context.state.now)
        canvas.write(
            outlook.fitting(
                width: bottomLine[2].width, in: forecast.location, style: context.time, language: context.words),
            in: bottomLine[2],
            style: outlook.start == nil ? palette.muted : palette.rain)
        if let strip = more.nowcastStrip, let caption {
            // The bars over their axis at the left, their label and legend beside them.
            let axis = strip.axis(barWidth: 2, now: context.words.text(.nowcastNow))
            let stripWidth = max(strip.width(barWidth: 2), DisplayWidth.of(axis))
            let nowcastLine = Layout.horizontal([.length(max(bottomLine[0].width, stripWidth)), .length(2), .fill(1)])
                .split(rows[3])
            strip.draw(in: nowcastLine[0].row(0), on: &canvas, palette: palette, barWidth: 2)
            canvas.write(axis, in: nowcastLine[0].row(1), style: palette.muted)
            canvas.write(caption.label, in: nowcastLine[2].row(0), style: palette.muted)
            canvas.write(caption.legend, in: nowcastLine[2].row(1), style: palette.rain)
        }
    }

    /// The strip of bars, its axis under it and its label and legend, centred.
    private func drawNowcast(_ details: NowDetails, in area: Rect, barWidth: Int, on canvas: inout Canvas) {
        guard let strip = details.nowcastStrip, let caption = details.nowcastCaption, area.height >= 3 else { return }
        let stripArea = area.row(0).centered(width: strip.width(barWidth: barWidth), height: 1)
        strip.draw(in: stripArea, on: &canvas, palette: context.palette, barWidth: barWidth)
        let axis = strip.axis(barWidth: barWidth, now: context.words.text(.nowcastNow))
        canvas.write(
            axis, in: Rect(x: stripArea.x, y: area.y + 1, width: area.right - stripArea.x, height: 1),
            style: context.palette.muted)
        let palette = context.palette
        for (index, parts) in Self.captionLines(caption, width: area.width).prefix(area.height - 2).enumerated() {
            let width = min(parts.reduce(0) { $0 + DisplayWidth.of($1) }, area.width)
            let row = area.row(index + 2).centered(width: width, height: 1)
            var x = row.x
            for (part, text) in parts.enumerated() {
                // The label muted, the legend in the rain's colour.
                let isLegend = part == parts.count - 1 && text == caption.legend
                x += canvas.write(
                    text, column: x, row: row.y, style: isLegend ? palette.rain : palette.muted, width: row.right - x)
            }
        }
    }

    /// The nowcast's label and legend on one line where they fit `width` (two spaces apart), else on two.
    private static func captionLines(_ caption: (label: String, legend: String), width: Int) -> [[String]] {
        let oneLine = [caption.label, "  ", caption.legend]
        return oneLine.reduce(0) { $0 + DisplayWidth.of($1) } <= width ? [oneLine] : [[caption.label], [caption.legend]]
    }

    private func detailLines(_ forecast: Forecast, sunOnTwoLines: Bool) -> [(text: String, style: Style)] {
        let palette = context.palette
        let current = forecast.current
        let wind = context.wind(forecast, arrow: !context.asciiOnly)
        let words = context.conditionWords(forecast)
        let say = context.words
        let sun = ReadingFormat.sunLine(
            forecast.today.sun, in: forecast.location, style: context.time, language: context.words)
        let sunLines = sunOnTwoLines ? sun.components(separatedBy: " · ") : [sun]
        return [
            (words, palette.title),
            (
                say.text(.feelsLike, ["temperature": context.degrees(current.feelsLike)]) + "   "
                    + say.text(.humidity, ["percent": ReadingFormat.percent(current.humidity)]), palette.text
            ),
            (say.text(.wind, ["wind": wind]), palette.text)
        ] + sunLines.map { ($0, palette.text) }
    }

    /// The tallest font whose digits fit beside the glyph and the details; nil means plain text.
    private func chooseFont(for text: String, unitWidth: Int, detailsWidth: Int, columns: Int, rows: Int)
        -> BigDigitFont?
    {
        // The library keeps its fonts shortest first; the taller ones are for the wall layout.
        return context.fonts.reversed().first { font in
            guard font.height <= Self.compactFontHeight else { return false }
            guard font.height <= rows, font.render(text) != nil else { return false }
            let width = context.glyphs.artWidth + 2 + font.width(of: text) + 1 + unitWidth + 3 + detailsWidth
            return width <= columns
        }
    }

    private func temperatureStyle(_ value: Double?, forecast: Forecast) -> Style {
        TemperatureBlock.style(of: value, forecast: forecast, palette: context.palette)
    }
}
