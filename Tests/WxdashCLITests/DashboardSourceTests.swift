import Dashboard
import Foundation
import Testing
import WeatherKit
@testable import MQTT
@testable import WxdashCLI

/// The dashboard's weather client under `--source mqtt://…`: what the publisher left on the broker, with the
/// publisher's fetch time and error; an unreachable broker is a failed refresh (the dashboard keeps its data); no
/// provider is asked.
@Suite(.serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct DashboardSourceTests {
    @Test func readsThePublishersForecastAndFailsOverNothing() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let document = try NowOpenMeteoEndToEndTests.now(server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(document.status == 0, "\(document.stderr)")
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        await watcher.publish("wx/places", Data(#"[{"name":"Kathmandu","topic":"kathmandu"}]"#.utf8))
        await watcher.publish("wx/kathmandu/forecast", Data(document.stdout.utf8))
        let status = PublisherStatus(place: "Kathmandu", fetchedAt: TestClock.now, updatedAt: TestClock.now, lastError: "Open-Meteo timed out")
        await watcher.publish("wx/kathmandu/status", Data(status.json.serialized().utf8))

        var options = WeatherOptions()
        options.timeout = 20
        let source = MQTTSource(endpoint: MQTTEndpoint(host: "127.0.0.1", port: broker.port, prefix: "wx"), fallback: [])
        let (client, feed) = try DashboardCommand.published(source, places: [options], fallback: [], credentials: nil, settings: Self.settings(options), clock: { TestClock.now })
        defer { feed.stop() }
        guard case .fetchSucceeded(let forecast, _, let note, let place) = await client.fetch(0) else {
            Issue.record("no forecast from the broker")
            return
        }
        #expect(forecast.location.name == "Kathmandu" && place == 0)
        #expect(forecast.current.temperature == 17.6)
        #expect(note == "The publisher's last fetch failed: Open-Meteo timed out")

        // A new forecast on the broker is pushed as it comes: no refresh, no new connection.
        let pushed = Pushed()
        feed.start { pushed.add($0) }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(document.stdout.utf8)) as? [String: Any])
        var current = try #require(object["current"] as? [String: Any])
        current["feels_like"] = 3.5
        object["current"] = current
        await watcher.publish("wx/kathmandu/forecast", try JSONSerialization.data(withJSONObject: object))
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !pushed.events.contains(where: Self.feelsLike(3.5)) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(pushed.events.contains(where: Self.feelsLike(3.5)), "\(pushed.events.count) events")
        // A refresh now reads the same, from the subscription.
        #expect(Self.feelsLike(3.5)(await client.fetch(0)))

        broker.stop()
        options.timeout = 1
        let gone = try DashboardCommand.published(source, places: [options], fallback: [], credentials: nil, settings: Self.settings(options), clock: { TestClock.now })
        defer { gone.feed.stop() }
        guard case .fetchFailed(let failure, _, _, _) = await gone.weather.fetch(0) else {
            Issue.record("an unreachable broker was not a failed refresh")
            return
        }
        #expect(failure.kind == .unreachable && failure.message.contains("no MQTT broker answered"))
        // The server saw only the one request of `now` above: the dashboard asked no provider.
        #expect(server.requests().filter { $0.path == "/v1/forecast" }.count == 1)
    }
}

extension DashboardSourceTests {
    static func settings(_ options: WeatherOptions) -> Settings {
        Settings.resolve(options, environment: ["LANG": "C.UTF-8"], console: SettingsTests.quiet)
    }

    static func feelsLike(_ value: Double) -> @Sendable (DashboardEvent) -> Bool {
        { event in
            guard case .fetchSucceeded(let forecast, _, _, let place) = event else { return false }
            return place == 0 && forecast.current.feelsLike == value
        }
    }

    /// What a feed pushed, from any thread.
    final class Pushed: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [DashboardEvent] = []

        func add(_ event: DashboardEvent) {
            lock.withLock { kept.append(event) }
        }

        var events: [DashboardEvent] { lock.withLock { kept } }
    }
}
