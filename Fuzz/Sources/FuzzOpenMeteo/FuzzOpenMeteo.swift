import Foundation
import FuzzSupport
import WeatherKit

/// The input is an Open-Meteo `/v1/forecast` body; it goes the production way: status and decode,
/// the mapping into `Forecast`, then `plausible()`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteo(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = FuzzInput.data(start, count)
    let request = FuzzInput.request(for: body)
    let provider = OpenMeteoProvider(http: FuzzHTTP(fallback: body))
    let forecast = waitFor { () -> Forecast? in try? await provider.forecast(request, now: FuzzInput.now) }
    forecast?.plausible().checkPlausible()
    return 0
}
