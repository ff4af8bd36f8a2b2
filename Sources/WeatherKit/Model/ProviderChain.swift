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
    /// fallback state to keep for the next fetch. When one provider fails for a reason no other can help with, that
    /// is the error; when every provider asked fails, the error names each with its own (`everyProviderFailed`). A provider in `spent` (its daily budget used up until the
    /// date given) is never asked; when all are, that is the error.
    public func forecast(
        _ request: ForecastRequest, now: Date, fallback: ProviderFallback, spent: [Provider: Date] = [:]
    ) async -> (result: Result<Forecast, WeatherError>, fallback: ProviderFallback, attempts: [Attempt]) {
        var state = fallback
        var attempts: [Attempt] = []
        var firstError: WeatherError?
        let allowed = providers.filter { spent[$0.id] == nil }
        if allowed.isEmpty, let first = providers.first, let until = spent[first.id] {
            return (.failure(.budgetSpent(first.id, until: until)), state, attempts)
        }
        // A provider waiting out a Retry-After is skipped, unless every one is.
        let ready = allowed.filter { !state.isWaiting($0.id, now: now) }
        for provider in ready.isEmpty ? allowed : ready {
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
        let failures = attempts.compactMap { attempt in
            attempt.error.map { WeatherError.ProviderError(provider: attempt.provider, error: $0) }
        }
        // More than one asked, and none answered (an answer returns above).
        if failures.count > 1 {
            return (.failure(.everyProviderFailed(failures)), state, attempts)
        }
        return (.failure(firstError ?? .network(host: "-", detail: "no provider was asked")), state, attempts)
    }
}
