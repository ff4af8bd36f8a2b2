import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// A forecast of one day is titled "Next 1 day" on every page and size, never "Next 1 days".
@Suite struct OneDayTitleTests {
    @Test(arguments: [(80, 24), (120, 40), (200, 60), (160, 12)])
    func oneDayIsSingular(columns: Int, rows: Int) throws {
        var forecast = SampleForecasts.berlin()
        forecast.daily = Array(forecast.daily.prefix(1))
        var text = ""
        for page in [Page.now, .forecast] {
            let canvas = try DashboardSnapshotTests.render(forecast, page: page, columns: columns, rows: rows)
            text += (0..<rows).map { canvas.line($0) }.joined(separator: "\n")
        }
        #expect(!text.contains("Next 1 days"), "\(text)")
    }

    @Test func theForecastPageSaysNextOneDay() throws {
        var forecast = SampleForecasts.berlin()
        forecast.daily = Array(forecast.daily.prefix(1))
        let canvas = try DashboardSnapshotTests.render(forecast, page: .forecast, columns: 120, rows: 40)
        #expect(
            (0..<40).contains { canvas.line($0).contains("Next 1 day ") },
            "\((0..<40).map { canvas.line($0) }.joined(separator: "\n"))")
    }
}
