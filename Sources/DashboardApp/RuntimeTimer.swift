import Dashboard

/// Every timer the runtime keeps, one of each at most.
public enum RuntimeTimer: Hashable, Sendable {
    /// The next fetch of the place on screen (`update` plans it).
    case refresh
    /// The next alerts fetch of the place on screen (`update` plans it).
    case alerts
    /// The next minute of the wall clock.
    case minute
    /// `--rotate`: the next page.
    case rotation
    /// One of the wake-ups `DashboardTimer.plan` decides from the state.
    case planned(DashboardTimer)
}
