import Foundation
import FuzzSupport
import WeatherKit

/// The input is an OpenWeatherMap `/geo/1.0/direct` body, read through `PlaceResolver` as `--city` and
/// `wxdash locate` read it: decode, local names by language, filter by area, rank, and the note.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeocodingOpenWeatherMap(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = FuzzInput.data(start, count)
    let http = FuzzHTTP(fallback: body)
    let geocoder = OpenWeatherMapGeocoder(apiKey: "fuzz-key", http: http)
    let resolver = PlaceResolver(geocoder: geocoder, ipLocator: IPLocator(http: http))
    let query = ["Springfield", "Springfield, Illinois", "Zürich, CH", "Kathmandu, NP"][count % 4]
    let language = count % 3 == 0 ? "de" : nil
    let resolved = waitFor { () -> ResolvedPlace? in try? await resolver.resolve(.city(query), language: language) }
    _ = resolved.map { ($0.place.displayName, $0.note) }
    return 0
}
