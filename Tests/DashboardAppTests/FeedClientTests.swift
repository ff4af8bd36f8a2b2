import Dashboard
import DashboardApp
import Drawing
import Foundation
import Locking
import Testing
import WeatherKit

/// What a feed pushes from another thread (libmosquitto's) reaches the state through `update` on the main actor,
/// is drawn, and a mood saved then keeps the fresh indoor readings; the feeds stop with the dashboard.
@MainActor
@Suite(.serialized) struct FeedClientTests {
    @Test func pushedReadingsAreDrawnAndKeptWithAMood() async throws {
        let forecast = try TestAssets.forecast()
        let now = forecast.current.time
        let readings = [
            SensorReading(name: "Indoors", kind: .temperature, value: 21.5, updatedAt: now),
            SensorReading(name: "Indoors", kind: .humidity, value: 45, updatedAt: now)
        ]
        let stopped = Locked(false)
        let feed = FeedClient(
            start: { send in
                Thread.detachNewThread { send(.sensorsRead(readings)) }
            },
            stop: { stopped.withLock { $0 = true } })
        let screen = TestScreen()
        let journal = TestJournal()
        let runtime = DashboardRuntime(
            state: AppState(forecast: forecast, units: forecast.units, size: Size(columns: 80, rows: 24), now: now),
            assets: TestAssets.library,
            screen: screen.client, weather: TestWeather(answers: []).client, journal: journal.client,
            timers: TestTimers().client, feeds: [feed],
            clock: { now })
        runtime.start(fetchFirst: false, rotateEvery: nil)
        for _ in 0..<200 where runtime.state.sensors.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(runtime.state.sensors == readings)
        #expect(screen.lastText.contains("Indoors 21.5° · 45 %"), "\(screen.lastText)")

        screen.keys = [.key(.character("m")), .key(.character("4")), .key(.enter)]
        runtime.readInput()
        #expect(journal.moods.first?.indoor == IndoorReading(temperatureCelsius: 21.5, humidity: 45))
        screen.keys = [.key(.character("q"))]
        runtime.readInput()
        #expect(stopped.withLock { $0 })
    }
}
