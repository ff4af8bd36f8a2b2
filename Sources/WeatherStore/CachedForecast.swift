import Foundation
import WeatherKit

/// The cache's own encoding of a forecast: the provider-neutral model as JSON (its `Codable` form), stored with the
/// format number it was written in. It is not the `wxdash now --format json` contract, so either can change without
/// the other: a change here gets a new `format` and a numbered migration in `ForecastCache` that re-encodes the rows.
///
/// Everything the dashboard shows survives it exactly: instants as seconds since 2001 (`Date`'s own number, so no
/// fraction is lost), numbers as written, non-finite numbers as the strings `nan`, `inf` and `-inf`. The keys are the
/// model's property names (`location.name`, `location.latitude`), which `ForecastCache.summaries()` reads with SQLite.
struct CachedForecast {
    /// The format this wxdash writes; rows in any other are not read.
    static let format: Int64 = 1

    var forecast: Forecast

    /// The stored text; nil only if the encoder fails, which no forecast makes it do (non-finite numbers have words).
    var text: String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .deferredToDate
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(forecast)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The forecast in `text`, written in `format`; nil when it is another format or cannot be read.
    init?(text: String, format: Int64) {
        guard format == Self.format else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .deferredToDate
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let forecast = try? decoder.decode(Forecast.self, from: Data(text.utf8)) else { return nil }
        self.forecast = forecast
    }

    init(_ forecast: Forecast) {
        self.forecast = forecast
    }
}
