import Drawing
import Foundation
import KeyPress
import Radar
import Testing
import WeatherKit

@testable import Dashboard

/// The Radar page in `DashboardUpdate`: in the paging order only while the radar is on, and its reads: the first
/// when the page is shown, then one every ten minutes while it shows, never more often (failures included).
@Suite struct RadarPageUpdateTests {
    static let now = SampleForecasts.berlinNow

    static func state(radar: Bool = true, page: Page = .now) -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(name: "Berlin"), units: .metric, size: Size(columns: 80, rows: 24),
            now: now)
        state.forecast?.fetchedAt = now
        state.radarEnabled = radar
        state.page = page
        return state
    }

    static var location: Location { state().forecast!.location }
    static var fetch: DashboardEffect {
        .fetchRadar(place: 0, latitude: location.latitude, longitude: location.longitude)
    }
    static let frames = [
        RadarFrame(time: now.addingTimeInterval(-1200), zoom: 7, tileSize: 512, tiles: []),
        RadarFrame(time: now.addingTimeInterval(-600), zoom: 7, tileSize: 512, tiles: [])
    ]
    static let observation = RadarObservation(
        frameTime: now.addingTimeInterval(-600), frames: 2, atPlaceDBZ: nil, atPlaceMillimetresPerHour: 0,
        nearestRainKilometres: 25,
        bearingDegrees: 270, motion: .init(towardDegrees: 90, kilometresPerHour: 60), arrivalMinutes: 25)

    static func apply(_ events: DashboardEvent..., to start: AppState) -> (AppState, [DashboardEffect]) {
        var state = start
        var effects: [DashboardEffect] = []
        for event in events {
            let result = DashboardUpdate.update(state, event)
            state = result.0
            effects += result.1
        }
        return (state, effects)
    }

    /// The minute ticks from `start` (excluded) to `end`: a longer gap between ticks would read as a clock jump.
    static func ticks(after start: Date, until end: Date) -> [DashboardEvent] {
        stride(from: 60.0, through: end.timeIntervalSince(start), by: 60).map { .tick(start.addingTimeInterval($0)) }
            + (end.timeIntervalSince(start).truncatingRemainder(dividingBy: 60) == 0 ? [] : [.tick(end)])
    }

    static func apply(_ events: [DashboardEvent], to start: AppState) -> (AppState, [DashboardEffect]) {
        var state = start
        var effects: [DashboardEffect] = []
        for event in events {
            let result = DashboardUpdate.update(state, event)
            state = result.0
            effects += result.1
        }
        return (state, effects)
    }

    @Test func withTheRadarOffThereIsNoRadarPage() {
        let off = Self.state(radar: false)
        #expect(off.pages == [.now, .forecast, .mood])
        #expect(Self.apply(.key(.right), .key(.right), to: off).0.page == .mood)
        let (five, effects) = Self.apply(.key(.character("5")), to: off)
        #expect(five == off.with { $0.rotationHeld = true }, "5 does nothing")
        #expect(effects.isEmpty)
    }

    @Test func withTheRadarOnItComesAfterForecastAndIsReadWhenShown() {
        let start = Self.state()
        #expect(start.pages == [.now, .forecast, .radar, .mood])
        let (forecast, none) = Self.apply(.key(.right), to: start)
        #expect(none.isEmpty, "nothing is read before the page shows")
        let (radar, effects) = Self.apply(.key(.right), to: forecast)
        var expected = forecast
        expected.page = .radar
        expected.radar.isFetching = true
        #expect(radar == expected)
        #expect(effects == [Self.fetch])
        #expect(Self.apply(.key(.character("5")), to: start).1 == [Self.fetch], "5 shows it too")
        #expect(Self.apply(.key(.left), to: Self.state(page: .mood)).1 == [Self.fetch])
    }

    @Test func theFramesAreKeptAndTheNextReadIsTenMinutesLater() {
        let (asked, _) = Self.apply(.key(.character("5")), to: Self.state())
        let at = Self.now.addingTimeInterval(5)
        let (fetched, effects) = Self.apply(
            .radarFetched(frames: Self.frames, observation: Self.observation, problem: nil, at: at), to: asked)
        var expected = asked
        expected.now = at
        expected.radar.frames = Self.frames
        expected.radar.observation = Self.observation
        expected.radar.checkedAt = at
        expected.radar.isFetching = false
        expected.radar.shownFrame = 1
        expected.radar.nextStep = at.addingTimeInterval(RadarPageView.newestHold)
        #expect(fetched == expected)
        #expect(effects.isEmpty)
        #expect(DashboardTimer.plan(for: fetched)[.radar] == at.addingTimeInterval(600))
        // Minute ticks before the ten minutes are over ask nothing; the tick at the end asks once.
        let (early, noEffects) = Self.apply(Self.ticks(after: at, until: at.addingTimeInterval(599)), to: fetched)
        #expect(noEffects.isEmpty)
        let (due, dueEffects) = Self.apply(.tick(at.addingTimeInterval(600)), to: early)
        #expect(dueEffects == [Self.fetch])
        #expect(due.radar.isFetching)
        #expect(DashboardTimer.plan(for: due)[.radar] == nil, "no timer while a read is under way")
        #expect(Self.apply(.tick(at.addingTimeInterval(660)), to: due).1.isEmpty, "and no second read while it is")
    }

    @Test func theRadarIsNotReadWhileThePageIsNotShown() {
        let (asked, _) = Self.apply(.key(.character("5")), to: Self.state())
        let (fetched, _) = Self.apply(
            .radarFetched(frames: Self.frames, observation: Self.observation, problem: nil, at: Self.now), to: asked)
        let (away, awayEffects) = Self.apply(
            [.key(.right)] + Self.ticks(after: Self.now, until: Self.now.addingTimeInterval(3600)), to: fetched)
        #expect(away.page == .mood)
        #expect(awayEffects.isEmpty)
        #expect(DashboardTimer.plan(for: away)[.radar] == nil)
        // Back within ten minutes of the last read: no read, the timer for the rest of the ten minutes.
        let (soon, soonEffects) = Self.apply(
            .key(.left),
            to: Self.apply(.radarFetched(frames: [], observation: nil, problem: nil, at: away.now), to: away).0)
        #expect(soonEffects.isEmpty)
        #expect(soon.radar.frames == Self.frames, "a read with no frame keeps the frames on screen")
        #expect(DashboardTimer.plan(for: soon)[.radar] == away.now.addingTimeInterval(600))
        // Back after an hour away: read at once.
        #expect(Self.apply(.key(.left), to: away).1 == [Self.fetch])
    }

    @Test func aFailureIsSaidAndTriedAgainOnlyTenMinutesLater() throws {
        let (asked, _) = Self.apply(.key(.character("5")), to: Self.state())
        let failure = RadarFailure(
            kind: .unavailable, message: "the radar index could not be fetched (no route to host)")
        let (failed, effects) = Self.apply(.radarFailed(failure, at: Self.now), to: asked)
        var expected = asked
        expected.radar.isFetching = false
        expected.radar.checkedAt = Self.now
        expected.radar.problem = failure.message
        #expect(failed == expected)
        #expect(effects.isEmpty)
        #expect(Self.apply(Self.ticks(after: Self.now, until: Self.now.addingTimeInterval(540)), to: failed).1.isEmpty)
        #expect(
            Self.apply(Self.ticks(after: Self.now, until: Self.now.addingTimeInterval(600)), to: failed).1 == [
                Self.fetch
            ])
        let text = DashboardView(
            state: failed.with { $0.size = Size(columns: 120, rows: 40) }, assets: try Snapshot.assets()
        ).render().text
        #expect(
            text.contains("Radar not updated: the radar index could not be fetched (no route to host); next try at"),
            "\(text)")
        // At 80 columns, on as many rows as it takes: the next try is not cut off.
        let narrow = DashboardView(
            state: failed.with { $0.size = Size(columns: 80, rows: 24) }, assets: try Snapshot.assets()
        ).render().text
        #expect(narrow.contains("next try at 10:52"), "\(narrow)")
    }

    @Test func withNoForecastYetTheRadarWaitsForThePlace() throws {
        var start = Self.state(page: .radar)
        let forecast = start.forecast!
        start.forecast = nil
        let (waiting, effects) = Self.apply(.tick(Self.now), to: start)
        #expect(effects.isEmpty, "no coordinates, no read")
        #expect(
            DashboardView(state: waiting.with { $0.size = Size(columns: 120, rows: 40) }, assets: try Snapshot.assets())
                .render().text.contains("The radar comes once the place's forecast has come"))
        let (_, arrived) = Self.apply(.fetchSucceeded(forecast, at: Self.now), to: waiting)
        #expect(arrived.contains(Self.fetch), "\(arrived)")
    }

    /// Tab on the Radar page shows the next saved place's radar: read for its own coordinates, on its own schedule.
    @Test func tabReadsTheNextPlacesRadar() {
        var start = Self.state(page: .radar)
        start.places = ["Home", "Cabin"]
        var cabin = SampleForecasts.berlin(name: "Cabin")
        cabin.location.latitude = 54.1
        cabin.location.longitude = 12.1
        cabin.fetchedAt = Self.now
        start.placeStates[1].forecast = cabin
        let (home, homeEffects) = Self.apply(.tick(Self.now), to: start)
        #expect(homeEffects == [Self.fetch])
        let (read, _) = Self.apply(
            .radarFetched(frames: Self.frames, observation: nil, problem: nil, at: Self.now, place: 0), to: home)
        let (other, effects) = Self.apply(.key(.tab), to: read)
        // The place's forecast keeps its own schedule; its radar is read now.
        let refresh = DashboardEffect.scheduleRefresh(at: Self.now.addingTimeInterval(start.refreshPolicy.interval))
        #expect(effects == [refresh, .fetchRadar(place: 1, latitude: 54.1, longitude: 12.1)])
        #expect(other.radar.isFetching && other.radar.frames.isEmpty)
        let (back, backEffects) = Self.apply(.key(.backTab), to: other)
        #expect(backEffects == [refresh], "home's frames were read just now: not read again")
        #expect(back.radar.frames == Self.frames)
    }

    /// Frames that could not be renewed stay, and say how old they are: old rain is not today's.
    @Test func oldFramesSayTheirAge() throws {
        let (asked, _) = Self.apply(.key(.character("5")), to: Self.state())
        let (fetched, _) = Self.apply(
            .radarFetched(frames: Self.frames, observation: Self.observation, problem: nil, at: Self.now), to: asked)
        let later = Self.now.addingTimeInterval(35 * 60)
        var (failed, _) = Self.apply(
            Self.ticks(after: Self.now, until: later.addingTimeInterval(-60))
                + [
                    .radarFailed(
                        RadarFailure(
                            kind: .unavailable, message: "the radar index could not be fetched (no route to host)"),
                        at: later)
                ],
            to: fetched)
        failed.size = Size(columns: 120, rows: 40)
        #expect(failed.radar.frames == Self.frames)
        // The animation at its newest frame, which says the age.
        failed.radar.shownFrame = 1
        let text = DashboardView(state: failed, assets: try Snapshot.assets()).render().text
        let clock = { (instant: Date) in TimeStyle.standard.clock(failed.forecast!.location.localTime(at: instant)) }
        // The newest frame was 10 min old at the last read: 45 min now.
        #expect(text.contains("Radar \(clock(Self.now.addingTimeInterval(-600))) (45 min old)"), "\(text)")
        #expect(
            text.contains(
                "Radar not updated: the radar index could not be fetched (no route to host); next try at \(clock(later.addingTimeInterval(600)))"
            ))
    }

    /// The animation: the newest frame first, held longest, then from the oldest, each half a second; a planned
    /// timer for each step while the page shows, none when it does not.
    @Test func theFramesAnimateWhileThePageShows() {
        let (asked, _) = Self.apply(.key(.character("5")), to: Self.state())
        let frames = Self.frames + [RadarFrame(time: Self.now, zoom: 7, tileSize: 512, tiles: [])]
        let (fetched, _) = Self.apply(
            .radarFetched(frames: frames, observation: nil, problem: nil, at: Self.now), to: asked)
        var seen = [fetched.radar.shownFrame]
        var plans = [DashboardTimer.plan(for: fetched)[.radarFrame]]
        var state = fetched
        for offset in [2.5, 3.0, 3.5, 6.0] {
            state = Self.apply(.tick(Self.now.addingTimeInterval(offset)), to: state).0
            seen.append(state.radar.shownFrame)
            plans.append(DashboardTimer.plan(for: state)[.radarFrame])
        }
        #expect(seen == [2, 0, 1, 2, 0])
        #expect(plans == [2.5, 3.0, 3.5, 6.0, 6.5].map { Self.now.addingTimeInterval($0) })
        let (away, _) = Self.apply(.key(.right), to: state)
        #expect(DashboardTimer.plan(for: away)[.radarFrame] == nil)
        #expect(
            Self.apply(.tick(Self.now.addingTimeInterval(60)), to: away).0.radar == away.radar,
            "a page not shown does not move")
    }

    /// Once the Radar page read the radar, the Now page tells the same rain story: rain the radar sees coming sooner
    /// than the forecast says is the outlook's, named as the radar's.
    @Test func theNowPageTellsTheRadarsRainOnceRead() throws {
        var state = Self.state(page: .now)
        state.size = Size(columns: 200, rows: 60)
        let before = DashboardView(state: state, assets: try Snapshot.assets()).render().text
        #expect(!before.contains("Radar:"))
        var observation = Self.observation
        observation.frameTime = Self.now.addingTimeInterval(-300)
        observation.arrivalMinutes = 15
        state.radar.observation = observation
        #expect(state.displayedForecast?.radar == observation)
        let outlook = RainOutlook(forecast: try #require(state.displayedForecast), now: Self.now)
        #expect(outlook.spell?.source == .radar, "\(String(describing: outlook.spell))")
        // The radar's sentence is wider than the outlook's room beside the temperature: its short form, the
        // radar's arrival (the frame 5 min old, the rain 15 min after it).
        let after = DashboardView(state: state, assets: try Snapshot.assets()).render().text
        let arrival =
            "☂" + TimeStyle.standard.clock(state.forecast!.location.localTime(at: Self.now.addingTimeInterval(600)))
        #expect(!before.contains(arrival))
        #expect(after.contains(arrival), "\(after)")
    }

    @Test func rotationPassesOverTheRadarPageWhenTheRadarIsOff() {
        var off = Self.state(radar: false, page: .forecast)
        off.rotationPages = [.now, .forecast, .radar]
        #expect(Self.apply(.rotateDue, to: off).0.page == .now)
        var on = off
        on.radarEnabled = true
        let (rotated, effects) = Self.apply(.rotateDue, to: on)
        #expect(rotated.page == .radar)
        #expect(effects == [Self.fetch])
    }
}

extension AppState {
    fileprivate func with(_ change: (inout AppState) -> Void) -> AppState {
        var copy = self
        change(&copy)
        return copy
    }
}
