import Foundation
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// What a failed fetch's banner names in brackets is said in the reader's language too.
struct FetchFailureWordsTests {
    static func german() throws -> Language { try Language.load(.german, assets: Snapshot.assetsDirectory) }

    @Test func theBracketsSpeakTheLanguage() throws {
        let german = try Self.german()
        let tooLarge = FetchFailure(
            WeatherError.responseTooLarge(host: "api.open-meteo.com", limitBytes: 8 * 1024 * 1024))
        #expect(tooLarge.dashboardMessage(retryAt: "10:15").contains("(api.open-meteo.com sent more than 8192 KiB)"))
        let germanText = tooLarge.dashboardMessage(retryAt: "10:15", language: german)
        #expect(germanText.contains("api.open-meteo.com") && germanText.contains("8192 KiB"), "\(germanText)")
        #expect(!germanText.contains("sent more than"), "\(germanText)")
        let status = FetchFailure(WeatherError.serverError(host: "api.open-meteo.com", status: 503, detail: nil))
        #expect(status.dashboardMessage(retryAt: "10:15", language: german).contains("(api.open-meteo.com, HTTP 503)"))
        let unusable = FetchFailure(WeatherError.invalidResponse(host: "api.met.no", reason: "no JSON"))
        #expect(!unusable.dashboardMessage(retryAt: "10:15", language: german).contains("unusable answer"))
    }

    @Test func ipLocationOffIsNotCalledAPlaceNotFound() throws {
        let off = FetchFailure(WeatherError.ipLocationOff)
        #expect(off.retriesHourly)
        let english = off.dashboardMessage(retryAt: "11:00")
        #expect(!english.contains("No place called"), "\(english)")
        #expect(english.contains("IP location is off") && english.contains("11:00"), "\(english)")
        let german = off.dashboardMessage(retryAt: "11:00", language: try Self.german())
        #expect(german != english && german.contains("11:00"), "\(german)")
        let named = FetchFailure(WeatherError.placeNotFound(query: "Atlantis"))
        #expect(named.dashboardMessage(retryAt: "11:00").contains("“Atlantis”"))
    }
}
