import Drawing
import ScreenText
import Translation
import WeatherKit

/// One saved place on the Places page: its number and name, its local clock, the temperature in the largest
/// digits the card holds beside the condition's picture, the words, high and low, the rain outlook, an alert
/// band in the most severe alert's colour, and how old the data is. Tinted by its own weather.
struct PlaceCardView {
    /// The page's context: the state, the glyphs and fonts.
    let page: ViewContext
    let index: Int
    let selected: Bool
    /// The tallest digits allowed, so every card on screen shows its temperature at one size; nil for any.
    var fontLimit: Int?
    /// Whether a tall card may letter its title: the page allows it only when every card's fits, so the cards
    /// on screen match.
    var lettersTitle = true
    /// The rows under the digits every card on screen keeps (the most any of them needs), so that the digits of a
    /// card with an alert or a sensor line sit level with their neighbours'.
    var reservedRows = 0

    /// From this many inner rows the words and high/low take a line each, with air around the digits.
    static let roomyRows = 14
    /// From this many inner rows the name and clock are lettered, to be read from across a room.
    static let letteredTitleRows = 24
    /// From this many rows under the title the words and high/low are lettered too.
    static let letteredWordsRows = 30

    /// The forecast as it reads now, in the units on screen (with the place's outdoor station where it is fresh).
    private var forecast: Forecast? {
        page.state.displayedForecast(forPlace: index)
    }

    /// The card's own context: its forecast, and a palette tinted by its weather.
    private func context(_ forecast: Forecast?) -> ViewContext {
        let state = page.state
        let palette =
            forecast.map {
                Palette.make(
                    condition: $0.current.condition, isDay: $0.current.isDay ?? true, theme: state.appearance.theme,
                    dimmed: false)
            } ?? page.palette
        return ViewContext(
            state: state, forecast: forecast, palette: palette, glyphs: page.glyphs, fonts: page.fonts,
            lettering: page.lettering,
            largeArt: page.largeArt)
    }

    /// The rows the card needs under its digits in `box`: lettered words, lines, the alert's row and the status.
    func rowsUnderDigits(in box: Rect) -> Int {
        guard let forecast else { return 0 }
        var alone = self
        alone.reservedRows = 0
        let content = alone.layout(forecast, context: context(forecast), in: body(of: box))
        return content.letteredRows + content.lines.count + (content.alerts.isEmpty ? 0 : 1) + 1
    }

    /// The height of the digits the card would choose in `box` on its own; nil without a forecast or big digits.
    func preferredFontHeight(in box: Rect) -> Int? {
        guard let forecast else { return nil }
        let body = self.body(of: box)
        let layout = self.layout(forecast, context: context(forecast), in: body)
        return TemperatureBlock(context: context(forecast), forecast: forecast, margin: 0).choice(in: layout.hero).font?
            .height
    }

    /// Inside the frame and a column of padding, below the title (and a blank row under a lettered one).
    private func body(of box: Rect) -> Rect {
        let inner = box.inset(horizontal: 2, vertical: 1)
        let title = titleLettering(inner).map { $0.height + 1 } ?? 1
        return inner.rows(title, count: inner.height - title)
    }

    /// The lettering of a tall card's title; nil for a plain row.
    private func titleLettering(_ inner: Rect) -> BigDigitFont? {
        lettersTitle && inner.height >= Self.letteredTitleRows ? page.lettering.first : nil
    }

    /// Whether the number, name and clock fit in lettering in `box` (true when the card is too short to letter them).
    func titleFitsLettered(in box: Rect) -> Bool {
        let inner = box.inset(horizontal: 2, vertical: 1)
        guard let lettering = titleLettering(inner) else { return true }
        return letteredTitle(forecast, context: context(forecast), lettering: lettering, width: inner.width) != nil
    }

