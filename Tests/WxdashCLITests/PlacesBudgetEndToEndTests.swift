import Dashboard
import DashboardApp
import Drawing
import Foundation
import Locking
import Testing
import WeatherKit

@testable import WeatherService
@testable import WxdashCLI

/// The Places page of the live dashboard, its fetchers asking a loopback server (issue 43): with hundreds of saved
/// places and `--request-budget 50`, no more than 50 requests of any kind reach the server, no more than a few
/// are under way at once, and the footer says the budget stopped the asking.
@MainActor
@Suite(.serialized) struct PlacesBudgetEndToEndTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Assets")

    @Test func twoHundredPlacesOnThePlacesPageKeepTheBudget() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-places-budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try NowOpenMeteoEndToEndTests.server(
            forecast: .init(
                bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"), delay: 0.05))
        defer { server.stop() }
        let environment = [
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime
        ]
        let count = 200
        let options = try WeatherOptions.parse(
            ["--api-base", server.base, "--no-alerts", "--request-budget", "50"], for: .dashboard)
        let places = (0..<count).map { index in
            SavedPlace(name: "P\(index)", latitude: 27 + Double(index) / 1000, longitude: 85.32).applied(to: options)
        }
        let settings = Settings.resolve(options, environment: environment, console: SettingsTests.quiet)
        let fetchers = try ForecastFetcher.prepare(places: places, settings: settings, environment: environment)
        let clock = PinnedClock.clock(environment: environment)
        let weather = DashboardCommand.weather(fetchers, clock: clock)
        var state = AppState(forecast: nil, units: .metric, size: Size(columns: 120, rows: 40), now: clock())
        state.places = places.compactMap { $0.placeLabel }
        state.page = .places
        let drawn = Locked<[Canvas]>([])
        let screen = ScreenClient(
            size: { Size(columns: 120, rows: 40) }, draw: { canvas in drawn.withLock { $0.append(canvas) } },
            nextKey: { nil },
            resize: { Size(columns: 120, rows: 40) }, suspendUntilResumed: {}, stop: {})
        let timers = TimerClient(schedule: { _, _, _ in }, cancel: { _ in }, cancelAll: {})
        let journal = JournalClient.live(path: folder.appendingPathComponent("data/journal.sqlite").path)
        let runtime = DashboardRuntime(
            state: state, assets: try AssetLibrary.load(from: Self.assets), screen: screen, weather: weather,
            journal: journal, timers: timers, clock: clock)
        runtime.start(fetchFirst: true, rotateEvery: nil)
        #expect(
            runtime.state.placeStates.filter { (place: PlaceState) in place.isFetching }.count
                <= FetchConcurrency.placesAtOnce, "a few at a time from the start")
        await runtime.settle()

        let requests = server.requests()
        #expect(requests.count <= 50, "the budget holds for every kind of request: \(requests.count) sent")
        #expect(requests.contains { $0.path == "/v1/air-quality" }, "air quality is counted too")
        let filled = runtime.state.placeStates.filter { (place: PlaceState) in place.forecast != nil }.count
        #expect(filled > 0 && filled < count)
        #expect(runtime.state.budgetStop?.provider == .openMeteo)
        let footer = drawn.withLock { $0.last?.text ?? "" }
        #expect(footer.contains("waiting: Open-Meteo's daily request budget is used up until"), "\(footer)")
        // Another run the same day sends nothing more.
        let again = try ForecastFetcher.prepare(
            places: Array(places.prefix(3)), settings: settings, environment: environment)
        for fetcher in again { _ = try? await fetcher.fetch(now: clock(), attachingMoods: false) }
        #expect(server.requests().count == requests.count)
    }
}
