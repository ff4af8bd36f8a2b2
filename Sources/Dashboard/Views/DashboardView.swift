import Foundation
import WeatherKit

/// The whole screen for a state: the pure function the terminal layer draws.
public struct DashboardView: Sendable {
    public let state: AppState
    public let assets: AssetLibrary

    public init(state: AppState, assets: AssetLibrary) {
        self.state = state
        self.assets = assets
    }

    public func render() -> Canvas {
        let size = state.size
        let forecast = state.displayedForecast
        let isDay = forecast.map { $0.current.isDay ?? true } ?? true
        let palette = Palette.make(
            condition: forecast?.current.condition, isDay: isDay, theme: state.appearance.theme,
            dimmed: state.page == .forecast)
        var canvas = Canvas(size: size, background: palette.page)
        let context = ViewContext(state: state, forecast: forecast, palette: palette, glyphs: assets.glyphs(state.appearance.icons), fonts: assets.fonts)
        switch DashboardLayout(size) {
        case .tooSmall:
            TooSmallView(context: context).draw(into: &canvas)
        case .compact:
            CompactView(context: context).draw(into: &canvas)
        case .full:
            HeaderView(context: context).draw(into: &canvas)
            switch state.page {
            case .now: NowPageView(context: context).draw(into: &canvas)
            case .forecast: ForecastPageView(context: context).draw(into: &canvas)
            }
            FooterView(context: context).draw(into: &canvas)
            if state.page == .now { BannerView(context: context).draw(into: &canvas, row: 1) }
            if state.showingHelp { HelpOverlayView(context: context).draw(into: &canvas) }
        }
        return canvas
    }
}

/// What every view needs, worked out once per frame.
struct ViewContext {
    let state: AppState
    let forecast: Forecast?
    let palette: Palette
    let glyphs: GlyphSet
    let fonts: [BigDigitFont]

    var size: Size { state.size }
    var asciiOnly: Bool { state.appearance.icons == .ascii }

    func degrees(_ value: Double?) -> String {
        ReadingFormat.degrees(value)
    }

    /// "Updated 10:30 (12 min ago)" in the location's clock.
    func updatedText(_ forecast: Forecast) -> String {
        let clock = forecast.location.localTime(at: forecast.fetchedAt).clockText
        let minutes = Int(state.now.timeIntervalSince(forecast.fetchedAt) / 60)
        let age = minutes < 1 ? "just now" : minutes < 120 ? "\(minutes) min ago" : "\(minutes / 60) h ago"
        return "Updated \(clock) (\(age))"
    }
}
