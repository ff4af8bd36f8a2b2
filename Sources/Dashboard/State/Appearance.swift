import DisplayOptions
import Translation
import WeatherKit

/// How the dashboard looks, chosen by flags: fixed for a run.
public struct Appearance: Sendable, Equatable {
    public typealias Theme = DisplayOptions.Theme

    public var icons: IconSet
    public var theme: Theme
    /// Kiosk mode hides key hints.
    public var showsKeyHints: Bool
    /// 12- or 24-hour clock and the weekday names.
    public var timeStyle: TimeStyle
    /// The interface's language: the words of every view.
    public var language: Language
    /// `NO_COLOR`: the night page dims with the `dim` attribute instead of dark red.
    public var monochrome = false
    /// `--shift`: the layout moves a cell now and then against burn-in.
    public var shift: BurnInShift?
    /// `--kiosk`: solid blocks turn shaded every other hour against burn-in.
    public var alternatesBlocks = false

    public init(
        icons: IconSet = .unicode, theme: Theme = .dark, showsKeyHints: Bool = true, timeStyle: TimeStyle = .standard,
        language: Language = .english
    ) {
        self.icons = icons
        self.theme = theme
        self.showsKeyHints = showsKeyHints
        self.timeStyle = timeStyle
        self.language = language
    }
}
