import Drawing
import Testing

@testable import Dashboard

/// The one key map: no key means two things in one place, and every reader of it agrees with the handler.
@Suite struct KeyMapTests {
    @Test func noKeyIsBoundTwiceInOneScope() {
        for scope in [KeyBinding.Scope.everywhere, .alerts] + Page.allCases.map(KeyBinding.Scope.page) {
            let keys = KeyMap.bindings.filter { $0.scope == scope }.flatMap { $0.keys.map(\.key) }
            for key in keys {
                #expect(keys.filter { $0 == key }.count == 1, "\(key) is bound twice in \(scope)")
            }
        }
    }

    @Test func theHandlerDoesWhatTheMapSays() {
        #expect(KeyMap.action(for: .down, on: .now) == .nextPage)
        #expect(KeyMap.action(for: .down, on: .mood) == .scrollDown, "a page's own binding comes first")
        #expect(KeyMap.action(for: .character("3"), on: .now) == .goTo(.mood))
        #expect(KeyMap.action(for: .backTab, on: .forecast) == .previousPlace)
        #expect(KeyMap.action(for: .character("x"), on: .now) == nil)
        #expect(KeyMap.action(for: .character("a"), on: .mood) == .toggleAlerts)
        #expect(
            KeyMap.action(for: .escape, on: .now, alertsOpen: true) == .toggleAlerts,
            "Esc closes the alerts list, it does not quit")
        #expect(KeyMap.action(for: .right, on: .now, alertsOpen: true) == nil, "no page turns unseen behind the list")
        #expect(KeyMap.label(of: .toggleAlerts) == "a")
        #expect(KeyMap.label(of: .toggleAlerts, in: .alerts) == "Esc a")
        #expect(KeyMap.label(of: .scrollDown, in: .alerts, asciiOnly: true) == "Down j")
        for binding in KeyMap.bindings {
            for (key, action) in binding.keys {
                let page: Page = if case .page(let page) = binding.scope { page } else { .forecast }
                let alertsOpen = binding.scope == .alerts
                #expect(KeyMap.action(for: key, on: page, alertsOpen: alertsOpen) == action, "\(key) on \(page)")
            }
        }
    }

    @Test func labelsNameTheKeys() {
        #expect(KeyMap.bindings[0].label() == "← → ↑ ↓")
        #expect(KeyMap.bindings[0].label(asciiOnly: true) == "Left Right Up Down")
        let places = KeyMap.bindings.first { $0.keys.contains { $0.action == .nextPlace } }
        #expect(places?.label() == "Tab Shift-Tab ] [")
        let pages = KeyMap.bindings.first { $0.keys.contains { $0.action == .goTo(.now) } }
        #expect(pages?.label() == "1 2 3 4 5")
        #expect(
            pages?.help == "page: Now, Forecast, Mood, Places, Radar",
            "the pages keep their numbers (the Radar page is 5), in whose order they are named")
        let open = KeyMap.bindings.first { $0.keys.contains { $0.action == .openSelectedPlace } }
        #expect(open?.label() == "↑ ↓ j k Enter 1–9")
        #expect(open?.label(asciiOnly: true) == "Up Down j k Enter 1-9")
        #expect(open?.description == "select or open a place (on the Places page)")
    }

    @Test func thePlacesPageHasItsOwnKeysAndHint() {
        #expect(KeyMap.action(for: .down, on: .places) == .selectNextPlace)
        #expect(KeyMap.action(for: .character("k"), on: .places) == .selectPreviousPlace)
        #expect(KeyMap.action(for: .character("2"), on: .places) == .openPlace(1))
        #expect(KeyMap.action(for: .character("2"), on: .now) == .goTo(.forecast))
        #expect(KeyMap.action(for: .right, on: .places) == .nextPage)
        #expect(
            KeyMap.footerHints(asciiOnly: false, on: .places).first
                == "←/→ pages  Enter open  r refresh  u units  ? help  q quit")
        #expect(!KeyMap.footerHints(asciiOnly: false).joined().contains("Enter"))
    }

    @Test func footerHintsFromTheMap() {
        #expect(
            KeyMap.footerHints(asciiOnly: false) == [
                "←/→ pages  r refresh  u units  ? help  q quit", "←/→ pages  ? help  q quit", "? help"
            ])
        #expect(KeyMap.footerHints(asciiOnly: true).first == "<-/-> pages  r refresh  u units  ? help  q quit")
        for hint in KeyMap.bindings.compactMap(\.hint) where hint.keys.count == 1 {
            let binding = KeyMap.bindings.first { $0.hint == hint }
            #expect(
                binding?.label().split(separator: " ").contains(Substring(hint.keys)) == true,
                "the footer's \(hint.keys) is a key of its binding")
        }
    }

    @Test func theHelpOverlayClosesOnAnyKeyButQuitKeys() {
        var state = AppState(
            forecast: nil, units: .metric, size: Size(columns: 80, rows: 24), now: SampleForecasts.berlinNow)
        state.showingHelp = true
        for key in KeyMap.quitKeysOverOverlays {
            #expect(DashboardUpdate.update(state, .key(key)).1 == [.quit])
        }
        let (closed, effects) = DashboardUpdate.update(state, .key(.escape))
        #expect(!closed.showingHelp && effects.isEmpty)
        #expect(KeyMap.overlayNote == "q Ctrl-C quits · any other key closes")
    }
}
