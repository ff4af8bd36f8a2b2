import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// `--night`: when the page dims, what wakes it, and what it shows.
@Suite struct NightModeTests {
    /// A forecast for a place at `offset` whose sun rises and sets at these local times every day.
    static func place(offset: Int, sunrise: (Int, Int), sunset: (Int, Int), polar: SunTimes.Polar? = nil) -> Forecast {
        var forecast = SampleForecasts.berlin()
        forecast.location.utcOffsetSeconds = offset
        forecast.location.timeZoneIdentifier = nil
        for index in forecast.daily.indices {
            let date = forecast.daily[index].date
            forecast.daily[index].sun =
                polar.map { SunTimes(polar: $0) }
                ?? SunTimes(
                    sunrise: LocalDateTime.instant(
                        date: date, hour: sunrise.0, minute: sunrise.1, utcOffsetSeconds: offset),
                    sunset: LocalDateTime.instant(
                        date: date, hour: sunset.0, minute: sunset.1, utcOffsetSeconds: offset))
        }
        return forecast
    }

    static func at(_ day: Int, _ hour: Int, _ minute: Int, offset: Int) -> Date {
        LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: day), hour: hour, minute: minute, utcOffsetSeconds: offset)
    }

    @Test(arguments: [20_700, -25_200])
    func autoRunsFromAnHourAfterSunsetToAnHourBeforeSunriseOnThePlacesClock(offset: Int) {
        let forecast = Self.place(offset: offset, sunrise: (6, 40), sunset: (17, 10))
        let night = NightSchedule.auto
        #expect(!night.isNight(at: Self.at(30, 18, 9, offset: offset), forecast: forecast))
        #expect(night.isNight(at: Self.at(30, 18, 10, offset: offset), forecast: forecast))
        #expect(night.isNight(at: Self.at(30, 23, 59, offset: offset), forecast: forecast))
        #expect(night.isNight(at: Self.at(30, 0, 30, offset: offset).addingTimeInterval(86_400), forecast: forecast))
        #expect(night.isNight(at: Self.at(30, 5, 39, offset: offset), forecast: forecast))
        #expect(!night.isNight(at: Self.at(30, 5, 40, offset: offset), forecast: forecast))
        #expect(!night.isNight(at: Self.at(30, 12, 0, offset: offset), forecast: forecast))
    }

    @Test func aSunsetNearMidnightStartsTheNightAfterMidnight() {
        let forecast = Self.place(offset: 7200, sunrise: (3, 30), sunset: (23, 30))
        #expect(!NightSchedule.auto.isNight(at: Self.at(30, 23, 59, offset: 7200), forecast: forecast))
        #expect(
            NightSchedule.auto.isNight(
                at: Self.at(30, 0, 30, offset: 7200).addingTimeInterval(86_400), forecast: forecast))
        #expect(NightSchedule.auto.isNight(at: Self.at(30, 2, 29, offset: 7200), forecast: forecast))
        #expect(!NightSchedule.auto.isNight(at: Self.at(30, 2, 30, offset: 7200), forecast: forecast))
        // A night shorter than the two hours of twilight is no night at all.
        let white = Self.place(offset: 7200, sunrise: (1, 0), sunset: (23, 30))
        #expect(
            !NightSchedule.auto.isNight(
                at: Self.at(30, 0, 40, offset: 7200).addingTimeInterval(86_400), forecast: white))
    }

    @Test func polarDayHasNoNightAndPolarNightKeepsTheClocksNight() {
        let summer = Self.place(offset: 3600, sunrise: (0, 0), sunset: (0, 0), polar: .midnightSun)
        #expect(!NightSchedule.auto.isNight(at: Self.at(30, 2, 0, offset: 3600), forecast: summer))
        let winter = Self.place(offset: 3600, sunrise: (0, 0), sunset: (0, 0), polar: .polarNight)
        #expect(NightSchedule.auto.isNight(at: Self.at(30, 23, 0, offset: 3600), forecast: winter))
        #expect(!NightSchedule.auto.isNight(at: Self.at(30, 12, 0, offset: 3600), forecast: winter))
        #expect(!NightSchedule.auto.isNight(at: Self.at(30, 2, 0, offset: 3600), forecast: nil))
    }

    @Test func aRangeUsesTheMachinesClockNotThePlaces() throws {
        let machine = try #require(TimeZone(secondsFromGMT: 3600))
        let range = NightSchedule.range(start: 22 * 60, end: 6 * 60 + 30, timeZone: machine)
        let kathmandu = Self.place(offset: 20_700, sunrise: (6, 40), sunset: (17, 10))
        #expect(range.isNight(at: Self.at(30, 22, 0, offset: 3600), forecast: kathmandu))
        #expect(range.isNight(at: Self.at(30, 6, 29, offset: 3600), forecast: kathmandu))
        #expect(!range.isNight(at: Self.at(30, 6, 30, offset: 3600), forecast: kathmandu))
        #expect(!range.isNight(at: Self.at(30, 21, 59, offset: 3600), forecast: nil))
        #expect(!NightSchedule.off.isNight(at: Self.at(30, 23, 0, offset: 3600), forecast: kathmandu))
    }

    static func state(at now: Date, offset: Int = -25_200) -> AppState {
        var state = AppState(
            forecast: place(offset: offset, sunrise: (6, 40), sunset: (17, 10)), units: .metric,
            size: Size(columns: 80, rows: 24), now: now)
        state.night = .auto
        return state
    }

    @Test func ticksEnterTheNightAndLeaveItAtDawn() {
        var state = Self.state(at: Self.at(30, 18, 9, offset: -25_200))
        #expect(!state.showsNightPage)
        state = DashboardUpdate.update(state, .tick(Self.at(30, 18, 10, offset: -25_200))).0
        #expect(state.showsNightPage)
        state = DashboardUpdate.update(state, .tick(Self.at(30, 5, 39, offset: -25_200).addingTimeInterval(86_400))).0
        #expect(state.showsNightPage)
        state = DashboardUpdate.update(state, .tick(Self.at(30, 5, 40, offset: -25_200).addingTimeInterval(86_400))).0
        #expect(!state.showsNightPage)
    }

    @Test func theFirstKeyOnlyWakesThePageForAMinuteAndTheNextActs() {
        let night = Self.at(30, 23, 0, offset: -25_200)
        var (state, effects) = DashboardUpdate.update(Self.state(at: night), .key(.right))
        #expect(effects.isEmpty)
        #expect(state.page == .now, "the waking key is not acted on")
        #expect(!state.showsNightPage)
        (state, _) = DashboardUpdate.update(state, .key(.right))
        #expect(state.page == .forecast)
        (state, _) = DashboardUpdate.update(state, .tick(night.addingTimeInterval(59)))
        #expect(!state.showsNightPage)
        (state, _) = DashboardUpdate.update(state, .tick(night.addingTimeInterval(60)))
        #expect(state.showsNightPage, "a minute after the last key the page sleeps again")
        (state, effects) = DashboardUpdate.update(state, .key(.character("q")))
        #expect(effects.isEmpty, "q wakes the page; it does not quit")
    }

    @Test func keysByDayAreActedOnAtOnce() {
        let (state, effects) = DashboardUpdate.update(
            Self.state(at: Self.at(30, 12, 0, offset: -25_200)), .key(.character("q")))
        #expect(effects == [.quit])
        #expect(state.awakeUntil == nil)
    }

    @Test func refreshesGoOnAtNight() {
        var state = Self.state(at: Self.at(30, 23, 0, offset: -25_200))
        state.nextRefresh = state.now
        let (_, effects) = DashboardUpdate.update(state, .tick(state.now.addingTimeInterval(60)))
        #expect(effects == [.fetch(place: 0)])
    }

    static func nightState(columns: Int = 80, rows: Int = 24, alerts: [Alert] = [], monochrome: Bool = false)
        -> AppState
    {
        let now = at(30, 23, 0, offset: -25_200)
        var state = state(at: now)
        state.size = Size(columns: columns, rows: rows)
        state.appearance.monochrome = monochrome
        state.alertsEnabled = true
        state.alerts = AlertReport(coverage: .source(.brightSky), alerts: alerts, fetchedAt: now)
        return state
    }

    static let alerts = [
        Alert(source: .brightSky, event: "frost", severity: .minor),
        Alert(source: .brightSky, event: "storm gusts", severity: .severe, headline: "Gusts up to 100 km/h")
    ]

    @Test(arguments: [(80, 24), (120, 40), (60, 16), (40, 12), (200, 60)])
    func thePageAtNight(columns: Int, rows: Int) throws {
        let canvas = DashboardView(
            state: Self.nightState(columns: columns, rows: rows, alerts: Self.alerts), assets: try Snapshot.assets()
        ).render()
        try Snapshot.expect(canvas, matches: "night-\(columns)x\(rows)")
        // Every row, to the last, on the night's black at both edges (a severe alert keeps the day's colours in
        // its own cells): none is left to the terminal's own background.
        let black = Palette.night(monochrome: false).page.background
        #expect(black != nil)
        let bare = (0..<rows).filter {
            canvas[0, $0].style.background != black || canvas[columns - 1, $0].style.background != black
        }
        #expect(bare.isEmpty, "rows without the night's background: \(bare)")
    }

    @Test func withoutColourTheNightPageIsDim() throws {
        let canvas = DashboardView(state: Self.nightState(monochrome: true), assets: try Snapshot.assets()).render()
        try Snapshot.expect(canvas, matches: "night-no-color-80x24")
    }

    @Test func aSevereAlertStaysInFullAtNightALesserOneDims() throws {
        let state = Self.nightState(alerts: Self.alerts)
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        let night = Palette.night(monochrome: false)
        let rows = (0..<24).map { canvas.line($0) }
        let severe = try #require(rows.firstIndex { $0.contains("Storm gusts: Gusts up to 100 km/h") })
        let minor = try #require(rows.firstIndex { $0.contains("Frost") })
        let severeColumn = try #require(canvas.line(severe).firstIndex(of: "S")).utf16Offset(in: canvas.line(severe))
        #expect(canvas[severeColumn, severe].style != night.muted && canvas[severeColumn, severe].style != night.text)
        let minorColumn = try #require(canvas.line(minor).firstIndex(of: "F")).utf16Offset(in: canvas.line(minor))
        #expect(canvas[minorColumn, minor].style == night.muted)
    }

    @Test func awakeTheFullPageShows() throws {
        var state = Self.nightState()
        state.awakeUntil = state.now.addingTimeInterval(30)
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(canvas.text.contains("Feels like"))
    }
}
