import Drawing
import Foundation
import KeyPress
import Testing
import WeatherKit

@testable import Dashboard

@Suite struct DashboardUpdateTests {
    static let now = SampleForecasts.berlinNow

    func state(page: Page = .now) -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.page = page
        return state
    }

    func press(_ keys: Key..., in start: AppState) -> (AppState, [DashboardEffect]) {
        var state = start
        var effects: [DashboardEffect] = []
        for key in keys {
            let result = DashboardUpdate.update(state, .key(key))
            state = result.0
            effects += result.1
        }
        return (state, effects)
    }

    @Test(arguments: [Key.right, .down, .pageDown, .character("l"), .character("j"), .character("2")])
    func forwardKeysGoToTheForecastPage(key: Key) {
        let (next, effects) = press(key, in: state())
        #expect(next.page == .forecast)
        #expect(effects.isEmpty)
    }

    @Test(arguments: [Key.left, .up, .pageUp, .character("h"), .character("k"), .character("1"), .home])
    func backKeysReturnToTheNowPage(key: Key) {
        #expect(press(key, in: state(page: .forecast)).0.page == .now)
    }

    @Test func pagingWrapsAroundThroughAllThreePages() {
        #expect(press(.right, .right, in: state()).0.page == .mood)
        #expect(press(.right, .right, .right, in: state()).0.page == .now)
        #expect(press(.left, in: state()).0.page == .mood)
        #expect(press(.end, in: state()).0.page == .mood)
    }

    @Test func pageNumbersOutOfRangeDoNothing() {
        #expect(press(.character("9"), in: state(page: .forecast)).0.page == .forecast)
    }

    @Test(arguments: [Key.character("q"), .control("c")])
    func quitKeysQuit(key: Key) {
        let (next, effects) = press(key, in: state())
        #expect(effects == [.quit])
        #expect(next.moodPrompt == nil && !next.showingHelp, "quitting leaves nothing open")
    }

    @Test func escNeverQuitsItSaysWhatDoes() {
        let (next, effects) = press(.escape, in: state())
        #expect(effects.isEmpty)
        #expect(next.banner?.message.contains("press q or Ctrl-C to quit") == true)
    }

    /// An arrow split by a slow link (more than ncurses' 25 ms between its bytes) arrives as Esc, `[`, `C`: it
    /// neither quits nor switches places (`[`), and the keys after it work again.
    @Test(arguments: [
        [Key.escape, .character("["), .character("C")],
        [.escape, .character("O"), .character("D")],
        [.escape, .character("["), .character("5"), .character("~")],
        [.escape, .character("["), .character("1"), .character(";"), .character("5"), .character("C")]
    ])
    func aSplitEscapeSequenceIsNotReadAsKeys(keys: [Key]) {
        var state = state()
        state.places = ["Home", "Cabin"]
        var effects: [DashboardEffect] = []
        for key in keys {
            let result = DashboardUpdate.update(state, .key(key))
            state = result.0
            effects += result.1
        }
        #expect(!effects.contains(.quit))
        #expect(state.placeIndex == 0, "`[` in a split sequence does not switch places")
        #expect(state.page == .now)
        #expect(press(.character("]"), in: state).0.placeIndex == 1, "keys after the sequence work")
        #expect(press(.character("2"), in: state).0.page == .forecast)
    }

    @Test func escThenAKeyIsThatKey() {
        #expect(press(.escape, .character("2"), in: state()).0.page == .forecast)
        #expect(press(.escape, .escape, .character("3"), in: state()).0.page == .mood)
    }

    @Test func refreshFetchesOnceUntilTheAnswerComes() {
        let (fetching, effects) = press(.character("r"), .character("r"), in: state())
        #expect(effects == [.fetch(place: 0)])
        #expect(fetching.isFetching)
        let (done, scheduled) = DashboardUpdate.update(
            fetching, .fetchSucceeded(SampleForecasts.berlin(temperature: 9), at: Self.now))
        let forecast = SampleForecasts.berlin(temperature: 9)
        // The next refresh, and the weather for moods saved without it (the journal is the runtime's to write).
        #expect(
            scheduled == [
                .scheduleRefresh(at: Self.now.addingTimeInterval(15 * 60)),
                .attachWeatherToMoods(MoodForecast(forecast), fetchedAt: forecast.fetchedAt)
            ])
        #expect(!done.isFetching)
        #expect(done.forecast?.current.temperature == 9)
        #expect(press(.character("r"), in: done).1 == [.fetch(place: 0)])
    }

    @Test func unitsSwitchWithoutRefetching() throws {
        let (imperial, effects) = press(.character("u"), in: state())
        #expect(effects.isEmpty)
        #expect(imperial.units == .imperial)
        let shown = try #require(imperial.displayedForecast)
        #expect(shown.units == .imperial)
        #expect(abs((shown.current.temperature ?? 0) - 37.76) < 0.001, "3.2 °C is 37.76 °F")
        #expect(imperial.forecast?.units == .metric, "the data held stays as fetched")
        #expect(press(.character("u"), .character("u"), in: state()).0.units == .metric)
    }

    /// `--units uk` (°C with mph) or a unit of one's own (metric with knots, hPa read as mbar): `u` shows the other
    /// system, and `u` again the person's own units, overrides and all, not plain metric.
    @Test(arguments: [
        Units.uk, Units(temperature: .celsius, windSpeed: .knots, precipitation: .millimetres, pressure: .millibars)
    ])
    func unitsSwitchBackToThePersonsOwn(own: Units) throws {
        let start = AppState(
            forecast: SampleForecasts.berlin(), units: own, size: Size(columns: 80, rows: 24), now: Self.now)
        let other = press(.character("u"), in: start).0
        #expect(other.units == .imperial)
        let back = press(.character("u"), .character("u"), in: start).0
        #expect(back.units == own)
        #expect(back.units.windSpeed != .kilometresPerHour, "not plain metric")
        let shown = try #require(back.displayedForecast)
        #expect(shown.units.temperature == .celsius && shown.units.windSpeed == own.windSpeed)
        #expect(press(.character("u"), .character("u"), .character("u"), in: start).0.units == .imperial)
    }

    @Test func helpOpensAndAnyKeyClosesItWithoutActing() {
        let (open, _) = press(.character("?"), in: state())
        #expect(open.showingHelp)
        let (closed, effects) = press(.right, in: open)
        #expect(!closed.showingHelp)
        #expect(closed.page == .now, "the key that closes help does not also page")
        #expect(effects.isEmpty)
        #expect(press(.character("q"), in: open).1 == [.quit])
    }

    @Test func failedFetchShowsABannerKeepsTheDataAndTheBannerExpires() {
        let (fetching, _) = press(.character("r"), in: state())
        let (failed, effects) = DashboardUpdate.update(
            fetching,
            .fetchFailed(
                FetchFailure(WeatherError.network(host: "api.open-meteo.com", detail: "no route")), at: Self.now,
                jitter: 0.5))
        #expect(effects == [.scheduleRefresh(at: Self.now.addingTimeInterval(30))])
        #expect(failed.forecast == state().forecast, "nothing is cleared because a fetch failed")
        #expect(failed.banner?.kind == .error)
        #expect(
            failed.lastFailure
                == "Offline: the network or the server (api.open-meteo.com) cannot be reached. Retrying at 10:42.",
            "\(failed.lastFailure ?? "")")
        #expect(!failed.isFetching)
        let (stillThere, _) = DashboardUpdate.update(failed, .tick(Self.now.addingTimeInterval(5)))
        #expect(stillThere.banner != nil)
        let (gone, _) = DashboardUpdate.update(failed, .tick(Self.now.addingTimeInterval(Banner.errorDuration + 1)))
        #expect(gone.banner == nil)
    }

    /// A first start with no place and no network: the waiting message says how to choose a place.
    @Test func aFirstStartWithNoPlaceSaysHowToChooseOne() {
        let first = AppState(forecast: nil, units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        let failure = FetchFailure(WeatherError.network(host: "ip-api.com", detail: "no route"))
        let (failed, _) = DashboardUpdate.update(first, .fetchFailed(failure, at: Self.now, jitter: 0.5))
        let words = failed.lastFailure ?? ""
        #expect(words.hasPrefix("This place: waiting for the first forecast. Offline:"), "\(words)")
        #expect(words.contains("--city NAME") && words.contains("wxdash locate NAME --save"), "\(words)")
        var named = first
        named.pendingPlace = "Berlin"
        let (namedFailed, _) = DashboardUpdate.update(named, .fetchFailed(failure, at: Self.now, jitter: 0.5))
        #expect(namedFailed.lastFailure?.hasPrefix("Berlin: waiting for the first forecast.") == true)
        #expect(namedFailed.lastFailure?.contains("--city") == false, "a place was chosen: no hint")
        var located = first
        located.pendingPlace = "Your location"
        located.placeFromIPAddress = true
        let (locatedFailed, _) = DashboardUpdate.update(located, .fetchFailed(failure, at: Self.now, jitter: 0.5))
        #expect(locatedFailed.lastFailure?.hasPrefix("Your location: waiting for the first forecast.") == true)
        #expect(
            locatedFailed.lastFailure?.contains("wxdash locate NAME --save") == true,
            "found from the IP address: the hint")
    }

    @Test func successClearsAnErrorBannerAndTheFailure() {
        let (failed, _) = DashboardUpdate.update(
            state(), .fetchFailed(FetchFailure(message: "boom"), at: Self.now, jitter: 0.5))
        let (recovered, _) = DashboardUpdate.update(failed, .fetchSucceeded(SampleForecasts.berlin(), at: Self.now))
        #expect(recovered.banner == nil)
        #expect(recovered.lastFailure == nil)
    }

    @Test func resizeAndTickOnlyChangeWhatTheySay() {
        let (resized, effects) = DashboardUpdate.update(state(), .resize(Size(columns: 120, rows: 40)))
        #expect(resized.size == Size(columns: 120, rows: 40))
        #expect(effects.isEmpty)
        let later = Self.now.addingTimeInterval(60)
        #expect(DashboardUpdate.update(state(), .tick(later)).0.now == later)
    }

    @Test func refreshDueFetchesUnlessAlreadyFetching() {
        let (fetching, effects) = DashboardUpdate.update(state(), .refreshDue)
        #expect(effects == [.fetch(place: 0)])
        #expect(DashboardUpdate.update(fetching, .refreshDue).1.isEmpty)
    }

    @Test func ctrlZSuspends() {
        #expect(press(.control("z"), in: state()).1 == [.suspend])
    }
}

