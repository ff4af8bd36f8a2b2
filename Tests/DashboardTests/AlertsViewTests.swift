import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// Official alerts on screen: the band on the top row of every page in the severity's colour, the headline on a
/// big Now page, the `a` list in full, the footer's note when the source fails, and the keys that open and scroll
/// the list.
@Suite struct AlertsViewTests {
    static let now = SampleForecasts.berlinNow
    static let description = """
        There is a risk of storm gusts (level 2 of 4).
        Max. gusts: 70-85 km/h; Wind direction: west; Increased gusts: near showers and thunderstorms and in exposed locations up to 95 km/h

        Heavy rain in places, with local flooding of streets and underpasses possible later in the evening as the front passes.
        """

    static func alert(_ event: String, _ severity: AlertSeverity, endsIn hours: Double? = 7) -> Alert {
        Alert(
            source: .brightSky, event: event, severity: severity,
            headline: "Official WARNING of \(event.uppercased()) for Berlin", description: description,
            instruction: "Secure loose objects. Stay away from trees and scaffolding.",
            onset: now.addingTimeInterval(-3600),
            ends: hours.map { now.addingTimeInterval($0 * 3600) }, sender: "Deutscher Wetterdienst", areas: ["Berlin"])
    }

    static func report(_ alerts: [Alert], coverage: AlertCoverage = .source(.brightSky), at: Date = now) -> AlertReport
    {
        AlertReport(coverage: coverage, alerts: alerts, fetchedAt: at)
    }

    static func withAlerts(_ alerts: [Alert]) -> (inout AppState) -> Void {
        { state in
            state.alertsEnabled = true
            state.alerts = report(alerts)
        }
    }

    static let several = [
        alert("frost", .minor, endsIn: 20), alert("storm gusts", .severe), alert("heavy rain", .moderate, endsIn: 30)
    ]

    static func render(
        page: Page = .now, columns: Int = 80, rows: Int = 24, icons: IconSet = .unicode,
        configure: (inout AppState) -> Void
    ) throws -> Canvas {
        try DashboardSnapshotTests.render(
            SampleForecasts.berlin(), page: page, columns: columns, rows: rows, icons: icons, configure: configure)
    }

    /// What a terminal without colour (NO_COLOR) draws: the attributes alone.
    static func monochrome(_ canvas: Canvas) -> Canvas {
        var copy = canvas
        copy.restyle(copy.area) { Style(bold: $0.bold, dim: $0.dim, reverse: $0.reverse, underline: $0.underline) }
        return copy
    }

    @Test(arguments: AlertSeverity.allCases)
    func theBandTakesTheTopRowInTheSeverityColour(severity: AlertSeverity) throws {
        let canvas = try Self.render(configure: Self.withAlerts([Self.alert("storm gusts", severity)]))
        try Snapshot.expect(canvas, matches: "alert-band-\(severity.rawValue)-80x24")
        #expect(canvas.line(0).hasPrefix(" ⚠ Storm gusts until 17:42"), "\(canvas.line(0))")
        #expect(canvas.line(1).contains("Berlin"), "the header moves down a row")
        #expect(canvas[0, 0].style == AlertTone.band(severity), "the whole row is the band")
        #expect(canvas[79, 0].style == AlertTone.band(severity))
    }

    @Test func severityColoursAreYellowOrangeRedAndCalmBelow() {
        func shown(_ severity: AlertSeverity) -> UInt8? { AlertTone.band(severity).foreground?.xterm256 }
        #expect(shown(.moderate) == 220 && shown(.severe) == 208 && shown(.extreme) == 196)
        #expect(shown(.minor) == shown(.unknown))
        for severity in AlertSeverity.allCases {
            #expect(AlertTone.band(severity).reverse, "reverse video survives NO_COLOR")
        }
    }

    @Test func withoutColourTheBandIsReverseVideo() throws {
        let canvas = Self.monochrome(try Self.render(configure: Self.withAlerts([Self.alert("storm gusts", .extreme)])))
        try Snapshot.expect(canvas, matches: "alert-band-no-color-80x24")
        #expect(canvas[0, 0].style.reverse && canvas[0, 0].style.foreground == nil)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func severalAlertsSayHowManyMoreOnEveryPage(columns: Int, rows: Int) throws {
        // One place: no Places page (its cards have badges of their own, in PlacesSnapshotTests).
        // The Radar page with the radar on (before its first frame).
        for page in Page.allCases where page != .places {
            let canvas = try Self.render(page: page, columns: columns, rows: rows) { state in
                Self.withAlerts(Self.several)(&state)
                state.radarEnabled = page == .radar
            }
            try Snapshot.expect(canvas, matches: "alert-several-\(page.title.lowercased())-\(columns)x\(rows)")
            #expect(canvas.line(0).contains("⚠ Storm gusts until 17:42"), "most severe first: \(canvas.line(0))")
            #expect(canvas.line(0).contains("+2 more"))
            #expect(canvas.line(0).contains("a details"), "the key that shows them all, from the key map")
        }
    }

