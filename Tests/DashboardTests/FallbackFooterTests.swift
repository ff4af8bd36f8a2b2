import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// The footer says where the data is from, and why from there, while a fallback provider answers.
@Suite struct FallbackFooterTests {
    @Test func theFooterNamesTheFallbackAndWhy() throws {
        var forecast = SampleForecasts.berlin()
        forecast.provider = .metNorway
        // 10:02 in Berlin (+01:00).
        let since = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: 10, minute: 2, utcOffsetSeconds: 3600)
        forecast.failedProviders = [ProviderFailure(provider: .openMeteo, since: since, reason: "HTTP 503")]
        let canvas = try DashboardSnapshotTests.render(forecast, columns: 200, rows: 60)
        #expect(
            canvas.text.contains("from MET Norway · Open-Meteo failing since 10:02 (HTTP 503)"), "\(canvas.line(59))")
    }

    @Test func aNarrowFooterKeepsWhereTheDataIsFrom() throws {
        var forecast = SampleForecasts.berlin()
        forecast.provider = .metNorway
        forecast.failedProviders = [
            ProviderFailure(provider: .openMeteo, since: SampleForecasts.berlinNow, reason: "HTTP 503")
        ]
        let canvas = try DashboardSnapshotTests.render(forecast, columns: 80, rows: 24)
        #expect(canvas.line(23).contains("from MET Norway (Open-Meteo failing)"), "\(canvas.line(23))")
    }

    @Test func theFirstProviderAloneIsJustNamed() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), columns: 200, rows: 60)
        #expect(canvas.text.contains("· Open-Meteo"))
        #expect(!canvas.text.contains("failing since"))
    }
}
