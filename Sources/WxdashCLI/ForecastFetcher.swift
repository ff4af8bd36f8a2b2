import Foundation
import WeatherKit

/// Fetches the forecast the options ask for: finds the place once, then asks the provider each time.
actor ForecastFetcher {
    struct Result: Sendable {
        var forecast: Forecast
        /// Said once, when the place was first found (e.g. which of several matches was taken).
        var placeNote: String?
    }

    private let services: ProviderServices
    private let options: WeatherOptions
    private let units: UnitSystem
    private var resolved: ResolvedPlace?

    init(options: WeatherOptions, apiKey: String?, environment: [String: String]) throws(WeatherError) {
        let http = HTTPClient(timeout: options.timeout, redactor: Redactor(secrets: apiKey.map { [$0] } ?? []))
        self.services = try ProviderServices(options: options, apiKey: apiKey, http: http)
        self.options = options
        self.units = options.units ?? UnitSystem.fromLocale(environment: environment)
    }

    var unitSystem: UnitSystem { units }

    /// Why a command could not even start fetching: what to tell the person, and the exit status.
    struct SetupFailure: Error {
        var message: String
        var status: ExitStatus
    }

    /// A fetcher with the API key the options point to; a missing, unsafe or unusable key is a `SetupFailure`.
    static func prepare(options: WeatherOptions, environment: [String: String]) throws(SetupFailure) -> ForecastFetcher {
        let apiKey: String?
        do {
            apiKey = try APIKeySource(keyFile: options.apiKeyFile, environment: environment).key()
        } catch {
            throw SetupFailure(message: error.message, status: .apiKey)
        }
        do {
            return try ForecastFetcher(options: options, apiKey: apiKey, environment: environment)
        } catch {
            throw SetupFailure(message: error.message, status: NowCommand.exitStatus(for: error))
        }
    }

    func fetch(now: Date) async throws(WeatherError) -> Result {
        var note: String?
        let place: Place
        if let resolved {
            place = resolved.place
        } else {
            let found = try await services.placeResolver.resolve(options.placeSpecifier, language: options.language)
            resolved = found
            note = found.note
            place = found.place
        }
        let request = ForecastRequest(place: place, units: units, days: options.days, language: options.language)
        return Result(forecast: try await services.provider.forecast(request, now: now), placeNote: note)
    }
}