@Suite struct RotationTests {
    @Test func rotationCyclesPagesAndAKeyHoldsItForOneCycle() {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        state.moods = MoodPageTests.entries(2)
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .forecast)
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .mood)
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .now)
        state = DashboardUpdate.update(state, .key(.character("u"))).0
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .now, "held for one cycle after a key")
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .forecast)
    }

    @Test func withSavedPlacesRotationShowsEachPlacesPagesInTurnAndTheMoodPageOnceARound() {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        state.places = ["Home", "Cabin"]
        state.moods = MoodPageTests.entries(2)
        var effects: [DashboardEffect] = []
        (state, effects) = DashboardUpdate.update(state, .rotateDue)
        #expect(state.page == .forecast && state.placeIndex == 0)
        (state, effects) = DashboardUpdate.update(state, .rotateDue)
        #expect(
            state.page == .now && state.placeIndex == 1,
            "after the last weather page, the next place from its first page")
        #expect(effects == [.fetch(place: 1)], "the cabin has no forecast yet")
        #expect(state.placeStates[0].forecast?.location.name == "Berlin")
        for _ in 0..<2 { (state, _) = DashboardUpdate.update(state, .rotateDue) }
        #expect(state.page == .mood && state.placeIndex == 1, "the journal once, after the last place")
        (state, _) = DashboardUpdate.update(state, .rotateDue)
        #expect(state.page == .places && state.placeIndex == 1, "then the overview of the places, once too")
        (state, _) = DashboardUpdate.update(state, .rotateDue)
        #expect(state.page == .now && state.placeIndex == 0, "and round again")
        #expect(state.forecast?.location.name == "Berlin")
    }

    @Test func anEmptyMoodPageIsSkippedAndPagesChooseWhatRotates() {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        var seen: [Page] = []
        for _ in 0..<4 {
            state = DashboardUpdate.update(state, .rotateDue).0
            seen.append(state.page)
        }
        #expect(seen == [.forecast, .now, .forecast, .now], "no moods yet: no Mood page")
        state.moods = MoodPageTests.entries(1)
        state.rotationPages = [.now, .mood]
        seen = []
        for _ in 0..<4 {
            state = DashboardUpdate.update(state, .rotateDue).0
            seen.append(state.page)
        }
        #expect(seen == [.mood, .now, .mood, .now])
    }

    /// A timer must not undo what the server said: no fetch while Retry-After holds, none after a refused key.
    @Test func rotationKeepsRetryAfterAndAStoppedRetry() {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        state.places = ["Home", "Cabin"]
        state.notBefore = SampleForecasts.berlinNow.addingTimeInterval(3600)
        var fetches = 0
        for _ in 0..<6 {
            let (next, effects) = DashboardUpdate.update(state, .rotateDue)
            state = next
            fetches += effects.filter { $0 == .fetch(place: 0) }.count
        }
        #expect(fetches == 0)
        #expect(state.notBefore == SampleForecasts.berlinNow.addingTimeInterval(3600))
        state.notBefore = nil
        state.retryStopped = true
        for _ in 0..<6 {
            let (next, effects) = DashboardUpdate.update(state, .rotateDue)
            state = next
            fetches += effects.filter { $0 == .fetch(place: 0) }.count
        }
        #expect(fetches == 0)
        #expect(state.retryStopped)
        let tabbed = DashboardUpdate.update(state, .key(.tab)).0
        #expect(!tabbed.retryStopped, "a person's Tab starts afresh, like r")
    }

    @Test func rotationWaitsWhileAMoodIsBeingTyped() {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        state = DashboardUpdate.update(state, .key(.character("m"))).0
        #expect(state.moodPrompt != nil)
        for _ in 0..<4 { state = DashboardUpdate.update(state, .rotateDue).0 }
        #expect(state.page == .now)
    }
}

