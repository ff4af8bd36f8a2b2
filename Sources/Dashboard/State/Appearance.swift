/// How the dashboard looks, chosen by flags: fixed for a run.
public struct Appearance: Sendable, Equatable {
    public enum Theme: String, Sendable, CaseIterable { case dark, light }

    public var icons: IconSet
    public var theme: Theme
    /// Kiosk mode hides key hints.
    public var showsKeyHints: Bool

    public init(icons: IconSet = .unicode, theme: Theme = .dark, showsKeyHints: Bool = true) {
        self.icons = icons
        self.theme = theme
        self.showsKeyHints = showsKeyHints
    }
}
