import Foundation
import Testing

/// One `wxdash publish` fetches for every display in the house: three dashboards reading its broker (two refreshing
/// every second, one hourly) and a `now --source` make no request of the provider; the loopback server's log has
/// the publisher's one set of requests per refresh, and no more. A new forecast on the broker shows on every
/// dashboard as it comes, the hourly one too.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct OneFetcherManyDisplaysEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func threeDashboardsAndNoExtraRequests() async throws
    {
        // Three dashboards at once: one slot for all of them.
        try await EndToEndSlots.holding { try await threeDashboards() }
    }

    private func threeDashboards() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try MQTTEndToEndTests.publisher(broker, server)
        defer { publisher.end() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        #expect(await watcher.text(on: "\(MQTTEndToEndTests.prefix)/places") != nil, "\(publisher.stderr)")
        let afterFirstFetch = server.requests().map(\.path)
        // One refresh's set: the forecast once (and the place's name looked up once).
        #expect(afterFirstFetch.filter { $0 == "/v1/forecast" }.count == 1, "\(afterFirstFetch)")
        #expect(
            afterFirstFetch.count == Set(afterFirstFetch).count, "no request twice in one refresh: \(afterFirstFetch)")

        // Every display is pointed at the provider too: a request it made would be in the log.
        let source = "\(broker.url)/\(MQTTEndToEndTests.prefix)"
        var dashboards: [DashboardInTmux] = []
        defer { for dashboard in dashboards { dashboard.stop() } }
        for refresh in ["1s", "1s", "1h"] {
            dashboards.append(
                try await DashboardInTmux(
                    apiBase: server.base, arguments: ["--source", source, "--refresh", refresh, "--units", "metric"]))
        }
        for dashboard in dashboards {
            let page = try await dashboard.session.waitFor {
                ($0.contains("Kathmandu") && $0.contains("Feels like")) || DashboardInTmux.exited($0)
            }
            #expect(page.contains("Feels like"), "\(page)")
        }
        let relayed = try await WxdashProcess.run([
            "now", "--source", source, "--api-base", server.base, "--format", "line", "--template", "{temp}"
        ])
        #expect(relayed.stdout == "18°C\n", "\(relayed.stderr)")
        // Several of the dashboards' one-second refreshes later.
        try await Task.sleep(for: .seconds(3))
        for dashboard in dashboards {
            let screen = try dashboard.session.screen()
            #expect(screen.contains("Feels like") && !DashboardInTmux.exited(screen), "\(screen)")
        }

        // What the publisher would send after its next fetch, retained: every dashboard shows it without asking.
        let topic = "\(MQTTEndToEndTests.prefix)/kathmandu/forecast"
        var object = try MQTTEndToEndTests.json(try #require(await watcher.text(on: topic)))
        var current = try #require(object["current"] as? [String: Any])
        current["feels_like"] = 3.0
        object["current"] = current
        await watcher.publish(topic, try JSONSerialization.data(withJSONObject: object))
        for dashboard in dashboards {
            let page = try await dashboard.session.waitFor {
                $0.contains("Feels like 3°") || DashboardInTmux.exited($0)
            }
            #expect(page.contains("Feels like 3°"), "\(page)")
        }
        #expect(server.requests().map(\.path) == afterFirstFetch, "only the publisher asked the provider")
    }
}
