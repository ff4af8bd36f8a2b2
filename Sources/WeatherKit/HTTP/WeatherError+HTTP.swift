import HTTP

extension WeatherError {
    /// The failure of an HTTP exchange as wxdash reports it.
    public init(_ error: HTTPError) {
        self =
            switch error {
            case .invalidResponse(let host, let reason): .invalidResponse(host: host, reason: reason)
            case .responseTooLarge(let host, let limit): .responseTooLarge(host: host, limitBytes: limit)
            case .connectionRefused(let host): .connectionRefused(host: host)
            case .hostNotFound(let host): .hostNotFound(host: host)
            case .timedOut(let host, let seconds): .timedOut(host: host, seconds: seconds)
            case .network(let host, let detail): .network(host: host, detail: detail)
            }
    }
}