@Suite struct MoodPageTests {
    static let now = SampleForecasts.berlinNow

    static func entries(_ count: Int) -> [MoodEntry] {
        (0..<count).map { index in
            MoodEntry(
                id: Int64(count - index), createdAt: now.addingTimeInterval(-Double(index) * 5 * 3600),
                utcOffsetSeconds: 3600,
                level: MoodLevel(rawValue: index % 5 + 1) ?? .okay,
                comment: index == 0 ? "Walked in the snow, 東京の雪みたい" : nil,
                forecast: index % 3 == 2
                    ? nil
                    : MoodForecast(
                        createdAt: now, latitude: 52.52, longitude: 13.41, temperatureCelsius: -2.4 + Double(index),
                        summary: "Light snow", condition: .snow, isDay: index % 2 == 0))
        }
    }

    func state(page: Page = .mood) -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.page = page
        state.moods = Self.entries(12)
        return state
    }

    @Test func mOpensThePromptAndDigitsCommentsBackspaceAndEnterWork() {
        var current = DashboardUpdate.update(state(page: .now), .key(.character("m"))).0
        #expect(current.moodPrompt == MoodPrompt())
        var typed: [DashboardEffect] = []
        for key: Key in [
            .character("x"), .character("4"), .character("東"), .character("5"), .character("q"), .backspace
        ] {
            let (next, effects) = DashboardUpdate.update(current, .key(key))
            current = next
            typed += effects
        }
        #expect(
            current.moodPrompt == MoodPrompt(level: .good, comment: "東5"),
            "the first digit picks, later ones are text; q does not quit")
        #expect(!typed.contains(.quit))
        let (saved, effects) = DashboardUpdate.update(current, .key(.enter))
        #expect(effects == [.saveMood(.good, comment: "東5")])
        #expect(saved.moodPrompt == nil)
    }

    /// A journal that cannot be written: an error (not a note), and the prompt back with what was typed.
    @Test func aMoodThatCouldNotBeSavedIsAnErrorAndTheTypedMoodComesBack() {
        let (after, effects) = DashboardUpdate.update(
            state(page: .now),
            .moodNotSaved("The mood was not saved: the disk is full.", level: .good, comment: "東5", at: Self.now))
        #expect(effects.isEmpty)
        #expect(after.banner?.kind == .error && after.banner?.message.contains("disk is full") == true)
        #expect(after.moodPrompt == MoodPrompt(level: .good, comment: "東5"))
    }

    @Test func enterWithoutALevelDoesNothingAndEscCancels() {
        let open = DashboardUpdate.update(state(), .key(.character("m"))).0
        let (still, none) = DashboardUpdate.update(open, .key(.enter))
        #expect(none.isEmpty)
        #expect(still.moodPrompt != nil)
        let (cancelled, effects) = DashboardUpdate.update(still, .key(.escape))
        #expect(cancelled.moodPrompt == nil)
        #expect(effects.isEmpty)
        #expect(!effects.contains(.quit), "Esc closes the prompt, it does not quit")
    }

    @Test func upAndDownScrollTheJournalWhileLeftAndRightStillPage() {
        var current = state()
        current = DashboardUpdate.update(current, .key(.down)).0
        current = DashboardUpdate.update(current, .key(.down)).0
        #expect(current.moodScroll == 2)
        #expect(current.page == .mood)
        current = DashboardUpdate.update(current, .key(.up)).0
        #expect(current.moodScroll == 1)
        for _ in 0..<30 { current = DashboardUpdate.update(current, .key(.down)).0 }
        #expect(current.moodScroll == 11, "never past the last mood")
        #expect(DashboardUpdate.update(current, .key(.right)).0.page == .now)
        #expect(DashboardUpdate.update(state(page: .now), .key(.character("3"))).0.page == .mood)
    }

    @Test func theMoodPageAndThePromptDraw() throws {
        let assets = try Snapshot.assets()
        try Snapshot.expect(DashboardView(state: state(), assets: assets).render(), matches: "mood-80x24")
        var scrolled = state()
        scrolled.moodScroll = 5
        try Snapshot.expect(DashboardView(state: scrolled, assets: assets).render(), matches: "mood-scrolled-80x24")
        for (columns, rows) in [(120, 40), (200, 60)] {
            var large = state()
            large.size = Size(columns: columns, rows: rows)
            try Snapshot.expect(
                DashboardView(state: large, assets: assets).render(), matches: "mood-\(columns)x\(rows)")
        }
        var prompting = state(page: .now)
        prompting.moodPrompt = MoodPrompt(level: .great, comment: "Sunny 東京")
        let canvas = DashboardView(state: prompting, assets: assets).render()
        try Snapshot.expect(canvas, matches: "mood-prompt-80x24")
        #expect(canvas.text.contains("> Sunny 東京_"))
        var empty = state()
        empty.moods = []
        #expect(DashboardView(state: empty, assets: assets).render().text.contains("press m to log"))
    }

    /// The prompt is a framed box with a blank cell around it: over the compact view's text nothing runs into it.
    @Test(arguments: [(50, 12), (80, 24)])
    func thePromptIsFramedAndClearOfThePage(columns: Int, rows: Int) throws {
        var prompting = state(page: .now)
        prompting.size = Size(columns: columns, rows: rows)
        prompting.moodPrompt = MoodPrompt()
        let lines = DashboardView(state: prompting, assets: try Snapshot.assets()).render().text.split(
            separator: "\n", omittingEmptySubsequences: false)
        let title = try #require(lines.firstIndex { $0.contains("How do you feel?") })
        let top = try #require(lines[..<title].lastIndex { $0.contains("┏") })
        let frameLeft = try #require(lines[top].firstIndex(of: "┏"))
        for row in (top - 1)...(top + 6) where row >= 0 && row < lines.count {
            let line = Array(lines[row])
            let column = lines[top].distance(from: lines[top].startIndex, to: frameLeft)
            if column > 0, column - 1 < line.count {
                #expect(line[column - 1] == " ", "row \(row) is clear left of the frame: \(lines[row])")
            }
        }
        #expect(lines[top + 6].contains("┗"), "the frame closes")
    }
}

