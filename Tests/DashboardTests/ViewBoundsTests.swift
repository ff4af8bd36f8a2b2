import Drawing
import Testing
import WeatherKit

@testable import Dashboard

/// Every view draws only inside the rectangle it is given, and a zero-size or tiny one never crashes it.
@Suite struct ViewBoundsTests {
    static func context(page: Page, configure: (inout AppState) -> Void = { _ in }) throws -> ViewContext {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow,
            appearance: Appearance(icons: .unicode))
        state.page = page
        state.banner = .error(
            "Cannot connect to api.open-meteo.com (connection refused)", now: SampleForecasts.berlinNow)
        state.moodPrompt = MoodPrompt()
        configure(&state)
        let assets = try Snapshot.assets()
        let palette = Palette.make(condition: .rain, isDay: true, theme: .dark, dimmed: false)
        return ViewContext(
            state: state, forecast: state.forecast, palette: palette, glyphs: assets.glyphs(.unicode),
            fonts: assets.fonts,
            lettering: assets.lettering, largeArt: assets.largeArt)
    }

    static let views: [(name: String, draw: @Sendable (ViewContext, Rect, inout Canvas) -> Void)] = [
        ("header", { HeaderView(context: $0).draw(in: $1, on: &$2) }),
        ("footer", { FooterView(context: $0).draw(in: $1, on: &$2) }),
        ("banner", { BannerView(context: $0).draw(in: $1, on: &$2) }),
        ("now", { NowPageView(context: $0).draw(in: $1, on: &$2) }),
        ("forecast", { ForecastPageView(context: $0).draw(in: $1, on: &$2) }),
        ("mood", { MoodPageView(context: $0).draw(in: $1, on: &$2) }),
        ("compact", { CompactView(context: $0).draw(in: $1, on: &$2) }),
        ("help", { HelpOverlayView(context: $0).draw(in: $1, on: &$2) }),
        ("mood prompt", { MoodPromptView(context: $0).draw(in: $1, on: &$2) }),
        ("no data", { NoDataView(context: $0).draw(in: $1, on: &$2) }),
        ("too small", { TooSmallView(context: $0).draw(in: $1, on: &$2) })
    ]

    @Test func viewsNeverDrawOutsideTheirRectangle() throws {
        let context = try Self.context(page: .now)
        let areas = [
            Rect.zero, Rect(x: 5, y: 5, width: 0, height: 9), Rect(x: 5, y: 5, width: 9, height: 0),
            Rect(x: 3, y: 2, width: 1, height: 1),
            Rect(x: 3, y: 2, width: 4, height: 2), Rect(x: 7, y: 3, width: 30, height: 9),
            Rect(x: 2, y: 1, width: 70, height: 20),
            Rect(x: 60, y: 20, width: 40, height: 10)
        ]
        let blank = Canvas(size: Size(columns: 80, rows: 24))
        for view in Self.views {
            for area in areas {
                var canvas = blank
                view.draw(context, area, &canvas)
                for row in 0..<24 {
                    for column in 0..<80 where !area.contains(column: column, row: row) {
                        #expect(
                            canvas[column, row] == blank[column, row],
                            "\(view.name) in \(area) drew at \(column),\(row)")
                    }
                }
                #expect(canvas.clip == canvas.area)
            }
        }
    }

    /// The wall layouts (cards, lettering, large art, hour columns) keep inside their rectangle too.
    @Test func wallLayoutsStayInsideTheirRectangle() throws {
        let size = Size(columns: 240, rows: 70)
        for page in [Page.now, .forecast] {
            let context = try Self.context(page: page) { $0.size = size }
            let blank = Canvas(size: size)
            for area in [
                Rect(x: 7, y: 5, width: 200, height: 60), Rect(x: 30, y: 9, width: 121, height: 37),
                Rect(x: 0, y: 0, width: 240, height: 70)
            ] {
                var canvas = blank
                if page == .now {
                    NowPageView(context: context).draw(in: area, on: &canvas)
                } else {
                    ForecastPageView(context: context).draw(in: area, on: &canvas)
                }
                #expect(canvas != blank, "\(page) drew something in \(area)")
                for row in 0..<size.rows {
                    for column in 0..<size.columns where !area.contains(column: column, row: row) {
                        #expect(
                            canvas[column, row] == blank[column, row], "\(page) in \(area) drew at \(column),\(row)")
                    }
                }
            }
        }
    }
}
