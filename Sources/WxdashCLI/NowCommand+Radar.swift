import Foundation
import HTTP
import Radar
import ScreenText
import WeatherKit

extension NowCommand {
    /// The rain radar at the forecast's place (nil with `--no-radar`), its problems said on stderr.
    func radar(for forecast: Forecast) async -> RadarObservation? {
        guard options.radar else { return nil }
        let http = HTTPClient(timeout: options.timeout, userAgent: HTTPClient.userAgent(contact: options.contact))
        let service = RadarService(base: options.radarBase, http: http, environment: environment, clock: now)
        let reading = await service.read(
            latitude: forecast.location.latitude, longitude: forecast.location.longitude, offline: options.offline)
        for problem in reading.problems {
            console.err("wxdash: \(TerminalText.sanitized(notePrefix + problem))\n")
        }
        return reading.observation
    }
}
