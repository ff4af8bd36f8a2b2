import Foundation
import HTTP
import Testing

@testable import WeatherKit

@Suite struct OpenWeatherMapProviderTests {
    static let key = "0123456789abcdef0123456789abcdef"

    /// Zürich in °F and mph, German words; integers where OWM sends integers.
    static let zurichCurrent = """
        {"coord":{"lon":8.54,"lat":47.38},"weather":[{"id":501,"main":"Rain","description":"mäßiger Regen","icon":"10d"},\
        {"id":701,"main":"Mist","description":"trüb","icon":"50d"}],"base":"stations","main":{"temp":59,"feels_like":58.3,\
        "temp_min":57,"temp_max":61,"pressure":1011,"humidity":88},"visibility":4000,"wind":{"speed":5.82,"deg":240,"gust":12},\
        "rain":{"1h":1.2},"clouds":{"all":90},"dt":1784103600,"sys":{"type":2,"id":2019348,"country":"CH",\
        "sunrise":1784087083,"sunset":1784143103},"timezone":7200,"id":2657896,"name":"Zürich","cod":200}
        """

    static var zurichForecast: String {
        let steps = OpenWeatherMapFixtures.steps(from: 1_784_106_000, count: 40) { k in
            (
                60 + Double(k % 8), k == 1 ? OpenWeatherMapFixtures.lightRain : OpenWeatherMapFixtures.brokenClouds,
                k == 1 ? 0.6 : 0.1
            )
        }
        return OpenWeatherMapFixtures.forecast(
            lat: 47.3769, lon: 8.5417, name: "Zürich", country: "CH", timezone: 7200,
            sunrise: 1_784_087_083, sunset: 1_784_143_103, steps: steps)
    }

    static let zurich = Place(
        name: "Zürich", region: "Zürich", country: "Schweiz", countryCode: "CH", latitude: 47.3769, longitude: 8.5417,
        timeZoneIdentifier: "Europe/Zurich")

    static let now = Date(timeIntervalSince1970: 1_784_103_650)

    func provider(_ http: StubHTTP, api: OpenWeatherMapAPI = .free, base: String = "https://api.openweathermap.org")
        throws -> OpenWeatherMapProvider
    {
        OpenWeatherMapProvider(base: try #require(URL(string: base)), apiKey: Self.key, api: api, http: http)
    }

    func freeHTTP(current: (Int, String) = (200, zurichCurrent), forecast: (Int, String) = (200, zurichForecast))
        -> StubHTTP
    {
        StubHTTP(answers: ["/data/2.5/weather": current, "/data/2.5/forecast": forecast])
    }

    @Test func freePlanEndToEnd() async throws {
        let http = freeHTTP()
        let request = ForecastRequest(place: Self.zurich, units: .imperial, days: 3, language: "de")
        let forecast = try await provider(http).forecast(request, now: Self.now)

        let urls = http.requests.sorted { $0.path < $1.path }
        #expect(urls.map(\.path) == ["/data/2.5/forecast", "/data/2.5/weather"])
        for url in urls {
            #expect(url.host == "api.openweathermap.org")
            #expect(
                url.queryParameters == [
                    "lat": "47.3769", "lon": "8.5417", "units": "imperial", "lang": "de", "appid": Self.key
                ])
        }

        #expect(forecast.provider == .openWeatherMap)
        #expect(forecast.fetchedAt == Self.now)
        #expect(forecast.units == .imperial)
        #expect(forecast.location.name == "Zürich")
        #expect(forecast.location.country == "Schweiz")
        #expect(forecast.location.timeZoneIdentifier == "Europe/Zurich")
        #expect(forecast.location.utcOffsetSeconds == 7200)
        #expect(forecast.current.temperature == 59)
        #expect(forecast.current.windSpeed == 5.82)
        #expect(forecast.current.description == "Mäßiger Regen")
        #expect(forecast.current.condition == .rain)
        #expect(forecast.current.isDay == true)
        #expect(forecast.hourly.count == 16)
        #expect(forecast.hourly.first?.precipitationProbability == 10)
        #expect(forecast.hourly[1].condition == .rain)
        #expect(forecast.daily.map(\.date.description) == ["2026-07-15", "2026-07-16", "2026-07-17"])
        // 15 July from 11:00 CEST: steps 0–4 (60…64) and 59 now.
        #expect(forecast.today.high == 64)
        #expect(forecast.today.low == 59)
        #expect(forecast.daily[0].precipitationProbability == 60)
    }

