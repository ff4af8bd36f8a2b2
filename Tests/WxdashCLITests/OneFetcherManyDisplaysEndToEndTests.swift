import Foundation
import Testing

/// One `wxdash publish` fetches for every display in the house: three dashboards reading its broker (refreshing
/// every second) and a `now --source` make no request of the provider; the loopback server's log has the
/// publisher's one set of requests per refresh, and no more.
@Suite(.serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct OneFetcherManyDisplaysEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func threeDashboardsAndNoExtraRequests() async throws {
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
        #expect(afterFirstFetch.count == Set(afterFirstFetch).count, "no request twice in one refresh: \(afterFirstFetch)")

        // Every display is pointed at the provider too: a request it made would be in the log.
        let source = "\(broker.url)/\(MQTTEndToEndTests.prefix)"
        var dashboards: [DashboardInTmux] = []
        defer { for dashboard in dashboards { dashboard.stop() } }
        for _ in 0..<3 {
            dashboards.append(try DashboardInTmux(apiBase: server.base, arguments: ["--source", source, "--refresh", "1s", "--units", "metric"]))
        }
        for dashboard in dashboards {
            let page = try dashboard.session.waitFor { ($0.contains("Kathmandu") && $0.contains("Feels like")) || DashboardInTmux.exited($0) }
            #expect(page.contains("Feels like"), "\(page)")
        }
        let relayed = try WxdashProcess.run(["now", "--source", source, "--api-base", server.base, "--format", "line", "--template", "{temp}"])
        #expect(relayed.stdout == "18°C\n", "\(relayed.stderr)")
        // Several of the dashboards' one-second refreshes later.
        try await Task.sleep(for: .seconds(3))
        for dashboard in dashboards {
            let screen = try dashboard.session.screen()
            #expect(screen.contains("Feels like") && !DashboardInTmux.exited(screen), "\(screen)")
        }
        #expect(server.requests().map(\.path) == afterFirstFetch, "only the publisher asked the provider")
    }
}
