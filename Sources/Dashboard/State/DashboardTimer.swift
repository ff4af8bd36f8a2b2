import Foundation

/// The one-shot wake-ups the dashboard needs besides its refresh and alerts schedules (which `update` asks for as
/// effects): decided from the state alone, so the runtime only keeps its timers in line with this plan.
public enum DashboardTimer: Hashable, Sendable, CaseIterable {
    /// A banner's end, or the end of the minute a key woke the night page for.
    case bannerExpiry
    /// The end of the soonest alert on screen, so it goes then, with no fetch.
    case alertChange
    /// The Radar page's next read, `PlaceRadar.interval` after the last: its tick asks for it.
    case radar
    /// The Radar page's animation: the next frame.
    case radarFrame

    /// When each timer should fire for `state`; a timer missing from the plan is not needed.
    public static func plan(for state: AppState) -> [DashboardTimer: Date] {
        var plan: [DashboardTimer: Date] = [:]
        let wake = state.awakeUntil.flatMap { $0 > state.now ? $0 : nil }
        if let expiry = [state.banner?.expiresAt, wake].compactMap({ $0 }).min() {
            plan[.bannerExpiry] = max(expiry, state.now.addingTimeInterval(0.1))
        }
        // A little after the end, so the tick's clock is past it.
        if let end = state.nextAlertChange {
            plan[.alertChange] = end.addingTimeInterval(0.05)
        }
        if state.showsRadarPage, let next = state.radar.nextCheck {
            plan[.radar] = max(next, state.now.addingTimeInterval(0.1))
        }
        if state.showsRadarPage, let step = state.radar.nextStep {
            plan[.radarFrame] = max(step, state.now.addingTimeInterval(0.1))
        }
        return plan
    }
}
