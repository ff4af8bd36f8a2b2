import Drawing
import KeyPress
import ScreenText
import Translation

/// Every key the dashboard knows, declared once. `DashboardUpdate` acts on it, and the `?` overlay, the footer's
/// hints and `wxdash --help` are written from it, so they cannot disagree. (The mood prompt, while open, reads
/// keys itself: digits pick a level and letters are text.)
public enum KeyMap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(
            [(.left, .previousPage), (.right, .nextPage), (.up, .previousPage), (.down, .nextPage)], help: .keyPages,
            hint: .init(keys: "←/→", asciiKeys: "<-/->", word: .hintPages, rank: 2)),
        KeyBinding([(.pageUp, .previousPage), (.pageDown, .nextPage)], help: .keyPages),
        KeyBinding(
            [
                (.character("h"), .previousPage), (.character("l"), .nextPage), (.character("k"), .previousPage),
                (.character("j"), .nextPage)
            ],
            help: .keyPages),
        KeyBinding(
            Page.allCases.sorted { $0.number < $1.number }.map {
                (Key.character(Character(String($0.number))), KeyAction.goTo($0))
            },
            help: .keyGoTo),
        KeyBinding([(.home, .firstPage), (.end, .lastPage)], help: .keyFirstLast),
        KeyBinding(
            [(.up, .scrollUp), (.down, .scrollDown), (.character("k"), .scrollUp), (.character("j"), .scrollDown)],
            help: .keyScrollJournal, scope: .page(.mood)),
        KeyBinding(
            [
                (.up, .selectPreviousPlace), (.down, .selectNextPlace), (.character("k"), .selectPreviousPlace),
                (.character("j"), .selectNextPlace),
                (.enter, .openSelectedPlace)
            ] + (1...9).map { (Key.character(Character(String($0))), KeyAction.openPlace($0 - 1)) },
            help: .keySelectPlace, scope: .page(.places),
            hint: .init(keys: "Enter", asciiKeys: "Enter", word: .hintOpen, rank: 2),
            keysLabel: ("↑ ↓ j k Enter 1–9", "Up Down j k Enter 1-9")),
        KeyBinding([(.character("a"), .toggleAlerts)], help: .keyAlerts),
        KeyBinding(
            [
                (.up, .scrollUp), (.down, .scrollDown), (.character("k"), .scrollUp), (.character("j"), .scrollDown),
                (.pageUp, .scrollPageUp),
                (.pageDown, .scrollPageDown)
            ],
            help: .keyScroll, scope: .alerts),
        KeyBinding([(.escape, .toggleAlerts), (.character("a"), .toggleAlerts)], help: .keyClose, scope: .alerts),
        KeyBinding([(.character("m"), .logMood)], help: .keyLogMood),
        KeyBinding(
            [
                (.tab, .nextPlace), (.backTab, .previousPlace), (.character("]"), .nextPlace),
                (.character("["), .previousPlace)
            ],
            help: .keyNextPlace),
        KeyBinding(
            [(.character("r"), .refresh)], help: .keyRefresh,
            hint: .init(keys: "r", asciiKeys: "r", word: .hintRefresh, rank: 3)),
        KeyBinding(
            [(.character("u"), .switchUnits)], help: .keyUnits,
            hint: .init(keys: "u", asciiKeys: "u", word: .hintUnits, rank: 3)),
        KeyBinding(
            [(.character("?"), .toggleHelp)], help: .keyHelp,
            hint: .init(keys: "?", asciiKeys: "?", word: .hintHelp, rank: 1)),
        KeyBinding(
            [(.character("q"), .quit), (.control("c"), .quit)], help: .keyQuit,
            hint: .init(keys: "q", asciiKeys: "q", word: .hintQuit, rank: 2)),
        KeyBinding([(.escape, .explainQuit)], help: .keyEscape),
        KeyBinding([(.control("z"), .suspend)], help: .keySuspend)
    ]

    /// What `key` does on `page`: a binding for the page first, then one that applies everywhere. While the alerts
    /// list is open only its own bindings act (the quit keys are `quitKeysOverOverlays`).
    public static func action(for key: Key, on page: Page, alertsOpen: Bool = false) -> KeyAction? {
        let scoped =
            alertsOpen
            ? bindings.filter { $0.scope == .alerts }
            : bindings.filter { $0.scope == .page(page) } + bindings.filter { $0.scope == .everywhere }
        for binding in scoped {
            if let match = binding.keys.first(where: { $0.key == key }) { return match.action }
        }
        return nil
    }

    /// The footer's hints, longest first: each drops the bindings of the next rank down. `page`'s own bindings
    /// (Enter on the Places page) join the ones that apply everywhere.
    public static func footerHints(asciiOnly: Bool, on page: Page? = nil, language: Language = .english) -> [String] {
        let hints = bindings.filter { $0.scope == .everywhere || page.map { KeyBinding.Scope.page($0) } == $0.scope }
            .compactMap(\.hint)
        let ranks = Set(hints.map(\.rank)).sorted(by: >)
        return ranks.map { rank in
            hints.filter { $0.rank <= rank }.map { "\(asciiOnly ? $0.asciiKeys : $0.keys) \(language.text($0.word))" }
                .joined(separator: "  ")
        }
    }

    /// The keys of `action` as help writes them (`a`, `Esc a`), from the first binding that has it in `scope`.
    public static func label(of action: KeyAction, in scope: KeyBinding.Scope = .everywhere, asciiOnly: Bool = false)
        -> String
    {
        guard let binding = bindings.first(where: { $0.scope == scope && $0.keys.contains { $0.action == action } })
        else { return "" }
        var labels: [String] = []
        for (key, keyAction) in binding.keys where keyAction == action {
            let label = key.label(asciiOnly: asciiOnly)
            if !labels.contains(label) { labels.append(label) }
        }
        return labels.joined(separator: " ")
    }

    /// While an overlay is open (help, or the alerts list) these keys still quit; any other key only closes it or
    /// acts within it, so nothing happens behind it unseen.
    public static let quitKeysOverOverlays: [Key] = [.character("q"), .control("c")]

    /// The overlay's closing line.
    public static var overlayNote: String { overlayNote(in: .english) }

    public static func overlayNote(in language: Language) -> String {
        language.text(.overlayNote, ["keys": quitKeysOverOverlays.map { $0.label() }.joined(separator: " ")])
    }

    /// Two columns, keys then what they do, for the overlay and `--help`.
    /// `pages`: the pages there are (the Places page only with two or more saved places); keys for the others are
    /// left out, so the overlay never offers a page that is not there.
    public static func table(
        asciiOnly: Bool = false, indent: String = "", pages: [Page] = Page.allCases, language: Language = .english
    ) -> [String] {
        let rows = bindings.compactMap { binding -> (String, String)? in
            if case .page(let page) = binding.scope, !pages.contains(page) { return nil }
            var shown = binding
            let pageKeys = binding.keys.filter {
                if case .goTo(let page) = $0.action { pages.contains(page) } else { true }
            }
            guard !pageKeys.isEmpty else { return nil }
            if pageKeys.count != binding.keys.count { shown.keys = pageKeys }
            return (shown.label(asciiOnly: asciiOnly), shown.description(in: language, pages: pages))
        }
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { indent + DisplayWidth.pad($0.0, to: width) + "   " + $0.1 }
    }
}