    /// The title's three parts in lettering, when all of them fit in `width` with their gaps.
    private func letteredTitle(_ forecast: Forecast?, context: ViewContext, lettering: BigDigitFont, width: Int) -> [(
        rows: [String], width: Int
    )]? {
        let state = context.state
        let name = BlockText.letters(
            state.places.indices.contains(index) ? state.places[index] : forecast?.location.name ?? "")
        let clock = forecast.map { BlockText.letters(context.time.clock($0.location.localTime(at: state.now))) } ?? ""
        var parts: [(rows: [String], width: Int)] = []
        for text in ["\(index + 1)", name, clock] {
            guard let rows = lettering.render(text) else { return nil }
            parts.append((rows, lettering.width(of: text)))
        }
        guard parts[1].width > 0, parts[0].width + 2 + parts[1].width + 4 + parts[2].width <= width else { return nil }
        return parts
    }

    func draw(in box: Rect, on canvas: inout Canvas) {
        guard box.width >= 6, box.height >= 4 else { return }
        let forecast = self.forecast
        let card = context(forecast)
        let palette = card.palette
        canvas.fill(box, style: palette.page)
        drawFrame(box, palette: palette, on: &canvas)
        let inner = box.inset(horizontal: 2, vertical: 1)
        guard !inner.isEmpty else { return }
        if let lettering = titleLettering(inner) {
            drawTitle(
                forecast, context: card, in: inner.rows(0, count: lettering.height), lettering: lettering, on: &canvas)
        } else {
            drawTitle(forecast, context: card, in: inner.row(0), on: &canvas)
        }
        let body = self.body(of: box)
        canvas.clipped(to: inner) { canvas in
            if let forecast {
                drawWeather(forecast, context: card, in: body, on: &canvas)
            } else {
                drawWaiting(context: card, in: body, on: &canvas)
            }
        }
    }

    /// The number, the name and the clock in block lettering, when they fit; else the plain title row.
    private func drawTitle(
        _ forecast: Forecast?, context: ViewContext, in area: Rect, lettering: BigDigitFont, on canvas: inout Canvas
    ) {
        guard let parts = letteredTitle(forecast, context: context, lettering: lettering, width: area.width) else {
            drawTitle(forecast, context: context, in: area.row(0), on: &canvas)
            return
        }
        let areas = Layout.horizontal(
            [.length(parts[0].width), .length(parts[1].width), .fill(1), .length(parts[2].width)], spacing: 2
        ).split(area)
        let styles = [context.palette.accent, context.palette.title, context.palette.text]
        for row in 0..<lettering.height {
            for (part, (area, style)) in zip(parts, zip([areas[0], areas[1], areas[3]], styles)) {
                canvas.write(part.rows[row], in: area.row(row), style: style)
            }
        }
    }

    /// `1  Home — Berlin` on the left and the place's own day and clock on the right.
    private func drawTitle(_ forecast: Forecast?, context: ViewContext, in row: Rect, on canvas: inout Canvas) {
        let state = context.state
        let number = "\(index + 1)"
        var name = state.places.indices.contains(index) ? state.places[index] : forecast?.location.name ?? ""
        if index == state.placeIndex, state.isSampleData { name += " (\(context.words.text(.sampleShort)))" }
        var when = ""
        if let forecast {
            let local = forecast.location.localTime(at: state.now)
            let clock = context.time.clock(local)
            let full = "\(context.time.day(local.date))  \(clock)"
            // The day only when there is room for it and a fair share of the name.
            when =
                DisplayWidth.of(full) + DisplayWidth.of(number) + 2 + min(12, DisplayWidth.of(name)) + 2 <= row.width
                ? full : clock
        }
        canvas.clipped(to: row) { canvas in
            canvas.write(when, in: row, alignment: .right, style: context.palette.text)
            let room = row.width - DisplayWidth.of(when) - (when.isEmpty ? 0 : 2)
            let numberWidth = canvas.write(
                number, in: Rect(x: row.x, y: row.y, width: max(0, room), height: 1), style: context.palette.accent)
            let nameArea = Rect(x: row.x + numberWidth + 2, y: row.y, width: max(0, room - numberWidth - 2), height: 1)
            var nameWidth = canvas.write(
                DisplayWidth.truncate(name, to: nameArea.width), in: nameArea, style: context.palette.title)
            // The place the provider found, when the saved name says something else ("Home").
            if let found = forecast?.location.name, found.lowercased() != name.lowercased() {
                let rest = Rect(
                    x: nameArea.x + nameWidth, y: row.y, width: max(0, nameArea.width - nameWidth), height: 1)
                if DisplayWidth.of(found) + 3 <= rest.width {
                    nameWidth += canvas.write(" — " + found, in: rest, style: context.palette.muted)
                }
            }
        }
    }