@Suite struct PlaceCyclingTests {
    static let now = SampleForecasts.berlinNow

    func state() -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(name: "Berlin"), units: .metric, size: Size(columns: 80, rows: 24),
            now: Self.now)
        state.forecast?.fetchedAt = Self.now
        state.places = ["Home", "Cabin", "Office"]
        return state
    }

    @Test func tabShowsTheNextPlaceAndFetchesItWhenItHasNoData() {
        let (cabin, effects) = DashboardUpdate.update(state(), .key(.tab))
        #expect(cabin.placeIndex == 1)
        #expect(cabin.forecast == nil)
        #expect(cabin.placeStates[0].forecast?.location.name == "Berlin", "the place left keeps its forecast")
        #expect(effects == [.fetch(place: 1)])
        #expect(cabin.banner?.message == "Cabin (2 of 3)")
        let (back, again) = DashboardUpdate.update(cabin, .key(.backTab))
        #expect(back.placeIndex == 0)
        #expect(back.forecast?.location.name == "Berlin", "painted at once from what it had")
        #expect(again == [.scheduleRefresh(at: Self.now.addingTimeInterval(15 * 60))], "still fresh: no fetch")
        #expect(DashboardUpdate.update(state(), .key(.character("["))).0.placeIndex == 2, "wraps backwards")
    }

    @Test func anAnswerForAPlaceLeftBehindIsParkedNotShown() {
        let (cabin, _) = DashboardUpdate.update(state(), .key(.tab))
        let late = SampleForecasts.berlin(name: "Late Home")
        let (after, effects) = DashboardUpdate.update(cabin, .fetchSucceeded(late, at: Self.now, place: 0))
        #expect(after.forecast == nil)
        #expect(after.placeStates[0].forecast?.location.name == "Late Home")
        #expect(effects.isEmpty)
        let (failed, _) = DashboardUpdate.update(
            after, .fetchFailed(FetchFailure(message: "down"), at: Self.now, jitter: 0, place: 2))
        #expect(failed.shown.failures == 0, "another place's failure does not count here")
    }

    @Test func withOnePlaceTabDoesNothing() {
        var single = state()
        single.places = []
        #expect(DashboardUpdate.update(single, .key(.tab)).1.isEmpty)
    }
}

