import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// Each screen rendered into a Canvas and compared with the text a person approved.
@Suite struct DashboardSnapshotTests {
    static let now = SampleForecasts.berlinNow

    static func render(
        _ forecast: Forecast?, page: Page = .now, columns: Int = 80, rows: Int = 24, units: Units = .metric,
        icons: IconSet = .unicode, configure: (inout AppState) -> Void = { _ in }
    ) throws -> Canvas {
        var state = AppState(
            forecast: forecast, units: units, size: Size(columns: columns, rows: rows), now: now,
            appearance: Appearance(icons: icons))
        state.page = page
        configure(&state)
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(canvas.size == Size(columns: columns, rows: rows))
        for row in 0..<rows {
            #expect(DisplayWidth.of(canvas.line(row)) == columns, "row \(row) is drawn to exactly the screen's width")
        }
        return canvas
    }

    @Test(arguments: [(60, 16), (80, 24), (120, 40), (200, 60), (320, 90)])
    func bothPagesInDaylight(columns: Int, rows: Int) throws {
        let forecast = SampleForecasts.berlin()
        try Snapshot.expect(
            try Self.render(forecast, columns: columns, rows: rows), matches: "now-day-\(columns)x\(rows)")
        try Snapshot.expect(
            try Self.render(forecast, page: .forecast, columns: columns, rows: rows),
            matches: "forecast-day-\(columns)x\(rows)")
    }

