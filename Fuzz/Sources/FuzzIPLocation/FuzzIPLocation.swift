import Foundation
import FuzzSupport
import WeatherKit

/// The input is an ip-api.com `/json/` body, read through `PlaceResolver` as a start with no place given reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIPLocation(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = FuzzInput.data(start, count)
    let http = FuzzHTTP(fallback: body)
    let resolver = PlaceResolver(geocoder: OpenMeteoGeocoder(http: http), ipLocator: IPLocator(http: http))
    let resolved = waitFor { () -> ResolvedPlace? in try? await resolver.resolve(.ipAddress) }
    _ = resolved.map { ($0.place.displayName, $0.note) }
    return 0
}
