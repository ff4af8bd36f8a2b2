import Foundation
import FuzzSupport
import WeatherKit

/// The input is the free plan's pair of bodies, `/data/2.5/weather` then `/data/2.5/forecast`, separated by
/// the first NUL byte (with none, both endpoints get the whole input). Decoded and mapped the production
/// way (including OWM's error bodies sent with HTTP 200), then `plausible()`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenWeatherMapFree(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput.data(start, count)
    let current: Data
    let forecastBody: Data
    if let separator = input.firstIndex(of: 0) {
        current = Data(input[..<separator])
        forecastBody = Data(input[input.index(after: separator)...])
    } else {
        (current, forecastBody) = (input, input)
    }
    let request = FuzzInput.request(for: input)
    let http = FuzzHTTP(bodies: ["/data/2.5/weather": current, "/data/2.5/forecast": forecastBody], fallback: Data())
    let provider = OpenWeatherMapProvider(apiKey: "fuzz-key", api: .free, http: http)
    let forecast = waitFor { () -> Forecast? in try? await provider.forecast(request, now: FuzzInput.now) }
    forecast?.plausible().checkPlausible()
    return 0
}
