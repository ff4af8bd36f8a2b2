import Foundation
import FuzzSupport
import WeatherKit

/// The input is an Open-Meteo geocoding `/v1/search` body, read through `PlaceResolver` as `--city` and
/// `wxdash locate` read it: decode, filter by the area asked for, rank, and the note naming the others.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeocodingOpenMeteo(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = FuzzInput.data(start, count)
    let http = FuzzHTTP(fallback: body)
    let resolver = PlaceResolver(geocoder: OpenMeteoGeocoder(http: http), ipLocator: IPLocator(http: http))
    let query = ["Springfield", "Springfield, Illinois", "Zürich, CH", "Kathmandu, NP"][count % 4]
    let resolved = waitFor { () -> ResolvedPlace? in try? await resolver.resolve(.city(query)) }
    _ = resolved.map { ($0.place.displayName, $0.note) }
    return 0
}
