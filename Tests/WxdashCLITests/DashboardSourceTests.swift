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
        let client = DashboardCommand.published(source, places: [options], fallback: [], credentials: nil, environment: [:], clock: { TestClock.now })
        guard case .fetchSucceeded(let forecast, _, let note, let place) = await client.fetch(0) else {
            Issue.record("no forecast from the broker")
            return
        }
        #expect(forecast.location.name == "Kathmandu" && place == 0)
        #expect(forecast.current.temperature == 17.6)
        #expect(note == "The publisher's last fetch failed: Open-Meteo timed out")

        broker.stop()
        options.timeout = 1
        let gone = DashboardCommand.published(source, places: [options], fallback: [], credentials: nil, environment: [:], clock: { TestClock.now })
        guard case .fetchFailed(let failure, _, _, _) = await gone.fetch(0) else {
            Issue.record("an unreachable broker was not a failed refresh")
            return
        }
        #expect(failure.kind == .unreachable && failure.message.contains("no MQTT broker answered"))
        // The server saw only the one request of `now` above: the dashboard asked no provider.
        #expect(server.requests().filter { $0.path == "/v1/forecast" }.count == 1)
    }
}