    /// Where the digits go, and the lines under them, for `forecast` in `body`.
    private struct Content {
        var hero: Rect
        var under: Rect
        var lines: [(text: String, style: Style)]
        var alerts: [Alert]
        /// The words and high/low in block lettering, above `lines`, on the tallest cards.
        var lettered: BlockText?
        var letteredRows = 0
        /// The status line's row in `under`: the same on every card on screen.
        var statusRow = 0
    }

    private func layout(_ forecast: Forecast, context: ViewContext, in body: Rect) -> Content {
        let state = context.state
        let palette = context.palette
        let roomy = body.height + 1 >= Self.roomyRows
        let highLow = context.highLow(forecast)
        let words = context.words.words(for: forecast.current, provider: forecast.provider) ?? ""
        let outlook = context.rainOutlook ?? RainOutlook(forecast: forecast, now: state.now)
        let rain = (
            text: outlook.fitting(
                width: body.width, in: forecast.location, style: context.time, language: context.words),
            style: outlook.start == nil ? palette.muted : palette.rain
        )
        // The digits are never taller than the tallest font: on a wall card the rows beyond them go to lettering.
        let tallest = context.fonts.map(\.height).max() ?? 0
        var lines: [(text: String, style: Style)] = []
        var lettered: BlockText?
        var letteredRows = 0
        var rainLettered = false
        if body.height >= Self.letteredWordsRows, !context.lettering.isEmpty {
            let base = (words.isEmpty ? [] : [(words, palette.title)]) + [(highLow, palette.text)]
            let usual = Size(columns: body.width, rows: body.height >= 44 ? 11 : 7)
            let usualBlock = BlockText(lines: base, lettering: context.lettering)
            // Room to spare under the tallest digits: the rain outlook lettered too, in letters no smaller (on two
            // lines when one is too wide).
            let spare = Size(columns: body.width, rows: min(30, body.height - tallest - 2 - Self.wallLines))
            let usualHeight = usualBlock.font(fitting: usual)?.height ?? 0
            let withRain = [[rain], Self.halves(rain)].map { BlockText(lines: base + $0, lettering: context.lettering) }
                .first { spare.rows > usual.rows && ($0.font(fitting: spare)?.height ?? 0) >= max(1, usualHeight) }
            if let withRain {
                rainLettered = true
                lettered = withRain
                letteredRows = withRain.height(in: spare) + 1
            } else if usualBlock.font(fitting: usual) != nil {
                lettered = usualBlock
                letteredRows = usualBlock.height(in: usual) + 1
            }
        }
        if lettered != nil {
            // Lettered above the other lines.
        } else if roomy || words.isEmpty {
            if !words.isEmpty { lines.append((words, palette.title)) }
            lines.append((highLow, palette.text))
        } else {
            lines.append(("\(words) · \(highLow)", palette.text))
        }
        if !rainLettered { lines.append(rain) }
        // A wall card has rows for what it feels like, the next hours and the next days too.
        if body.height >= Self.letteredWordsRows {
            lines += wallLines(forecast, context: context, width: body.width)
        }
        // Sensors tied to this place by name; on one place's dashboard there are no cards.
        let name = state.places.indices.contains(index) ? state.places[index] : nil
        let placed = state.sensors.filter { $0.place != nil }
        for sensor in SensorLine.lines(
            placed, place: name, now: state.now, words: context.words, station: forecast.current.station)
        {
            lines.append((sensor.text, sensor.stale ? palette.muted : palette.text))
        }
        let alerts = state.shownAlerts(forPlace: index)
        let fixedRows = max(reservedRows, letteredRows + lines.count + (alerts.isEmpty ? 0 : 1) + 1)
        // A blank row above and below the digits when the card is roomy.
        let air = roomy ? 1 : 0
        var heroRows = max(0, body.height - fixedRows - 2 * air)
        // Beside lettering the digits take no more rows than the tallest font: the rows left are shared above the
        // digits, between them and the lettering, and under the status.
        var padding = 0
        if lettered != nil, heroRows > tallest {
            padding = (heroRows - tallest) / 3
            heroRows = tallest
        }
        let parts = Layout.vertical([
            .length(padding), .length(air), .length(heroRows), .length(air + padding), .length(letteredRows), .fill(1)
        ]).split(body)
        return Content(
            hero: parts[2], under: parts[5], lines: lines, alerts: alerts, lettered: lettered,
            letteredRows: letteredRows,
            statusRow: fixedRows - letteredRows - 1)
    }

