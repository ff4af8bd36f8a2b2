import Foundation
import HTTP

/// OpenWeatherMap, the original app's provider. Needs an API key; the free plan answers from two 2.5 endpoints,
/// One Call 3.0 from one.
public struct OpenWeatherMapProvider: WeatherProvider {
    public static let defaultBase = URL(string: "https://api.openweathermap.org")!

    public let id = Provider.openWeatherMap
    private let base: URL
    private let apiKey: String
    private let api: OpenWeatherMapAPI
    private let http: any HTTPFetching

    public init(
        base: URL = OpenWeatherMapProvider.defaultBase, apiKey: String, api: OpenWeatherMapAPI = .free,
        http: any HTTPFetching
    ) {
        self.base = base
        self.apiKey = apiKey.trimmingCharacters(in: .whitespacesAndNewlines)
        self.api = api
        self.http = http
    }

    public func forecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast {
        guard !apiKey.isEmpty else { throw .missingAPIKey(.openWeatherMap) }
        do {
            switch api {
            case .free:
                return try await freeForecast(request, now: now)
            case .oneCall:
                let response = try await fetch(url(.oneCall, for: request))
                let body = try response.decode(OpenWeatherMapOneCallResponse.self)
                return try OpenWeatherMapOneCallMapper(
                    response: body, request: request, fetchedAt: now, host: response.hostDescription
                ).map()
            }
        } catch {
            throw error.redacted(by: Redactor(secrets: [apiKey]))
        }
    }

    private func freeForecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast {
        async let currentFetch = fetchResult(url(.current, for: request))
        async let forecastFetch = fetchResult(url(.forecast, for: request))
        let (currentResult, forecastResult) = await (currentFetch, forecastFetch)
        let currentResponse = try currentResult.get()
        let forecastResponse = try forecastResult.get()
        let current = try currentResponse.decode(OpenWeatherMapCurrentResponse.self)
        let forecast = try forecastResponse.decode(OpenWeatherMapForecastResponse.self)
        for (offset, response) in [(current.timezone, currentResponse), (forecast.city?.timezone, forecastResponse)] {
            if let offset { _ = try UTCOffset.checked(offset, from: response.hostDescription) }
        }
        return OpenWeatherMapFreeMapper(current: current, forecast: forecast, request: request, fetchedAt: now).map()
    }

    // MARK: Requests

    enum Endpoint {
        case current, forecast, oneCall

        var path: String {
            switch self {
            case .current: "/data/2.5/weather"
            case .forecast: "/data/2.5/forecast"
            case .oneCall: "/data/3.0/onecall"
            }
        }
    }

    func url(_ endpoint: Endpoint, for request: ForecastRequest) -> URL {
        var query = [
            ("lat", URLBuilder.coordinate(request.place.latitude)),
            ("lon", URLBuilder.coordinate(request.place.longitude)),
            ("units", OpenWeatherMapUnits(system: request.units).rawValue)
        ]
        if endpoint == .oneCall {
            query.append(("exclude", "alerts"))
        }
        if let language = request.language?.trimmingCharacters(in: .whitespaces), !language.isEmpty {
            query.append(("lang", language))
        }
        query.append(("appid", apiKey))
        return URLBuilder(base: base, path: endpoint.path).url(query: query)
    }

    private func fetchResult(_ url: URL) async -> Result<HTTPResponse, WeatherError> {
        do {
            return .success(try await fetch(url))
        } catch {
            return .failure(error)
        }
    }

    /// GETs `url` and turns an error status into a typed error, including the error bodies OWM sends with HTTP 200.
    private func fetch(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        let response = try await http.get(url)
        try response.checkStatus(provider: .openWeatherMap)
        if let body = try? JSONDecoder().decode(OpenWeatherMapErrorBody.self, from: response.body),
            let code = body.cod?.value, (300...599).contains(code)
        {
            var stated = response
            stated.status = code
            try stated.checkStatus(provider: .openWeatherMap)
        }
        return response
    }
}
