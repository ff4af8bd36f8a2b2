import Foundation
import FuzzSupport
import WeatherKit

/// The input is a One Call 3.0 `/data/3.0/onecall` body: decoded and mapped the production way, then `plausible()`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenWeatherMapOneCall(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = FuzzInput.data(start, count)
    let request = FuzzInput.request(for: body)
    let provider = OpenWeatherMapProvider(apiKey: "fuzz-key", api: .oneCall, http: FuzzHTTP(fallback: body))
    let forecast = waitFor { () -> Forecast? in try? await provider.forecast(request, now: FuzzInput.now) }
    forecast?.plausible().checkPlausible()
    return 0
}