    @Test func theBandCoversNothing() throws {
        // (The Mood page centres its note in the rows it has.)
        for page in [Page.now, .forecast] {
            let plain = try Self.render(page: page) { _ in }
            let banded = try Self.render(page: page, configure: Self.withAlerts(Self.several))
            for row in 0..<22 {
                #expect(banded.line(row + 1) == plain.line(row), "\(page) row \(row) moves down by the band's one row")
            }
        }
    }

    @Test func longEventNamesAreCutAndTheCountStays() throws {
        let long = Self.alert(
            "Hydrologic Outlook for the Lower Mississippi Valley and Adjacent Coastal Waters", .moderate, endsIn: nil)
        let canvas = try Self.render(configure: Self.withAlerts([long, Self.alert("frost", .minor)]))
        try Snapshot.expect(canvas, matches: "alert-band-long-80x24")
        #expect(canvas.line(0).contains("…"))
        #expect(canvas.line(0).contains("until further notice"))
        #expect(canvas.line(0).contains("+1 more"))
        let narrow = try Self.render(
            columns: 60, rows: 16, configure: Self.withAlerts([long, Self.alert("frost", .minor)]))
        #expect(narrow.line(0).contains("+1 more") && narrow.line(0).contains("Hydrologic"), "\(narrow.line(0))")
        #expect(DisplayWidth.of(narrow.line(0)) == 60)
    }

