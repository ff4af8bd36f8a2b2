import Dashboard
import DashboardApp
import Drawing
import ScreenText
import Foundation
import MQTT
import WeatherKit

extension DashboardCommand {
    /// `wxdash --source mqtt://…`: the weather client reads what `wxdash publish` left on the broker at each refresh
    /// instead of fetching. The forecast keeps the publisher's fetch time, so the footer shows the publisher's age;
    /// the publisher's last error is the note; a broker that cannot be reached is a failed refresh (the last data
    /// stays, the footer says Offline). Only with providers after the URL (`,open-meteo`) does a failed read fetch.
    static func published(
        _ source: MQTTSource, places: [WeatherOptions], fallback: [ForecastFetcher], credentials: MQTTCredentials?,
        environment: [String: String], clock: @escaping @Sendable () -> Date
    ) -> WeatherClient {
        let own = fallback.isEmpty ? nil : weather(fallback, clock: clock)
        return WeatherClient(
            fetch: { place in
                let options = places[min(max(place, 0), places.count - 1)]
                let feed = PublisherFeed(endpoint: source.endpoint, credentials: credentials, timeout: options.timeout)
                do throws(MQTTError) {
                    let reading = try await feed.read(label: options.placeLabel ?? options.city)
                    let units = options.units.resolved(environment: environment, unlessUnsetKeeping: reading.forecast.units)
                    let note = reading.status?.lastError.map { "The publisher's last fetch failed: \(TerminalText.sanitized($0))" }
                    return .fetchSucceeded(reading.forecast.converted(to: units), at: clock(), note: note, place: place)
                } catch {
                    if let own { return await own.fetch(place) }
                    let kind: FetchFailure.Kind = switch error {
                    case .unreachable: .unreachable
                    case .badPayload: .serverFailed
                    case .refused: .keyRejected
                    default: .other
                    }
                    return .fetchFailed(
                        FetchFailure(message: error.message, kind: kind, detail: source.endpoint.display), at: clock(), jitter: Double.random(in: 0...1), place: place)
                }
            },
            fetchAlerts: { place in
                if let own { return await own.fetchAlerts(place) }
                return .alertsFailed("official alerts are not read from the broker", at: clock(), place: place)
            })
    }
}
