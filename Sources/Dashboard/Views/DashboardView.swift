import Drawing
import Foundation
import Translation
import WeatherKit

/// The whole screen for a state: the pure function the terminal layer draws.
public struct DashboardView: Sendable {
    public let state: AppState
    public let assets: AssetLibrary
    /// The base map under the radar; nil draws the rain alone.
    public let radarMap: RadarMapLayer?

    public init(state: AppState, assets: AssetLibrary, radarMap: RadarMapLayer? = nil) {
        self.state = state
        self.assets = assets
        self.radarMap = radarMap
    }

    public func render() -> Canvas {
        var canvas = shiftedPage()
        // The console's ASCII, cell for cell.
        if state.appearance.icons == .ascii { canvas.replace(Self.consoleSafe) }
        // Not at night: the night page is dim and shifts already.
        if state.appearance.alternatesBlocks, !showsNightPage,
            Int((state.now.timeIntervalSince1970 / 3600).rounded(.down)) % 2 == 1
        {
            Self.dimBlocks(&canvas)
        }
        return canvas
    }

    /// `--kiosk`'s every other hour: solid blocks dimmed against burn-in, the same shapes (a shade glyph would make
    /// big digits grainy).
    static func dimBlocks(_ canvas: inout Canvas) {
        for row in 0..<canvas.size.rows {
            for column in 0..<canvas.size.columns where canvas[column, row].text == "█" {
                canvas.restyle(column: column, row: row, width: 1, height: 1) { $0.dimmed }
            }
        }
    }

    /// Whether the night page is what `page` draws (not on a screen too small for any page).
    private var showsNightPage: Bool {
        state.showsNightPage && DashboardLayout(state.size) != .tooSmall
    }

    /// Under `--icons ascii` (the Linux console), the punctuation its fonts (code page 437) lack, wherever a view or
    /// a server's words put it; the blocks of the big digits, °, · and the arrows are in every console font.
    static let consoleSafe: [String: String] = ["–": "-", "—": "-", "…": "."]

    /// `--shift`: the page laid out one cell smaller each way, so all of it shows wherever the cycle puts it; the
    /// cell comes out of the layout's slack, so 120×40 keeps the 120×40 layout and does not fall to a smaller one.
    private func shiftedPage() -> Canvas {
        let inner = Size(columns: state.size.columns - 1, rows: state.size.rows - 1)
        guard let shift = state.appearance.shift, DashboardLayout(inner) != .tooSmall else { return page(state) }
        var smaller = state
        smaller.size = inner
        let page = page(smaller, slack: 1)
        var canvas = Canvas(size: state.size, background: page.background)
        let offset = shift.offset(at: state.now)
        canvas.paste(page, left: offset.column, top: offset.row)
        return canvas
    }

    /// The page at `state.size`; `slack` cells each way were given up to `--shift`'s margin, and a page picks its
    /// layout as if it had them.
    func page(_ state: AppState, slack: Int = 0) -> Canvas {
        var state = state
        // With fewer than two saved places there is no Places page: the Now page stands in.
        if state.page == .places, !state.hasPlacesPage { state.page = .now }
        if state.page == .radar, !state.radarEnabled { state.page = .now }
        let size = state.size
        let forecast = state.displayedForecast
        let isDay = forecast.map { $0.current.isDay ?? true } ?? true
        let palette = Palette.make(
            condition: forecast?.current.condition, isDay: isDay, theme: state.appearance.theme,
            dimmed: state.page != .now)
        var canvas = Canvas(size: size, background: palette.page)
        var context = ViewContext(
            state: state, forecast: forecast, palette: palette, glyphs: assets.glyphs(state.appearance.icons),
            fonts: assets.fonts,
            lettering: state.appearance.icons == .ascii ? [] : assets.lettering,
            largeArt: state.appearance.icons == .ascii ? [] : assets.largeArt)
        context.slack = slack
        context.radarMap = radarMap
        let screen = canvas.area
        let layout = DashboardLayout(size)
        if state.showsNightPage, layout != .tooSmall {
            var night = context
            night.palette = .night(monochrome: state.appearance.monochrome)
            var dark = Canvas(size: size, background: night.palette.page)
            NightPageView(context: night).draw(in: dark.area, on: &dark)
            return dark
        }
        switch layout {
        case .tooSmall:
            TooSmallView(context: context).draw(in: screen, on: &canvas)
        case .compact:
            let alertBand = AlertBandView(context: context)
            let parts = Layout.vertical([.length(alertBand.height), .fill(1)]).split(screen)
            alertBand.draw(in: parts[0], on: &canvas)
            CompactView(context: context).draw(in: parts[1], on: &canvas)
            if state.alertsOverlay.isOpen { AlertsOverlayView(context: context).draw(in: screen, on: &canvas) }
            if state.showingHelp { HelpOverlayView(context: context).draw(in: screen, on: &canvas) }
        case .full:
            let alertBand = AlertBandView(context: context)
            let banner = BannerView(context: context)
            // An official alert takes the top row and the banner rows of its own under the header, so neither
            // ever covers the page.
            let parts = Layout.vertical(
                [
                    .length(alertBand.height), .length(1), .length(banner.height(forWidth: screen.width)), .fill(1),
                    .length(1)
                ]
            ).split(screen)
            let (alertArea, header, bannerArea, body, footer) = (parts[0], parts[1], parts[2], parts[3], parts[4])
            alertBand.draw(in: alertArea, on: &canvas)
            HeaderView(context: context).draw(in: header, on: &canvas)
            switch state.page {
            case .now: NowPageView(context: context).draw(in: body, on: &canvas)
            case .forecast: ForecastPageView(context: context).draw(in: body, on: &canvas)
            case .radar: RadarPageView(context: context).draw(in: body, on: &canvas)
            case .mood: MoodPageView(context: context).draw(in: body, on: &canvas)
            case .places: PlacesPageView(context: context).draw(in: body, on: &canvas)
            }
            // Each card of the Places page dims its own old data; the radar says its frames' own age.
            if !state.showsPlacesPage, state.page != .radar, state.freshness == .stale || state.freshness == .offline {
                // Old data stays readable but steps back, so nobody takes it for current.
                canvas.restyle(body) { $0.dimmed }
            }
            banner.draw(in: bannerArea, on: &canvas)
            FooterView(context: context).draw(in: footer, on: &canvas)
            if state.alertsOverlay.isOpen { AlertsOverlayView(context: context).draw(in: screen, on: &canvas) }
            if state.showingHelp { HelpOverlayView(context: context).draw(in: screen, on: &canvas) }
        }
        if state.moodPrompt != nil, layout != .tooSmall {
            MoodPromptView(context: context).draw(in: screen, on: &canvas)
        }
        return canvas
    }
}