    @Test func nightInImperial() throws {
        var forecast = SampleForecasts.berlin(condition: .clear, isDay: false, temperature: -6.4)
        // 21:30 in Berlin, fetched five minutes ago.
        let evening = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: 21, minute: 30, utcOffsetSeconds: 3600)
        forecast.current.time = evening.addingTimeInterval(-300)
        forecast.fetchedAt = evening.addingTimeInterval(-300)
        let atNight: (inout AppState) -> Void = { $0.now = evening }
        try Snapshot.expect(
            try Self.render(forecast, units: .imperial, configure: atNight), matches: "now-night-imperial-80x24")
        try Snapshot.expect(
            try Self.render(forecast, page: .forecast, units: .imperial, configure: atNight),
            matches: "forecast-night-imperial-80x24")
    }

    /// `--clock 12` under `LC_TIME=de_DE.UTF-8` (English names, as every other word), and a US 12-hour clock in the compact view and on the Mood page.
    @Test func twelveHourClockAndLocaleDayNames() throws {
        let forecast = SampleForecasts.berlin()
        let german: (inout AppState) -> Void = {
            $0.appearance.timeStyle = TimeStyle.fromLocale(environment: ["LC_TIME": "de_DE.UTF-8"], clock: .twelveHour)
        }
        try Snapshot.expect(try Self.render(forecast, configure: german), matches: "now-12h-de-80x24")
        try Snapshot.expect(
            try Self.render(forecast, page: .forecast, configure: german), matches: "forecast-12h-de-80x24")
        let american: (inout AppState) -> Void = {
            $0.appearance.timeStyle = TimeStyle.fromLocale(environment: ["LANG": "en_US.UTF-8"])
        }
        try Snapshot.expect(
            try Self.render(forecast, columns: 50, rows: 14, configure: american), matches: "compact-12h-50x14")
        let korean: (inout AppState) -> Void = {
            $0.appearance.timeStyle = TimeStyle.fromLocale(environment: ["LC_TIME": "ko_KR.UTF-8"])
        }
        try Snapshot.expect(
            try Self.render(forecast, columns: 60, rows: 16, configure: korean), matches: "now-12h-ko-60x16")
    }

    /// Terminal commands, bidi overrides and invisible characters from a server reach no cell on any page.
    @Test func hostileTextReachesNoCell() throws {
        let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{85}\u{202E}\u{200B}\u{2028}\u{E0041}Town"
        var forecast = SampleForecasts.berlin(name: hostile, region: hostile, country: hostile)
        forecast.current.description = hostile
        let mood = MoodEntry(
            id: 1, createdAt: Self.now, utcOffsetSeconds: 3600, level: .bad, comment: hostile,
            forecast: MoodForecast(
                createdAt: Self.now, latitude: 52.5, longitude: 13.4, temperatureCelsius: 3, summary: hostile,
                condition: .rain, isDay: true))
        let withBanner: (inout AppState) -> Void = {
            $0.moods = [mood]
            $0.banner = .error(hostile, now: Self.now)
        }
        for page in Page.allCases {
            for (columns, rows) in [(80, 24), (50, 14), (160, 12), (200, 60), (320, 90)] {
                let canvas = try Self.render(forecast, page: page, columns: columns, rows: rows, configure: withBanner)
                let unsafe = canvas.cells.flatMap { $0.text?.unicodeScalars.filter(TerminalText.isUnsafe) ?? [] }
                #expect(unsafe.isEmpty, "\(page) \(columns)x\(rows): \(unsafe.map { String($0.value, radix: 16) })")
            }
        }
        let nowPage = try Self.render(forecast, configure: withBanner)
        #expect((0..<24).contains { nowPage.line($0).contains("Evil31m") }, "shown as text")
    }

    @Test func longAndWideNamesAreCutByDisplayWidth() throws {
        let long = SampleForecasts.berlin(
            name: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", region: "Wales",
            country: "United Kingdom")
        try Snapshot.expect(try Self.render(long), matches: "now-long-name-80x24")
        let wide = SampleForecasts.berlin(name: "東京都千代田区丸の内一丁目", region: "東京都", country: "日本")
        try Snapshot.expect(try Self.render(wide), matches: "now-wide-name-80x24")
        try Snapshot.expect(try Self.render(wide, columns: 60, rows: 16), matches: "now-wide-name-60x16")
    }

    @Test func missingChanceOfRainShowsADashNotZero() throws {
        let canvas = try Self.render(SampleForecasts.berlin(chances: false), page: .forecast)
        try Snapshot.expect(canvas, matches: "forecast-no-chances-80x24")
        #expect(!canvas.text.contains(" 0%"))
        #expect(canvas.text.contains("–"))
    }

    @Test func missingTemperatureDoesNotBreakThePage() throws {
        try Snapshot.expect(
            try Self.render(SampleForecasts.berlin(temperature: nil)), matches: "now-no-temperature-80x24")
    }

    @Test(arguments: [(160, 12), (100, 15)])
    func wideShortPanesGetTheCompactView(columns: Int, rows: Int) throws {
        let canvas = try Self.render(SampleForecasts.berlin(), columns: columns, rows: rows)
        try Snapshot.expect(canvas, matches: "compact-\(columns)x\(rows)")
        #expect(
            canvas.text.contains("Next 7 days") && canvas.text.contains("Next hours"),
            "the daily outlook has a column of its own")
        let usedWidth =
            (0..<rows).map {
                canvas.line($0).trimmingCharacters(in: .whitespaces).isEmpty
                    ? 0
                    : DisplayWidth.of(
                        canvas.line($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression))
            }.max() ?? 0
        #expect(usedWidth >= columns * 3 / 4, "not a 30-column view: \(usedWidth) columns used")
    }

    @Test(arguments: [(40, 12), (30, 8), (20, 4)])
    func smallTerminalsGetTheCompactView(columns: Int, rows: Int) throws {
        try Snapshot.expect(
            try Self.render(SampleForecasts.berlin(), columns: columns, rows: rows),
            matches: "compact-\(columns)x\(rows)")
    }

    @Test(arguments: [(19, 3), (10, 2), (1, 1), (0, 0)])
    func tinyTerminalsGetOneLineAndNeverCrash(columns: Int, rows: Int) throws {
        let canvas = try Self.render(SampleForecasts.berlin(), columns: columns, rows: rows)
        if rows > 0, columns >= 10 {
            #expect(canvas.text.contains("Enlarge"))
        }
    }

    /// With saved places the overlay lists every key; with one place, none for the Places page it does not have.
    @Test func helpOverlayListsEveryKey() throws {
        let canvas = try Self.render(SampleForecasts.berlin()) {
            $0.showingHelp = true
            $0.places = ["Home", "Work"]
            $0.radarEnabled = true
        }
        try Snapshot.expect(canvas, matches: "help-80x24")
        for binding in KeyMap.bindings {
            #expect(canvas.text.contains(binding.description), "\(binding.description)")
            #expect(canvas.text.contains(binding.label()), "\(binding.label())")
        }
        #expect(canvas.text.contains("Shift-Tab"))
        #expect(canvas.text.contains("q Ctrl-C quits · any other key closes"))
        let single = try Self.render(SampleForecasts.berlin()) { $0.showingHelp = true }.text
        #expect(
            single.contains("1 2 3 ") && single.contains("page: Now, Forecast, Mood") && !single.contains("Mood, ")
                && !single.contains("Radar") && !single.contains("Enter"),
            "without the radar, no Radar page either: \(single)")
    }

    /// The Linux console (ASCII, 80×24) with saved places: every key line whole, and both lines of the legend.
    @Test func helpOverlayFitsTheLinuxConsoleWithPlaces() throws {
        let canvas = try Self.render(SampleForecasts.berlin(), icons: .ascii) {
            $0.showingHelp = true
            $0.places = ["Home", "Work"]
            $0.radarEnabled = true
        }
        try Snapshot.expect(canvas, matches: "help-ascii-places-80x24")
        for binding in KeyMap.bindings {
            #expect(canvas.text.contains(binding.description), "cut: \(binding.description)")
        }
        for line in HelpOverlayView.asciiLegend(.english) {
            #expect(canvas.text.contains(line), "legend line missing: \(line)")
        }
    }

    @Test func errorBannerLeavesTheDataVisible() throws {
        let canvas = try Self.render(SampleForecasts.berlin()) {
            $0.banner = .error("Cannot connect to api.open-meteo.com (connection refused)", now: Self.now)
            $0.lastFailure = "refused"
        }
        try Snapshot.expect(canvas, matches: "now-banner-80x24")
        #expect(canvas.text.contains("Feels like"))
    }

    /// The banner takes rows of its own under the header: the chart and the tables move down whole, nothing is covered.
    @Test func bannerTakesItsOwnRowsAndCoversNothing() throws {
        let message =
            "Cannot connect to api.open-meteo.com (connection refused); wxdash keeps the last forecast and tries again soon."
        let withBanner: (inout AppState) -> Void = { $0.banner = .error(message, now: Self.now) }
        let plain = try Self.render(SampleForecasts.berlin(), page: .forecast)
        let shifted = try Self.render(SampleForecasts.berlin(), page: .forecast, configure: withBanner)
        #expect(shifted.line(1).contains("Cannot connect") && shifted.line(2).contains("tries again"))
        for row in 2..<12 {
            #expect(
                shifted.line(row + 2) == plain.line(row), "row \(row) of the page moves down by the banner's two rows")
        }
        let now = try Self.render(SampleForecasts.berlin(), configure: withBanner)
        #expect(
            !now.line(1).contains("Feels like") && !now.line(2).contains("Feels like")
                && now.text.contains("Feels like"))
    }

    @Test func asciiIconsUseOnlyASCIIArt() throws {
        let canvas = try Self.render(SampleForecasts.berlin(), icons: .ascii)
        try Snapshot.expect(canvas, matches: "now-ascii-80x24")
        try Snapshot.expect(
            try Self.render(SampleForecasts.berlin(), page: .forecast, icons: .ascii), matches: "forecast-ascii-80x24")
    }

    @Test func noDataYetIsNeverABlankScreen() throws {
        let canvas = try Self.render(nil) { $0.isFetching = true }
        #expect(canvas.text.contains("Fetching the weather"))
        #expect(canvas.text.contains("←/→ pages"))
    }

    @Test func staleDataSaysSoAndOfflineDataSaysHowOld() throws {
        let stale = try Self.render(SampleForecasts.berlin()) { $0.now = Self.now.addingTimeInterval(3 * 3600) }
        #expect(stale.line(23).contains("Stale — Updated 10:30 (3 h ago)"), "\(stale.line(23))")
        #expect(stale[30, 10].style.dim, "stale data steps back")
        let offline = try Self.render(SampleForecasts.berlin()) {
            $0.now = Self.now.addingTimeInterval(35 * 60)
            $0.shown.failures = 3
            $0.nextRefresh = Self.now.addingTimeInterval(40 * 60)
        }
        try Snapshot.expect(offline, matches: "now-offline-80x24")
        #expect(
            offline.line(23).contains("Offline — showing data from 10:30, 47 min ago · retry 11:22"),
            "\(offline.line(23))")
        #expect(offline.text.contains("Feels like"), "old data is still shown")
    }

    @Test func sampleDataIsLabelled() throws {
        let canvas = try Self.render(SampleForecasts.berlin()) { $0.fallbackForecast = $0.forecast }
        #expect(canvas.line(0).contains("sample data"))
    }
}