    @Test func oneCallAsksForItsOwnEndpoint() async throws {
        let http = StubHTTP(answers: ["/data/3.0/onecall": (200, OpenWeatherMapOneCallMapperTests.kolkata)])
        let place = Place(name: "Kolkata", countryCode: "IN", latitude: 22.5726, longitude: 88.3639)
        let forecast = try await provider(http, api: .oneCall).forecast(
            ForecastRequest(place: place), now: Date(timeIntervalSince1970: 1_777_604_500))
        let urls = http.requests
        #expect(urls.map(\.path) == ["/data/3.0/onecall"])
        #expect(
            urls.first.map(\.queryParameters) == [
                "lat": "22.5726", "lon": "88.3639", "units": "metric", "exclude": "alerts", "appid": Self.key
            ])
        #expect(forecast.location.timeZoneIdentifier == "Asia/Kolkata")
        #expect(forecast.daily.count == 3)
    }

    @Test func aBaseWithAPathKeepsIt() async throws {
        let http = freeHTTP()
        let provider = try provider(http, base: "http://127.0.0.1:8080/owm/")
        #expect(
            provider.url(.current, for: ForecastRequest(place: Self.zurich)).absoluteString
                == "http://127.0.0.1:8080/owm/data/2.5/weather?lat=47.3769&lon=8.5417&units=metric&appid=\(Self.key)")
    }

    @Test func anEmptyKeyIsMissingAndNothingIsFetched() async throws {
        let http = freeHTTP()
        let provider = OpenWeatherMapProvider(apiKey: "  \n", http: http)
        await #expect(throws: WeatherError.missingAPIKey(.openWeatherMap)) {
            try await provider.forecast(ForecastRequest(place: Self.zurich), now: Self.now)
        }
        #expect(http.requests.isEmpty)
    }

    static let invalidKeyBody =
        #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#

    func expectError(
        _ http: StubHTTP, api: OpenWeatherMapAPI = .free, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> WeatherError? {
        do {
            _ = try await provider(http, api: api).forecast(ForecastRequest(place: Self.zurich), now: Self.now)
            Issue.record("no error", sourceLocation: sourceLocation)
            return nil
        } catch let error as WeatherError {
            #expect(!error.message.contains(Self.key), sourceLocation: sourceLocation)
            return error
        }
    }

    @Test func status401IsAnInvalidKeyAndTheMessageHidesIt() async throws {
        let error = try await expectError(
            freeHTTP(current: (401, Self.invalidKeyBody), forecast: (401, Self.invalidKeyBody)))
        #expect(error == .invalidAPIKey(.openWeatherMap))
        let oneCall = try await expectError(
            StubHTTP(answers: ["/data/3.0/onecall": (401, Self.invalidKeyBody)]), api: .oneCall)
        #expect(oneCall == .invalidAPIKey(.openWeatherMap))
    }

    @Test func anErrorBodySentWithStatus200CountsAsItsCod() async throws {
        let invalid = try await expectError(freeHTTP(forecast: (200, Self.invalidKeyBody)))
        #expect(invalid == .invalidAPIKey(.openWeatherMap))
        let notFound = try await expectError(freeHTTP(current: (200, #"{"cod":"404","message":"city not found"}"#)))
        #expect(notFound == .requestRejected(host: "api.openweathermap.org", status: 404, detail: "city not found"))
    }

    @Test func aKeyEchoedByTheServerIsRedacted() async throws {
        let body = "{\"cod\":\"400\",\"message\":\"bad request: appid=\(Self.key)&lat=x, key \(Self.key)\"}"
        let error = try await expectError(freeHTTP(current: (400, body)))
        guard case .requestRejected(_, 400, let detail?) = error else {
            Issue.record("expected a rejected request, got \(String(describing: error))")
            return
        }
        #expect(!detail.contains(Self.key))
        #expect(detail.contains(Redactor.placeholder))
    }

    @Test func emptyAndNonJSONBodies() async throws {
        let empty = try await expectError(freeHTTP(current: (404, "")))
        #expect(empty == .requestRejected(host: "api.openweathermap.org", status: 404, detail: nil))
        let html = try await expectError(freeHTTP(forecast: (200, "<html><body>Bad gateway</body></html>")))
        #expect(html == .invalidResponse(host: "api.openweathermap.org", reason: "got an HTML page instead of JSON"))
        let limited = try await expectError(
            freeHTTP(current: (429, #"{"cod":429,"message":"Your account is temporary blocked"}"#)))
        #expect(limited == .rateLimited(host: "api.openweathermap.org", retryAfter: nil))
        let broken = try await expectError(freeHTTP(current: (200, #"{"coord":{"lon":8.54,"lat":47.38},"dt":"soon"}"#)))
        #expect(broken == .invalidResponse(host: "api.openweathermap.org", reason: "dt has the wrong type"))
    }
}