    @Test func theBigNowPageShowsTheHeadlineBesideTheWeather() throws {
        for (columns, rows) in [(120, 40), (200, 60)] {
            let canvas = try Self.render(columns: columns, rows: rows, configure: Self.withAlerts(Self.several))
            #expect(canvas.text.contains("Official WARNING of STORM GUSTS for Berlin"), "\(columns)x\(rows)")
        }
        #expect(
            try Self.render(columns: 120, rows: 40, configure: Self.withAlerts(Self.several)).text.contains(
                "Feels like"), "the words stay")
        let small = try Self.render(configure: Self.withAlerts(Self.several))
        #expect(!small.text.contains("Official WARNING"), "80×24 has the band only")
    }

    @Test func compactViewsKeepTheBandOnARowOfItsOwn() throws {
        for (columns, rows) in [(40, 12), (20, 4)] {
            let canvas = try Self.render(columns: columns, rows: rows, configure: Self.withAlerts(Self.several))
            try Snapshot.expect(canvas, matches: "alert-compact-\(columns)x\(rows)")
            #expect(canvas.line(0).hasPrefix(" ⚠ Storm"), "\(canvas.line(0))")
            #expect(canvas.line(1).contains("Berlin"))
        }
        // Below 20×4 there is room only for the request to enlarge the terminal.
        let tiny = try Self.render(columns: 19, rows: 3, configure: Self.withAlerts(Self.several))
        #expect(!tiny.text.contains("Storm"))
    }

    @Test func staleAlertsAreMarked() throws {
        let canvas = try Self.render {
            Self.withAlerts(Self.several)(&$0)
            $0.alerts?.fetchedAt = Self.now.addingTimeInterval(-20 * 60)
        }
        #expect(canvas.line(0).contains("stale: checked 10:22"), "\(canvas.line(0))")
    }

    @Test func aFailingSourceIsAShortNoteInTheFooter() throws {
        let canvas = try Self.render {
            Self.withAlerts(Self.several)(&$0)
            $0.alertsFailure = "official alerts from DWD (via Bright Sky) are not shown: connection refused"
            $0.nextAlertsFetch = Self.now.addingTimeInterval(5 * 60)
        }
        try Snapshot.expect(canvas, matches: "alert-footer-failure-80x24")
        #expect(canvas.line(23).contains("Updated 10:30"), "\(canvas.line(23))")
        #expect(
            canvas.line(23).contains("alerts failed · retry 10:47")
                || canvas.line(23).contains("alerts: DWD failed · retry 10:47"))
        let wide = try Self.render(columns: 200, rows: 60) {
            Self.withAlerts([])(&$0)
            $0.alertsFailure = "connection refused"
            $0.nextAlertsFetch = Self.now.addingTimeInterval(5 * 60)
        }
        #expect(wide.line(59).contains("alerts: DWD failed · retry 10:47"), "\(wide.line(59))")
        let narrow = try Self.render(columns: 60, rows: 16) { $0.alertsFailure = "refused" }
        #expect(narrow.line(15).contains("alerts failed"), "\(narrow.line(15))")
    }

    @Test func theListShowsEveryAlertInFull() throws {
        let canvas = try Self.render(configure: {
            Self.withAlerts(Self.several)(&$0)
            $0.alertsOverlay.isOpen = true
        })
        try Snapshot.expect(canvas, matches: "alert-list-80x24")
        #expect(canvas.text.contains("Official alerts"))
        #expect(canvas.text.contains("1/3 ⚠ Storm gusts · severe"))
        #expect(canvas.text.contains("from 09:42 until 17:42"))
        #expect(canvas.text.contains("↑ ↓ scroll · Esc a close"))
        let wall = try Self.render(columns: 200, rows: 60) {
            Self.withAlerts(Self.several)(&$0)
            $0.alertsOverlay.isOpen = true
        }
        try Snapshot.expect(wall, matches: "alert-list-200x60")
        for text in [
            "3/3 ⚠ Frost · minor", "Issued by Deutscher Wetterdienst", "What to do: Secure loose objects.",
            "Heavy rain in places"
        ] {
            #expect(wall.text.contains(text), "\(text)")
        }
        #expect(!wall.text.contains("scroll"), "all of it fits: nothing to scroll")
    }

    /// NWS wraps its texts at about 70 columns: the list flows each paragraph to the screen's width, "What to do:"
    /// once before the instruction, bullets on lines of their own.
    @Test func hardWrappedTextsFlowAsParagraphs() throws {
        var flood = Self.alert("flood watch", .moderate)
        flood.description =
            "The Flood Watch continues for\n\n* Portions of Northwest Oregon and Southwest Washington,\nincluding the following areas.\n\n* Through Sunday morning"
        flood.instruction =
            "A Flood Watch means there is a potential for flooding based on\ncurrent forecasts.\n\nYou should monitor later forecasts and be alert for possible\nFlood Warnings."
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 120, rows: 40), now: Self.now)
        Self.withAlerts([flood])(&state)
        let lines = AlertsListText(state: state, location: nil, asciiOnly: false).lines(width: 100).map(\.text)
        #expect(lines.filter { $0.contains("What to do:") }.count == 1, "\(lines)")
        #expect(
            lines.contains(
                "What to do: A Flood Watch means there is a potential for flooding based on current forecasts."))
        #expect(lines.contains("You should monitor later forecasts and be alert for possible Flood Warnings."))
        #expect(
            lines.contains("* Portions of Northwest Oregon and Southwest Washington, including the following areas."))
        #expect(lines.contains("* Through Sunday morning"))
        let paragraphs = AlertsListText.paragraphs("one\ntwo\n\n\n- three\n- four\n  five")
        #expect(paragraphs.map(\.text) == ["one two", "- three", "- four five"])
        #expect(
            paragraphs.map(\.afterBlank) == [false, true, false],
            "a bullet right under another has no blank line before it")
    }

    @Test func theListScrollsAndNeverLeavesItsBox() throws {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        Self.withAlerts(Self.several)(&state)
        state = DashboardUpdate.update(state, .key(.character("a"))).0
        #expect(state.alertsOverlay.isOpen && state.alertsOverlay.scroll == 0)
        let limit = AlertsOverlay.scrollLimit(for: state)
        #expect(limit > 10)
        state = DashboardUpdate.update(state, .key(.down)).0
        state = DashboardUpdate.update(state, .key(.character("j"))).0
        #expect(state.alertsOverlay.scroll == 2)
        for _ in 0..<5 { state = DashboardUpdate.update(state, .key(.pageDown)).0 }
        #expect(state.alertsOverlay.scroll == limit, "never past the end")
        let end = DashboardView(state: state, assets: try Snapshot.assets()).render()
        try Snapshot.expect(end, matches: "alert-list-scrolled-80x24")
        #expect(end.text.contains("Issued by Deutscher Wetterdienst"))
        state = DashboardUpdate.update(state, .key(.up)).0
        #expect(state.alertsOverlay.scroll == limit - 1, "one up from the end, however often ↓ was pressed")
        state = DashboardUpdate.update(state, .key(.pageUp)).0
        state = DashboardUpdate.update(state, .key(.pageUp)).0
        state = DashboardUpdate.update(state, .key(.pageUp)).0
        #expect(state.alertsOverlay.scroll == 0)
        // Text from the provider stays inside the box at every size, wide characters included.
        var hostile = Self.several
        hostile[0].description =
            String(repeating: "東京都千代田区丸の内 ", count: 40) + "\u{1B}[2J" + String(repeating: "x", count: 300)
        for (columns, rows) in [(20, 4), (30, 8), (60, 16), (80, 24), (320, 90)] {
            var sized = state
            sized.size = Size(columns: columns, rows: rows)
            sized.alerts = Self.report(hostile)
            sized.alertsOverlay.scroll = AlertsOverlay.scrollLimit(for: sized)
            let canvas = DashboardView(state: sized, assets: try Snapshot.assets()).render()
            let box = AlertsOverlay.geometry(for: sized.size).box
            for row in 0..<rows {
                #expect(DisplayWidth.of(canvas.line(row)) == columns)
                if !box.contains(column: 0, row: row) || box.x > 0 {
                    #expect(!canvas.line(row).hasPrefix("東"), "\(columns)x\(rows) row \(row)")
                }
            }
        }
    }

    @Test func aOpensTheListAndAOrEscClosesItQQuits() {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        Self.withAlerts(Self.several)(&state)
        let opened = DashboardUpdate.update(state, .key(.character("a"))).0
        #expect(opened.alertsOverlay.isOpen)
        #expect(!DashboardUpdate.update(opened, .key(.character("a"))).0.alertsOverlay.isOpen)
        let (closed, effects) = DashboardUpdate.update(opened, .key(.escape))
        #expect(!closed.alertsOverlay.isOpen && effects.isEmpty, "Esc closes the list; it does not quit")
        #expect(DashboardUpdate.update(opened, .key(.character("q"))).1 == [.quit])
        let (still, _) = DashboardUpdate.update(opened, .key(.right))
        #expect(still.alertsOverlay.isOpen && still.page == .now, "no page turns behind the list")
        #expect(DashboardUpdate.update(opened, .rotateDue).0.page == .now, "--rotate waits while the list is open")
    }

    @Test func theBandGoesAtItsEndWithoutAFetch() throws {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        Self.withAlerts([Self.alert("storm gusts", .severe, endsIn: 0.5)])(&state)
        let assets = try Snapshot.assets()
        #expect(DashboardView(state: state, assets: assets).render().line(0).contains("Storm gusts until 11:12"))
        #expect(state.nextAlertChange == Self.now.addingTimeInterval(1800))
        // The runtime's tick at the end, a little after the last minute tick.
        state.now = Self.now.addingTimeInterval(1780)
        let (ended, effects) = DashboardUpdate.update(state, .tick(Self.now.addingTimeInterval(1800)))
        #expect(effects.isEmpty, "no fetch")
        let canvas = DashboardView(state: ended, assets: assets).render()
        #expect(canvas.line(0).contains("Berlin"), "the header is back on top")
        #expect(!canvas.text.contains("Storm"))
        #expect(ended.nextAlertChange == nil)
    }

    @Test func noSourceIsSaidOnceQuietlyNeverAsNoAlerts() throws {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.alertsEnabled = true
        let report = Self.report([], coverage: .noSource(country: "Nepal"))
        state = DashboardUpdate.update(state, .alertsFetched(report, at: Self.now)).0
        #expect(state.banner?.message == "No official alerts source for Nepal")
        #expect(state.banner?.kind == .info && state.banner?.expiresAt != nil)
        state.banner = nil
        state = DashboardUpdate.update(state, .alertsFetched(report, at: Self.now.addingTimeInterval(300))).0
        #expect(state.banner == nil, "said once")
        state.alertsOverlay.isOpen = true
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        try Snapshot.expect(canvas, matches: "alert-list-no-source-80x24")
        #expect(canvas.text.contains("No official alerts source for Nepal."))
        #expect(!canvas.text.contains("No official alerts in force"))
        state.alerts = Self.report([])
        let none = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(none.text.contains("No official alerts in force (DWD (via Bright Sky), checked 10:42)."))
    }

    @Test func asciiIconsUseAnASCIIMarker() throws {
        let canvas = try Self.render(icons: .ascii, configure: Self.withAlerts(Self.several))
        #expect(canvas.line(0).hasPrefix(" ! Storm gusts"))
    }
}
