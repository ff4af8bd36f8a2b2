import HTTP

extension WeatherError {
    /// The same error with every text it carries cleaned of secrets: a server may echo the key, and a host
    /// given by a person may hold one.
    public func redacted(by redactor: Redactor) -> WeatherError {
        let clean = redactor.redact
        return switch self {
        case .rateLimited(let host, let retryAfter): .rateLimited(host: clean(host), retryAfter: retryAfter)
        case .serverError(let host, let status, let detail):
            .serverError(host: clean(host), status: status, detail: detail.map(clean))
        case .requestRejected(let host, let status, let detail):
            .requestRejected(host: clean(host), status: status, detail: detail.map(clean))
        case .invalidResponse(let host, let reason): .invalidResponse(host: clean(host), reason: clean(reason))
        case .responseTooLarge(let host, let limit): .responseTooLarge(host: clean(host), limitBytes: limit)
        case .connectionRefused(let host): .connectionRefused(host: clean(host))
        case .hostNotFound(let host): .hostNotFound(host: clean(host))
        case .timedOut(let host, let seconds): .timedOut(host: clean(host), seconds: seconds)
        case .network(let host, let detail): .network(host: clean(host), detail: clean(detail))
        case .placeNotFound(let query): .placeNotFound(query: clean(query))
        case .ipLocationFailed(let detail, let advice):
            .ipLocationFailed(detail: clean(detail), advice: advice.map(clean))
        case .everyProviderFailed(let failures):
            .everyProviderFailed(
                failures.map { ProviderError(provider: $0.provider, error: $0.error.redacted(by: redactor)) })
        case .missingAPIKey, .invalidAPIKey, .ipLocationOff, .budgetSpent: self
        }
    }
}
