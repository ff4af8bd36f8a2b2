import Foundation
import Testing
import WeatherKit

@testable import Dashboard

@Suite struct WidgetTests {
    @Test func rangeBarSpansTheDayWithinThePeriod() {
        let bar = RangeBar(low: 0, high: 5, coldest: -5, warmest: 15, asciiOnly: false).text(width: 20)
        #expect(bar.fillStart == 5)
        #expect(bar.fillLength == 5)
        #expect(bar.fill == "━")
        let whole = RangeBar(low: -5, high: 15, coldest: -5, warmest: 15, asciiOnly: true).text(width: 10)
        #expect(whole.fillStart == 0 && whole.fillLength == 10 && whole.fill == "=")
    }

    @Test func rangeBarAlwaysShowsAtLeastOneCellAndStaysInside() {
        let flat = RangeBar(low: 15, high: 15, coldest: -5, warmest: 15, asciiOnly: false).text(width: 10)
        #expect(flat.fillLength >= 1)
        #expect(flat.fillStart + flat.fillLength <= 10)
        let missing = RangeBar(low: nil, high: 3, coldest: 0, warmest: 5, asciiOnly: false).text(width: 10)
        #expect(missing.fillLength == 0)
    }

    @Test func chartScalesFromColdestToWarmest() throws {
        let start = Date(timeIntervalSince1970: 0)
        let hours = [0.0, 5, 10].enumerated().map {
            HourlyForecast(time: start.addingTimeInterval(Double($0.offset) * 3600), temperature: $0.element)
        }
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        let chart = try #require(
            TemperatureChart(hours: hours, location: location, asciiOnly: false).rows(width: 3, height: 2))
        #expect(chart.minimum == 0 && chart.maximum == 10)
        #expect(chart.lines == [" ▁█", "▁██"])
    }
}
