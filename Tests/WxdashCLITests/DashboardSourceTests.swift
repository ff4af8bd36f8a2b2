import Dashboard
import Foundation
import Testing
import WeatherKit

@testable import MQTT
@testable import WxdashCLI

/// The dashboard's weather client under `--source mqtt://…`: what the publisher left on the broker, with the
/// publisher's fetch time and error; an unreachable broker is a failed refresh (the dashboard keeps its data); no
/// provider is asked.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct DashboardSourceTests {
    @Test func readsThePublishersForecastAndFailsOverNothing() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let document = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(document.status == 0, "\(document.stderr)")
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        await watcher.publish("wx/places", Data(#"[{"name":"Kathmandu","topic":"kathmandu"}]"#.utf8))
        await watcher.publish("wx/kathmandu/forecast", Data(document.stdout.utf8))
        let status = PublisherStatus(
            place: "Kathmandu", fetchedAt: TestClock.now, updatedAt: TestClock.now, lastError: "Open-Meteo timed out")
        await watcher.publish("wx/kathmandu/status", Data(status.json.serialized().utf8))

        var options = WeatherOptions()
        options.timeout = 20
        let source = MQTTSource(
            endpoint: MQTTEndpoint(host: "127.0.0.1", port: broker.port, prefix: "wx"), fallback: [])
        let (client, feed, _) = try await DashboardCommand.published(
            source, places: [options], followPlaces: false, fallback: [], credentials: nil,
            settings: Self.settings(options), clock: { TestClock.now })
        defer { feed.stop() }
        guard case .fetchSucceeded(let forecast, _, let note, let place) = await client.fetch(0) else {
            Issue.record("no forecast from the broker")
            return
        }
        #expect(forecast.location.name == "Kathmandu" && place == 0)
        #expect(forecast.current.temperature == 17.6)
        #expect(note == "The publisher's last fetch failed: Open-Meteo timed out")
        // A document with no alerts and no source (alerts off at the publisher, or none for Nepal): said, not "none in force".
        guard case .alertsFailed(let none, _, _, 0) = await client.fetchAlerts(0) else {
            Issue.record("a publisher that sends no alerts was taken for one that has none in force")
            return
        }
        #expect(none.hasPrefix("The publisher sends no official alerts for this place"))

        // A new forecast on the broker is pushed as it comes: no refresh, no new connection.
        let pushed = Pushed()
        feed.start { pushed.add($0) }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(document.stdout.utf8)) as? [String: Any])
        var current = try #require(object["current"] as? [String: Any])
        current["feels_like"] = 3.5
        object["current"] = current
        await watcher.publish("wx/kathmandu/forecast", try JSONSerialization.data(withJSONObject: object))
        let deadline = ContinuousClock.now.advanced(by: .seconds(20))
        while ContinuousClock.now < deadline, !pushed.events.contains(where: Self.feelsLike(3.5)) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(pushed.events.contains(where: Self.feelsLike(3.5)), "\(pushed.events.count) events")
        // A refresh now reads the same, from the subscription.
        #expect(Self.feelsLike(3.5)(await client.fetch(0)))

        broker.stop()
        options.timeout = 1
        let gone = try await DashboardCommand.published(
            source, places: [options], followPlaces: true, fallback: [], credentials: nil,
            settings: Self.settings(options), clock: { TestClock.now })
        #expect(gone.places.count == 1, "no broker: the one place asked for")
        defer { gone.feed.stop() }
        guard case .fetchFailed(let failure, _, _, _) = await gone.weather.fetch(0) else {
            Issue.record("an unreachable broker was not a failed refresh")
            return
        }
        #expect(failure.kind == .unreachable && failure.message.contains("no MQTT broker answered"))
        // The server saw only the one request of `now` above: the dashboard asked no provider.
        #expect(server.requests().filter { $0.path == "/v1/forecast" }.count == 1)
    }

    /// The publisher's places are the display's (with none of its own), and each place's alerts are read from its
    /// forecast document: in force, failed at the publisher (a source but no list), or none given; and pushed with
    /// each new forecast.
    @Test func followsThePublishersPlacesAndReadsTheirAlerts() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let document = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(document.status == 0, "\(document.stderr)")
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(document.stdout.utf8)) as? [String: Any])
        let alert: [String: Any] = [
            "source": "meteoalarm", "event": "Strong wind", "severity": "moderate",
            "headline": "Strong wind: Vilnius county",
            "description": "Gusts to 25 m/s.", "instruction": NSNull(), "onset": "2026-11-30T08:00:00+02:00",
            "ends": "2099-01-01T00:00:00+02:00",
            "sender": "LHMT"
        ]
        object["alerts"] = [alert, ["event": 5]]
        object["alerts_source"] = "meteoalarm"
        await watcher.publish(
            "wx/places", Data(#"[{"name":"Zuhause","topic":"zuhause"},{"name":"Oma","topic":"oma"}]"#.utf8))
        await watcher.publish("wx/zuhause/forecast", try JSONSerialization.data(withJSONObject: object))
        object["alerts"] = NSNull()
        await watcher.publish("wx/oma/forecast", try JSONSerialization.data(withJSONObject: object))

        var options = WeatherOptions()
        options.timeout = 20
        let source = MQTTSource(
            endpoint: MQTTEndpoint(host: "127.0.0.1", port: broker.port, prefix: "wx"), fallback: [])
        let published = try await DashboardCommand.published(
            source, places: [options], followPlaces: true, fallback: [], credentials: nil,
            settings: Self.settings(options), clock: { TestClock.now })
        defer { published.feed.stop() }
        #expect(published.places.map(\.city) == ["Zuhause", "Oma"])
        guard case .fetchSucceeded(_, _, _, 1) = await published.weather.fetch(1) else {
            Issue.record("no forecast for the second place")
            return
        }
        guard case .alertsFetched(let report, _, 0) = await published.weather.fetchAlerts(0) else {
            Issue.record("no alerts for the first place")
            return
        }
        #expect(report.coverage == .source(.meteoAlarm))
        #expect(report.alerts.map(\.event) == ["Strong wind"], "the entry that is no alert is dropped")
        #expect(report.alerts.first?.ends == Date(timeIntervalSince1970: 4_070_901_600))
        guard case .alertsFailed(let message, _, _, 1) = await published.weather.fetchAlerts(1) else {
            Issue.record("a publisher that could not fetch alerts was not said")
            return
        }
        #expect(message == "The publisher could not fetch official alerts from MeteoAlarm: none are shown.")

        // A new forecast brings its alerts as it comes.
        let pushed = Pushed()
        published.feed.start { pushed.add($0) }
        object["alerts"] = [Any]()
        await watcher.publish("wx/oma/forecast", try JSONSerialization.data(withJSONObject: object))
        let cleared: @Sendable (DashboardEvent) -> Bool = { event in
            guard case .alertsFetched(let report, _, 1) = event else { return false }
            return report.alerts.isEmpty
        }
        let deadline = ContinuousClock.now.advanced(by: .seconds(20))
        while ContinuousClock.now < deadline, !pushed.events.contains(where: cleared) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(pushed.events.contains(where: cleared), "\(pushed.events.count) events")
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
