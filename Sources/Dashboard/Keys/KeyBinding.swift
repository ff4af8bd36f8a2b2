import Drawing
import KeyPress
import Translation

/// One line of the key map: keys and what each does, the words that explain them, and whether the footer
/// mentions them. The handler, the `?` overlay, the footer and `wxdash --help` all read these.
public struct KeyBinding: Sendable, Equatable {
    /// Where a binding applies. Bindings for a page come before the ones that apply everywhere.
    public enum Scope: Sendable, Equatable {
        case everywhere
        case page(Page)
        /// While the alerts list (`a`) is open: only these keys act then, and the quit keys.
        case alerts
    }

    /// A short form for the footer, and how much room it must leave: rank 1 is kept longest.
    public struct Hint: Sendable, Equatable {
        public var keys: String
        public var asciiKeys: String
        public var word: MessageKey
        public var rank: Int
    }

    public var keys: [(key: Key, action: KeyAction)]
    /// What the keys do, as a message; `.keyGoTo` lists the pages there are.
    public var helpKey: MessageKey
    /// In English, for `wxdash --help`.
    public var help: String
    public var scope: Scope
    public var hint: Hint?
    /// How help writes the keys when listing each would be too long (`↑ ↓ j k Enter 1–9`, and in ASCII); nil lists them.
    public var keysLabel: (unicode: String, ascii: String)?

    public init(
        _ keys: [(Key, KeyAction)], help: MessageKey, scope: Scope = .everywhere, hint: Hint? = nil,
        keysLabel: (unicode: String, ascii: String)? = nil
    ) {
        self.keys = keys.map { (key: $0.0, action: $0.1) }
        helpKey = help
        self.help = Self.helpText(help, pages: Page.allCases, in: .english)
        self.scope = scope
        self.hint = hint
        self.keysLabel = keysLabel
    }

    /// The keys as a person reads them: `← → ↑ ↓`, `Tab Shift-Tab`, `q Esc Ctrl-C`.
    public func label(asciiOnly: Bool = false) -> String {
        if let keysLabel { return asciiOnly ? keysLabel.ascii : keysLabel.unicode }
        var labels: [String] = []
        for (key, _) in keys {
            let label = key.label(asciiOnly: asciiOnly)
            if !labels.contains(label) { labels.append(label) }
        }
        return labels.joined(separator: " ")
    }

    /// The help text with where it applies: "scroll the journal (on the Mood page)".
    public var description: String { description(in: .english) }

    /// The help text in `language`, the go-to keys naming `pages`.
    public func description(in language: Language, pages: [Page] = Page.allCases) -> String {
        let help = Self.helpText(helpKey, pages: pages, in: language)
        switch scope {
        case .everywhere: return help
        case .page(let page): return language.text(.keyOnPage, ["help": help, "page": page.named(in: language)])
        case .alerts: return language.text(.keyInAlerts, ["help": help])
        }
    }

    /// "page: Now, Forecast, Mood, Places, Radar": the pages in the order of their numbers, which the keys' column
    /// gives (`1 2 3 4 5`), so the line fits the `?` box at 80 columns in ASCII in every language.
    static func helpText(_ key: MessageKey, pages: [Page], in language: Language) -> String {
        guard key == .keyGoTo else { return language.text(key) }
        return language.text(
            .keyGoTo,
            ["pages": pages.sorted { $0.number < $1.number }.map { $0.named(in: language) }.joined(separator: ", ")])
    }

    public static func == (lhs: KeyBinding, rhs: KeyBinding) -> Bool {
        lhs.keys.map(\.key) == rhs.keys.map(\.key) && lhs.keys.map(\.action) == rhs.keys.map(\.action)
            && lhs.help == rhs.help
            && lhs.scope == rhs.scope && lhs.hint == rhs.hint && lhs.keysLabel?.unicode == rhs.keysLabel?.unicode
            && lhs.keysLabel?.ascii == rhs.keysLabel?.ascii
    }
}
