import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// Numbers from the air-quality server that no Int can hold are refused or clamped, never a trap.
@Suite struct AirQualityHostileValueTests {
    @Test func absurdIndicesDoNotTrap() throws {
        let body = #"""
            {"latitude": 52.5, "longitude": 13.4, "utc_offset_seconds": 0, "timezone": "GMT",
             "current": {"time": 1790816400, "european_aqi": 1e300, "us_aqi": -1e300, "european_aqi_pm2_5": 1e308, "pm2_5": 3.5},
             "hourly": {"time": [1790816400, 1790820000], "european_aqi": [1e300, 12], "us_aqi": [-1e300, 30]}}
            """#
        let response = HTTPResponse(
            url: URL(string: "http://127.0.0.1:9/v1/air-quality")!, status: 200, body: Data(body.utf8))
        let decoded = try response.decode(OpenMeteoResponse.self)
        let air = try OpenMeteoAirQualityMapper(
            response: decoded, scale: .european, now: Date(timeIntervalSince1970: 1_790_816_400 + 60),
            host: response.hostDescription
        ).airQuality()
        #expect(air.hourly.count == 2)
        #expect(air.hourly.last?.europeanAQI == 12)
    }
}
