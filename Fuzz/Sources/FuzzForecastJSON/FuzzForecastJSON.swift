import Foundation
import FuzzSupport
import WeatherKit

/// The input is a forecast in the `wxdash now --format json` contract (the bundled sample is one), read back
/// with `ForecastDocument(json:)` and made plausible, as the sample data is before it is shown.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForecastJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = FuzzInput.data(start, count)
    if let document = try? ForecastDocument(json: body) {
        document.forecast.plausible().checkPlausible()
    }
    return 0
}