/// A long journal's statistics come from its counts (SQL aggregates) as soon as they arrive, not from every mood.
@Suite struct MoodTallyUpdateTests {
    static let now = Date(timeIntervalSince1970: 1_796_032_800)

    static func moods(_ count: Int) -> [MoodEntry] {
        (0..<count).map { index in
            MoodEntry(
                id: Int64(count - index), createdAt: now.addingTimeInterval(-Double(index) * 3600), utcOffsetSeconds: 0,
                level: MoodLevel(rawValue: 1 + index % 5) ?? .okay, comment: nil,
                forecast: MoodForecast(
                    createdAt: now, latitude: 1, longitude: 2, temperatureCelsius: Double(index % 30), summary: "x",
                    condition: .clear, isDay: true))
        }
    }

    @Test func theCountsServeTheStatisticsBeforeTheWholeJournalArrivesAndBelongToTheirRead() {
        let all = Self.moods(1_000)
        var state = AppState(forecast: nil, units: .metric, size: Size(columns: 200, rows: 60), now: Self.now)
        state = DashboardUpdate.update(state, .recentMoodsLoaded(Array(all.prefix(401)), note: nil, at: Self.now)).0
        #expect(!state.moodStatisticsAreReady, "no statistics from a part of the journal")
        state = DashboardUpdate.update(state, .moodTallyLoaded(MoodTally(all))).0
        #expect(state.moodStatisticsAreReady && !state.moodsAreComplete)
        #expect(state.moodStatistics.total == 1_000 && state.moodStatistics.withWeather == 1_000)
        #expect(state.moodStatistics == MoodStatistics(all))
        state = DashboardUpdate.update(state, .moodsLoaded(all, note: nil, at: Self.now)).0
        #expect(state.moodTally != nil, "the whole journal of the same read keeps its counts")
        state = DashboardUpdate.update(state, .recentMoodsLoaded(Array(all.prefix(401)), note: nil, at: Self.now)).0
        #expect(state.moodTally == nil && !state.moodStatisticsAreReady, "a new read drops the old counts")
        state = DashboardUpdate.update(state, .moodsLoaded(Array(all.prefix(5)), note: nil, at: Self.now)).0
        state = DashboardUpdate.update(state, .moodsLoaded(Array(all.prefix(3)), note: nil, at: Self.now)).0
        #expect(state.moodTally == nil && state.moodStatistics.total == 3, "a short journal read whole counts itself")
    }
}
