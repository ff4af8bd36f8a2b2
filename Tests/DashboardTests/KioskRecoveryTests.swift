import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// A kiosk without a keyboard recovers from every failure by itself, and its words say what it is doing.
@Suite struct KioskRecoveryTests {
    static let now = SampleForecasts.berlinNow

    static func state(_ forecast: Forecast? = SampleForecasts.berlin()) -> AppState {
        AppState(forecast: forecast, units: .metric, size: Size(columns: 80, rows: 24), now: now)
    }

    static func fail(_ state: AppState, _ error: WeatherError, times: Int = 1) -> AppState {
        var state = state
        for _ in 0..<times {
            state = DashboardUpdate.update(state, .fetchFailed(FetchFailure(error), at: now, jitter: 0)).0
        }
        return state
    }

    static func footer(_ state: AppState) throws -> String {
        DashboardView(state: state, assets: try Snapshot.assets()).render().line(23)
    }

    /// The dashboard names the limit a refused body broke, as `now` does, not "an unusable answer".
    @Test func anOversizeAnswerSaysHowLargeItWas() {
        let failed = Self.fail(Self.state(), .responseTooLarge(host: "127.0.0.1:8791", limitBytes: 4 * 1024 * 1024))
        #expect(
            failed.banner?.message.contains("127.0.0.1:8791 sent more than 4096 KiB") == true,
            "\(failed.banner?.message ?? "")")
    }

    @Test func aRejectedKeySaysSoInTheFooterAndHowToRetryNow() throws {
        let failed = Self.fail(Self.state(), .invalidAPIKey(.openWeatherMap))
        let footer = try Self.footer(failed)
        #expect(footer.contains("key rejected · press r to retry now"), "\(footer)")
        #expect(failed.nextRefresh == Self.now.addingTimeInterval(3600))
    }

    @Test func rDuringTheServersWaitSaysUntilWhen() throws {
        let limited = Self.fail(Self.state(), .rateLimited(host: "api.open-meteo.com", retryAfter: 600))
        let (asked, effects) = DashboardUpdate.update(limited, .key(.character("r")))
        #expect(effects.isEmpty)
        #expect(
            asked.banner?.message.contains("The server asked us to wait until 10:52") == true,
            "\(asked.banner?.message ?? "")")
        let footer = try Self.footer(asked)
        #expect(footer.contains("The server asked us to wait until 10:52"), "\(footer)")
    }

    @Test func bannersSayWhatTheDashboardDoesNotWhatToTypeOnTheCommandLine() {
        let errors: [WeatherError] = [
            .timedOut(host: "api.open-meteo.com", seconds: 15),
            .serverError(host: "api.open-meteo.com", status: 502, detail: nil),
            .network(host: "api.open-meteo.com", detail: "no route"), .invalidAPIKey(.openWeatherMap),
            .placeNotFound(query: "Atlantis"), .invalidResponse(host: "h", reason: "not JSON")
        ]
        for error in errors {
            let message = Self.fail(Self.state(), error).banner?.message ?? ""
            for advice in ["--timeout", "--api-base", "--lat", "try again in a few minutes", "check your network"] {
                #expect(!message.contains(advice), "\(error): \(message)")
            }
            #expect(message.contains("Retrying"), "\(error): \(message)")
        }
        #expect(
            Self.fail(Self.state(), .serverError(host: "h", status: 502, detail: nil)).banner?.message.hasPrefix(
                "The server failed") == true)
    }

    @Test func offlineOnlyWhenTheNetworkIsUnreachable() throws {
        let serverDown = Self.fail(
            Self.state(), .serverError(host: "api.open-meteo.com", status: 503, detail: nil), times: 3)
        let words = try Self.footer(serverDown)
        #expect(words.contains("The server failed — showing data from"), "\(words)")
        #expect(!words.contains("Offline"))
        let unreachable = Self.fail(Self.state(), .network(host: "api.open-meteo.com", detail: "no route"), times: 3)
        #expect(try Self.footer(unreachable).contains("Offline — showing data from"))
    }

    @Test func aShortRefreshIsNotStaleJustAfterAnUpdate() throws {
        var state = Self.state()
        state.refreshPolicy = RefreshPolicy(interval: 20)
        let fetched = try #require(state.forecast?.fetchedAt)
        state.now = fetched.addingTimeInterval(60)
        #expect(state.freshness == .fresh, "updated a minute ago is not stale")
        state.now = fetched.addingTimeInterval(6 * 60)
        #expect(state.freshness == .stale)
    }

    @Test func withNothingCachedThePlaceWaitsForItsFirstForecast() throws {
        var state = Self.state(nil)
        state.pendingPlace = "Kathmandu"
        let failed = Self.fail(state, .network(host: "api.open-meteo.com", detail: "no route"))
        #expect(failed.forecast == nil, "no other city's weather")
        let canvas = DashboardView(state: failed, assets: try Snapshot.assets()).render()
        #expect(canvas.text.contains("Kathmandu: waiting for the first forecast"), "\(canvas.text)")
        #expect(canvas.line(0).contains("Kathmandu"), "the header names the place: \(canvas.line(0))")
        #expect(!canvas.text.contains("Berlin"))
        let sentence = "Offline: the network or the server (api.open-meteo.com) cannot be reached."
        #expect(
            canvas.text.replacingOccurrences(of: "\n     ", with: " ").components(separatedBy: "cannot be reached")
                .count == 2,
            "\(sentence) is said once, by the page, not again in a banner: \(canvas.text)")
    }
}
