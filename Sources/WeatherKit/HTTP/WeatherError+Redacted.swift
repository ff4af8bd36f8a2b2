extension WeatherError {
    /// The same error with every text a server or the network wrote cleaned of secrets (a server may echo the key).
    public func redacted(by redactor: Redactor) -> WeatherError {
        switch self {
        case .serverError(let host, let status, let detail):
            .serverError(host: host, status: status, detail: detail.map(redactor.redact))
        case .requestRejected(let host, let status, let detail):
            .requestRejected(host: host, status: status, detail: detail.map(redactor.redact))
        case .invalidResponse(let host, let reason):
            .invalidResponse(host: host, reason: redactor.redact(reason))
        case .network(let host, let detail):
            .network(host: host, detail: redactor.redact(detail))
        case .ipLocationFailed(let detail):
            .ipLocationFailed(detail: redactor.redact(detail))
        case .placeNotFound(let query):
            .placeNotFound(query: redactor.redact(query))
        case .missingAPIKey, .invalidAPIKey, .rateLimited, .responseTooLarge, .connectionRefused, .hostNotFound, .timedOut:
            self
        }
    }
}