    /// `line` broken at the space nearest its middle, for lettering too wide on one line; the line whole when it has none.
    static func halves(_ line: (text: String, style: Style)) -> [(text: String, style: Style)] {
        let text = line.text
        let middle = text.count / 2
        let spaces = text.indices.filter { text[$0] == " " }
        guard
            let cut = spaces.min(by: {
                abs(text.distance(from: text.startIndex, to: $0) - middle)
                    < abs(text.distance(from: text.startIndex, to: $1) - middle)
            })
        else { return [line] }
        return [(String(text[..<cut]), line.style), (String(text[text.index(after: cut)...]), line.style)]
    }

    /// The plain rows a wall card keeps under its lettering: details, the next hours and days, the alert and the status.
    static let wallLines = 8

    /// `Feels like 0° · Humidity 81% · 12 km/h ↙ SW`, the next hours in one row, and the next three days
    /// (`Tue  H 5°   L -1°  ☂20%`), for a card with a wall's room.
    private func wallLines(_ forecast: Forecast, context: ViewContext, width: Int) -> [(text: String, style: Style)] {
        let words = context.words
        let palette = context.palette
        var lines: [(text: String, style: Style)] = []
        var details = [words.text(.feelsLike, ["temperature": context.degrees(forecast.current.feelsLike)])]
        if let humidity = forecast.current.humidity {
            details.append(words.text(.humidity, ["percent": ReadingFormat.percent(humidity)]))
        }
        if forecast.current.windSpeed != nil { details.append(context.wind(forecast, arrow: !context.asciiOnly)) }
        lines.append((details.joined(separator: " · "), palette.text))
        let hours = NightNextHours(
            forecast: forecast, now: context.state.now, time: context.time, asciiOnly: context.asciiOnly
        ).text(width: width)
        if !hours.isEmpty { lines.append((hours, palette.muted)) }
        let today = forecast.location.localTime(at: context.state.now).date
        for day in forecast.daily.filter({ $0.date > today }).prefix(3) {
            let chance =
                day.precipitationProbability.map { "  " + (context.asciiOnly ? "" : "☂") + ReadingFormat.percent($0) }
                ?? ""
            let highLow = words.text(.highLow, ["high": context.degrees(day.high), "low": context.degrees(day.low)])
            lines.append(("\(context.time.weekday(day.date))  \(highLow)\(chance)", palette.muted))
        }
        return lines
    }