@Suite struct ConditionArtColourTests {
    /// Only the sun and the moon are yellow: an overcast, foggy, wet or snowy sky is drawn in the text's colour.
    @Test func cloudsAreNotDrawnAsAYellowMoon() {
        for theme in Appearance.Theme.allCases {
            let palette = Palette.make(condition: .cloudy, isDay: true, theme: theme, dimmed: false)
            for condition: Condition in [.cloudy, .fog, .rain, .snow, .thunderstorm, .drizzle] {
                #expect(palette.art(for: condition) == palette.text.bolded, "\(condition) in \(theme)")
            }
            for condition: Condition in [.clear, .mostlyClear] {
                #expect(palette.art(for: condition) == palette.accent, "\(condition) in \(theme)")
            }
        }
    }

    /// A partly cloudy sky on a wall: the sun in the accent's yellow, the cloud in front of it in the text's colour.
    @Test func partlyCloudyArtHasAYellowSunAndAWhiteCloud() throws {
        let canvas = try DashboardSnapshotTests.render(
            SampleForecasts.berlin(condition: .partlyCloudy), columns: 200, rows: 60)
        let palette = Palette.make(condition: .partlyCloudy, isDay: true, theme: .dark, dimmed: false)
        // The picture is left of the digits, in the upper half.
        let ink = (0..<40).flatMap { row in (0..<50).map { canvas[$0, row] } }.filter {
            ["▀", "▄", "█"].contains($0.text)
        }
        #expect(ink.contains { $0.style == palette.accent })
        #expect(ink.contains { $0.style == palette.text.bolded })
        #expect(ink.allSatisfy { $0.style == palette.accent || $0.style == palette.text.bolded })
    }
}