/// What every view needs, worked out once per frame.
struct ViewContext {
    let state: AppState
    let forecast: Forecast?
    var palette: Palette
    let glyphs: GlyphSet
    let fonts: [BigDigitFont]
    /// Block lettering for words on large screens, shortest first (none in ASCII).
    var lettering: [BigDigitFont] = []
    /// Large condition art for wall-sized screens, shortest first (none in ASCII).
    var largeArt: [GlyphSet] = []
    /// Cells each way the page gave up to `--shift`'s margin: it picks its layout as if it had them.
    var slack = 0
    /// The base map under the radar, when the command line loaded one.
    var radarMap: RadarMapLayer?
    /// The forecast's one rain outlook at the state's now: every view reads it, none composes its own.
    let rainOutlook: RainOutlook?

    init(
        state: AppState, forecast: Forecast?, palette: Palette, glyphs: GlyphSet, fonts: [BigDigitFont],
        lettering: [BigDigitFont] = [], largeArt: [GlyphSet] = []
    ) {
        self.state = state
        self.forecast = forecast
        self.palette = palette
        self.glyphs = glyphs
        self.fonts = fonts
        self.lettering = lettering
        self.largeArt = largeArt
        rainOutlook = forecast.map { RainOutlook(forecast: $0, now: state.now) }
    }

    var size: Size { state.size }

    /// The size a page's layout is chosen by for an area of `size`: with the shift's margin given back.
    func layoutSize(_ size: Size) -> Size {
        Size(columns: size.columns + slack, rows: size.rows + slack)
    }
    var asciiOnly: Bool { state.appearance.icons == .ascii }
    var time: TimeStyle { state.appearance.timeStyle }
    /// The interface's words and numbers.
    var words: Language { state.appearance.language }

    /// `⚠` for an error, `ℹ` for a note (`!` and `i` in ASCII).
    func marker(of banner: Banner) -> String {
        switch banner.kind {
        case .error: asciiOnly ? "!" : "⚠"
        case .info: asciiOnly ? "i" : "ℹ"
        }
    }

    func style(of banner: Banner) -> Style {
        banner.kind == .error ? palette.errorBanner : palette.infoBanner
    }

    /// The condition in the interface's words ("Light drizzle"), or "Conditions unknown".
    func conditionWords(_ forecast: Forecast) -> String {
        words.words(for: forecast.current, provider: forecast.provider) ?? words.text(.conditionUnknown)
    }

    /// "12 km/h ↗ SW" with the compass point as the language writes it.
    func wind(_ forecast: Forecast, arrow: Bool = false) -> String {
        ReadingFormat.wind(
            speed: forecast.current.windSpeed, direction: forecast.current.windDirection,
            unit: forecast.units.windSpeed, arrow: arrow,
            language: words)
    }

    /// "H 5°  L -1°": today's high and low.
    func highLow(_ forecast: Forecast) -> String {
        words.text(.highLow, ["high": degrees(forecast.today.high), "low": degrees(forecast.today.low)])
    }

    func degrees(_ value: Double?) -> String {
        ReadingFormat.degrees(value)
    }

    /// "Updated 10:30 (12 min ago)" in the location's clock.
    func updatedText(_ forecast: Forecast) -> String {
        let clock = time.clock(forecast.location.localTime(at: forecast.fetchedAt))
        guard let seconds = FetchAge(fetchedAt: forecast.fetchedAt, now: state.now).seconds else {
            return words.text(.updatedAgeUnknown, ["time": clock])
        }
        let age = seconds < 60 ? words.text(.updatedJustNow) : words.text(.updatedAgo, ["age": age(of: forecast)])
        return words.text(.updated, ["time": clock, "age": age])
    }

    /// "12 min", "3 h", "2 days": how old the data is.
    func age(of forecast: Forecast) -> String {
        let minutes = max(0, Int(state.now.timeIntervalSince(forecast.fetchedAt) / 60))
        if minutes < 120 { return words.text(.minutes, ["n": String(minutes)]) }
        if minutes < 48 * 60 { return words.text(.hoursShort, ["n": String(minutes / 60)]) }
        return words.count(.daysLong, minutes / 1440)
    }
}
