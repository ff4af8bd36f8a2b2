import Foundation
import Locking
import Testing

@testable import WeatherKit

/// The fallback between providers, with providers that answer as told.
struct ProviderChainTests {
    /// Answers with a forecast, or throws what `outcome` holds at the time of the call.
    final class ScriptedProvider: WeatherProvider, Sendable {
        let id: Provider
        let outcome: Locked<WeatherError?>
        let calls = Locked(0)

        init(_ id: Provider, failing error: WeatherError? = nil) {
            self.id = id
            outcome = Locked(error)
        }

        func fail(with error: WeatherError?) { outcome.withLock { $0 = error } }

        func forecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast {
            calls.withLock { $0 += 1 }
            if let error = outcome.withLock({ $0 }) { throw error }
            return Forecast(
                location: Location(name: "Oslo", latitude: 59.9, longitude: 10.75, utcOffsetSeconds: 3600),
                units: .metric,
                current: CurrentConditions(time: now), today: TodaySummary(), hourly: [], daily: [], provider: id,
                fetchedAt: now)
        }
    }

    static let now = Date(timeIntervalSince1970: 1_796_032_800)
    static let request = ForecastRequest(place: Place(name: "Oslo", latitude: 59.9, longitude: 10.75))
    static let down = WeatherError.serverError(host: "127.0.0.1:9", status: 503, detail: nil)

    @Test func theSecondAnswersWhenTheFirstIsDownAndTheFirstAgainWhenItIsBack() async throws {
        let first = ScriptedProvider(.openMeteo, failing: Self.down)
        let second = ScriptedProvider(.metNorway)
        let chain = ProviderChain([first, second])
        let fallen = await chain.forecast(Self.request, now: Self.now, fallback: ProviderFallback())
        let forecast = try fallen.result.get()
        #expect(forecast.provider == .metNorway)
        #expect(
            forecast.failedProviders == [ProviderFailure(provider: .openMeteo, since: Self.now, reason: "HTTP 503")])
        #expect(forecast.sourceText { _ in "10:02" } == "from MET Norway · Open-Meteo failing since 10:02 (HTTP 503)")

        // Still down later: failing since the first failure.
        let later = Self.now.addingTimeInterval(900)
        let still = await chain.forecast(Self.request, now: later, fallback: fallen.fallback)
        #expect(try still.result.get().failedProviders?.first?.since == Self.now)

        first.fail(with: nil)
        let back = await chain.forecast(Self.request, now: later.addingTimeInterval(900), fallback: still.fallback)
        let recovered = try back.result.get()
        #expect(recovered.provider == .openMeteo)
        #expect(recovered.failedProviders == nil)
        #expect(recovered.sourceText { _ in "" } == "Open-Meteo")
        #expect(back.fallback == ProviderFallback())
        #expect(second.calls.withLock { $0 } == 2)
    }

    @Test(arguments: [
        WeatherError.invalidAPIKey(.openWeatherMap), .missingAPIKey(.openWeatherMap), .placeNotFound(query: "Atlantis"),
        .requestRejected(host: "127.0.0.1:9", status: 400, detail: nil)
    ])
    func aWrongKeyOrPlaceIsNoReasonToFallBack(error: WeatherError) async {
        let first = ScriptedProvider(.openWeatherMap, failing: error)
        let second = ScriptedProvider(.metNorway)
        let outcome = await ProviderChain([first, second]).forecast(
            Self.request, now: Self.now, fallback: ProviderFallback())
        #expect(throws: error) { try outcome.result.get() }
        #expect(second.calls.withLock { $0 } == 0)
    }

    @Test(arguments: [
        WeatherError.rateLimited(host: "h", retryAfter: nil), .timedOut(host: "h", seconds: 15),
        .connectionRefused(host: "h"),
        .hostNotFound(host: "h"), .network(host: "h", detail: "reset"), .invalidResponse(host: "h", reason: "HTML"),
        .responseTooLarge(host: "h", limitBytes: 1)
    ])
    func outagesFallBack(error: WeatherError) async throws {
        let outcome = await ProviderChain([ScriptedProvider(.openMeteo, failing: error), ScriptedProvider(.metNorway)])
            .forecast(Self.request, now: Self.now, fallback: ProviderFallback())
        #expect(try outcome.result.get().provider == .metNorway)
    }

    /// Every provider is named with its own failure (issue 43: only the first was said); the first stands for them.
    @Test func everyOneDownNamesEachWithItsOwnError() async {
        let outcome = await ProviderChain([
            ScriptedProvider(.openMeteo, failing: Self.down),
            ScriptedProvider(.metNorway, failing: .connectionRefused(host: "met"))
        ]).forecast(Self.request, now: Self.now, fallback: ProviderFallback())
        let every = WeatherError.everyProviderFailed([
            .init(provider: .openMeteo, error: Self.down),
            .init(provider: .metNorway, error: .connectionRefused(host: "met"))
        ])
        #expect(throws: every) { try outcome.result.get() }
        #expect(every.leading == Self.down)
        #expect(
            every.message.hasPrefix(
                "No provider answered (Open-Meteo: HTTP 503, MET Norway: unreachable). Open-Meteo: "),
            "\(every.message)")
        #expect(outcome.fallback.failing.count == 2)
    }

    /// A 429 with Retry-After: not asked again before then, the next one answers meanwhile.
    @Test func aRetryAfterIsWaitedOut() async throws {
        let first = ScriptedProvider(.openMeteo, failing: .rateLimited(host: "h", retryAfter: 600))
        let chain = ProviderChain([first, ScriptedProvider(.metNorway)])
        let limited = await chain.forecast(Self.request, now: Self.now, fallback: ProviderFallback())
        #expect(try limited.result.get().failedProviders?.first?.reason == "HTTP 429, too many requests")
        first.fail(with: nil)
        let meanwhile = await chain.forecast(
            Self.request, now: Self.now.addingTimeInterval(300), fallback: limited.fallback)
        #expect(try meanwhile.result.get().provider == .metNorway)
        #expect(first.calls.withLock { $0 } == 1)
        let after = await chain.forecast(
            Self.request, now: Self.now.addingTimeInterval(601), fallback: meanwhile.fallback)
        #expect(try after.result.get().provider == .openMeteo)
    }

    /// A provider whose daily budget is spent is never asked, even when it is the only one left: the cached
    /// forecast stands, and the error says why and until when.
    @Test func aSpentBudgetIsNeverAsked() async throws {
        let only = ScriptedProvider(.openMeteo)
        let midnight = Self.now.addingTimeInterval(14 * 3600)
        let alone = await ProviderChain([only]).forecast(
            Self.request, now: Self.now, fallback: ProviderFallback(), spent: [.openMeteo: midnight])
        #expect(throws: WeatherError.budgetSpent(.openMeteo, until: midnight)) { try alone.result.get() }
        #expect(only.calls.withLock { $0 } == 0)
        let next = ScriptedProvider(.metNorway)
        let fallen = await ProviderChain([only, next]).forecast(
            Self.request, now: Self.now, fallback: ProviderFallback(), spent: [.openMeteo: midnight])
        #expect(try fallen.result.get().provider == .metNorway)
        #expect(only.calls.withLock { $0 } == 0)
    }
}
