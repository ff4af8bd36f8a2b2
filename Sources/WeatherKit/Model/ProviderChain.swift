import Foundation

/// Providers in the order they are asked (`--provider open-meteo,metno`).
public struct ProviderChain: Sendable {
    public let providers: [any WeatherProvider]

    public init(_ providers: [any WeatherProvider]) {
        self.providers = providers
    }

    public var order: [Provider] { providers.map(\.id) }

    /// One attempt at a provider, for the log.
    public struct Attempt: Sendable, Equatable {
        public var provider: Provider
        public var error: WeatherError?
    }

    /// The first answer down the chain, with the failures before it on the forecast (`failedProviders`), and the
    /// fallback state to keep for the next fetch. When every provider fails (or one fails for a reason no other
    /// can help with), the error is the first one met.
    public func forecast(
        _ request: ForecastRequest, now: Date, fallback: ProviderFallback
    ) async -> (result: Result<Forecast, WeatherError>, fallback: ProviderFallback, attempts: [Attempt]) {
        var state = fallback
        var attempts: [Attempt] = []
        var firstError: WeatherError?
        // A provider waiting out a Retry-After is skipped, unless every one is.
        let ready = providers.filter { !state.isWaiting($0.id, now: now) }
        for provider in ready.isEmpty ? providers : ready {
            do {
                var forecast = try await provider.forecast(request, now: now)
                state.recordSuccess(of: provider.id)
                let failures = state.failures(before: provider.id, in: order)
                forecast.failedProviders = failures.isEmpty ? nil : failures
                attempts.append(Attempt(provider: provider.id))
                return (.success(forecast), state, attempts)
            } catch {
                attempts.append(Attempt(provider: provider.id, error: error))
                firstError = firstError ?? error
                guard ProviderFailure.fallsBack(on: error) else { break }
                state.recordFailure(of: provider.id, error: error, now: now)
            }
        }
        return (.failure(firstError ?? .network(host: "-", detail: "no provider was asked")), state, attempts)
    }
}
