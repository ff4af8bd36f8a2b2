import Foundation
import WeatherKit

/// The dashboard's one state transition: an event and the state in, the new state and the work to do out.
public enum DashboardUpdate {
    public static func update(_ state: AppState, _ event: DashboardEvent) -> (AppState, [DashboardEffect]) {
        var state = state
        switch event {
        case .key(let key):
            let effects = handle(key, in: &state)
            return (state, effects)
        case .resize(let size):
            state.size = size
        case .tick(let now):
            state.now = now
            if let expiry = state.banner?.expiresAt, expiry <= now {
                state.banner = nil
            }
        case .fetchSucceeded(let forecast, let at):
            state.forecast = forecast
            state.isFetching = false
            state.lastFailure = nil
            state.isSampleData = false
            state.now = at
            if state.banner?.kind == .error { state.banner = nil }
        case .refreshDue:
            guard !state.isFetching else { return (state, []) }
            state.isFetching = true
            return (state, [.fetch])
        case .refreshUnavailable(let message, let at):
            state.isFetching = false
            state.now = at
            state.banner = .info(message, now: at)
        case .fetchFailed(let message, let at):
            state.isFetching = false
            state.lastFailure = message
            state.now = at
            state.banner = .error(message, now: at)
        }
        return (state, [])
    }

    private static func handle(_ key: Key, in state: inout AppState) -> [DashboardEffect] {
        if state.showingHelp {
            switch key {
            case .control("c"), .character("q"):
                state.hasQuit = true
                return [.quit]
            default:
                // Any other key only closes the overlay, so nothing happens behind it unseen.
                state.showingHelp = false
                return []
            }
        }
        switch key {
        case .right, .down, .pageDown, .character("l"), .character("j"):
            state.page = state.page.next()
        case .left, .up, .pageUp, .character("h"), .character("k"):
            state.page = state.page.previous()
        case .home:
            state.page = Page.allCases.first ?? .now
        case .end:
            state.page = Page.allCases.last ?? .now
        case .character(let digit) where digit.isNumber:
            if let number = digit.wholeNumberValue, let page = Page(rawValue: number - 1) {
                state.page = page
            }
        case .character("r"):
            guard !state.isFetching else { return [] }
            state.isFetching = true
            return [.fetch]
        case .character("u"):
            state.units = state.units == .metric ? .imperial : .metric
        case .character("?"):
            state.showingHelp = true
        case .character("q"), .escape, .control("c"):
            state.hasQuit = true
            return [.quit]
        case .control("z"):
            return [.suspend]
        default:
            break
        }
        return []
    }

    /// Every key the dashboard knows, for the help overlay.
    public static let keyHelp: [(keys: String, action: String)] = [
        ("← → ↑ ↓", "previous / next page"),
        ("PgUp PgDn", "previous / next page"),
        ("h l k j", "previous / next page"),
        ("1 2", "go to page 1 (Now) or 2 (Forecast)"),
        ("Home End", "first / last page"),
        ("r", "refresh now"),
        ("u", "switch metric / imperial"),
        ("?", "show or hide this help"),
        ("q Esc Ctrl-C", "quit"),
    ]
}