    private func drawWeather(_ forecast: Forecast, context: ViewContext, in body: Rect, on canvas: inout Canvas) {
        let content = layout(forecast, context: context, in: body)
        let (under, lines, alerts) = (content.under, content.lines, content.alerts)
        TemperatureBlock(context: context, forecast: forecast, margin: 0, fontLimit: fontLimit).draw(
            in: content.hero, on: &canvas)
        let letteredArea = Rect(
            x: under.x, y: under.y - content.letteredRows, width: under.width, height: max(0, content.letteredRows - 1))
        if let lettered = content.lettered {
            let width = lettered.width(in: letteredArea.size)
            let height = lettered.height(in: letteredArea.size)
            lettered.draw(in: letteredArea.centered(width: width, height: height), on: &canvas)
        }
        for (offset, line) in lines.enumerated() {
            canvas.write(
                DisplayWidth.truncate(line.text, to: under.width), in: under.row(offset), alignment: .center,
                style: line.style)
        }
        var row = lines.count
        if let top = alerts.first {
            let band = AlertTone.band(top.severity)
            let bandRow = under.row(row).inset(horizontal: -1)
            let count = context.state.moreAlerts(forPlace: index)
            let more = count > 0 ? " +\(count)" : ""
            let text = AlertTone.marker(asciiOnly: context.asciiOnly) + " " + top.title + more
            canvas.fill(bandRow, style: band)
            canvas.write(
                DisplayWidth.truncate(text, to: under.width), in: under.row(row), alignment: .center, style: band)
            row += 1
        }
        let status = statusLine(forecast, context: context, width: under.width)
        // On the last row, level with the neighbours' whatever lines each card has above it.
        let statusRow = under.row(max(row, content.statusRow))
        canvas.write(
            DisplayWidth.truncate(status.text, to: under.width), in: statusRow, alignment: .center, style: status.style)
        if status.dims {
            // Old data steps back, as the Now page's does, so nobody takes it for current.
            canvas.restyle(content.hero) { $0.dimmed }
            canvas.restyle(letteredArea) { $0.dimmed }
            canvas.restyle(under.rows(0, count: lines.count)) { $0.dimmed }
        }
    }

    /// How fresh the card's data is: "Updated 10:30 (12 min ago)", or stale or offline with its age.
    private func statusLine(_ forecast: Forecast, context: ViewContext, width: Int) -> (
        text: String, style: Style, dims: Bool
    ) {
        let state = context.state
        let fetched = context.time.clock(forecast.location.localTime(at: forecast.fetchedAt))
        let place = state.placeStates.indices.contains(index) ? state.placeStates[index] : PlaceState()
        let failing = place.failures > 0
        switch state.freshness(forPlace: index) {
        case .offline:
            let problem = place.failureKind?.footerWords(in: context.words) ?? context.words.text(.problemOffline)
            return (
                context.words.text(.cardOld, ["problem": problem, "time": fetched, "age": context.age(of: forecast)]),
                context.palette.accent, true
            )
        case .stale:
            return (
                context.words.text(.cardStale, ["time": fetched, "age": context.age(of: forecast)]),
                context.palette.accent, true
            )
        case .fresh, .none:
            guard failing else { return (context.updatedText(forecast), context.palette.muted, false) }
            // The age gives way before the failure does, in languages whose words leave no room for both.
            let full = context.updatedText(forecast) + " · " + context.words.text(.cardRefreshFailed)
            let text =
                DisplayWidth.of(full) <= width ? full : context.words.text(.cardUpdatedRefreshFailed, ["time": fetched])
            return (text, context.palette.muted, false)
        }
    }

    /// A card whose place has no forecast yet: it says so, and why when a request failed.
    private func drawWaiting(context: ViewContext, in body: Rect, on canvas: inout Canvas) {
        let state = context.state
        let place = state.placeStates.indices.contains(index) ? state.placeStates[index] : PlaceState()
        let (kind, fetching) = (place.failureKind, place.isFetching)
        var lines = [context.words.text(.cardWaitingFirst)]
        if let kind {
            lines.append(context.words.text(.cardRetrying, ["problem": kind.footerWords(in: context.words)]))
        } else if fetching {
            lines.append(context.words.text(.cardFetching))
        }
        let wrapped = lines.flatMap { DisplayWidth.wrap($0, to: max(1, body.width)) }
        let block = body.centered(width: body.width, height: wrapped.count)
        for (offset, line) in wrapped.enumerated() {
            canvas.write(
                line, in: block.row(offset), alignment: .center,
                style: offset == 0 ? context.palette.text : context.palette.muted)
        }
    }

    /// Rounded and quiet; heavy and in the accent colour for the selected card, so it shows across a room.
    private func drawFrame(_ box: Rect, palette: Palette, on canvas: inout Canvas) {
        BoxFrame(weight: selected ? .heavy : .light, asciiOnly: page.asciiOnly)
            .draw(box, style: selected ? palette.accent : palette.muted, on: &canvas)
    }
}
