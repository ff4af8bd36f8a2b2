import Foundation
import WeatherKit
import WeatherService

extension ForecastFetcher {
    /// Why a command could not even start fetching: what to tell the person, and the exit status.
    struct SetupFailure: Error {
        var message: String
        var status: ExitStatus
    }

    /// A fetcher per place, all reading and writing the forecast cache through one connection (the first says what
    /// is wrong with it, if anything).
    static func prepare(places: [WeatherOptions], settings: Settings, environment: [String: String])
        throws(SetupFailure) -> [ForecastFetcher]
    {
        guard let first = places.first else { return [] }
        let opening = CacheOpening.open(offline: first.offline, environment: environment)
        var fetchers: [ForecastFetcher] = []
        for (index, options) in places.enumerated() {
            fetchers.append(
                try prepare(
                    options: options, settings: settings, environment: environment,
                    cache: index == 0 ? opening : opening.quiet))
        }
        return fetchers
    }

    /// A fetcher with the API key the options point to; a missing, unsafe or unusable key is a `SetupFailure`. `cache`:
    /// the forecast cache as opened for the other places, else it is opened for this one.
    static func prepare(
        options: WeatherOptions, settings: Settings, environment: [String: String], cache: CacheOpening? = nil
    ) throws(SetupFailure) -> ForecastFetcher {
        let apiKey: String?
        do {
            apiKey = try APIKeySource(keyFile: options.apiKeyFile, environment: environment).key()
        } catch {
            throw SetupFailure(message: error.message, status: .apiKey)
        }
        do {
            return try ForecastFetcher(
                options: options.serviceOptions(settings: settings), apiKey: apiKey, environment: environment,
                cache: cache ?? CacheOpening.open(offline: options.offline, environment: environment))
        } catch {
            throw SetupFailure(message: error.message, status: ExitStatus(error))
        }
    }
}
