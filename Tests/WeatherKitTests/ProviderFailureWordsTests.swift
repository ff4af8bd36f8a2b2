import Foundation
import Testing
import Translation
import WeatherKit

/// A failing provider's note in the footer is said in the interface's language, though the cache keeps its reason
/// in English.
struct ProviderFailureWordsTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    @Test func theReasonKeptInEnglishIsSaidInTheLanguage() throws {
        let german = try Language.load(.german, assets: Self.assets)
        let since = Date(timeIntervalSince1970: 1_796_032_800)
        let unreachable = ProviderFailure(
            provider: .openMeteo, since: since, reason: ProviderFailure.reason(for: .hostNotFound(host: "x")))
        #expect(unreachable.reason == "unreachable")
        #expect(
            unreachable.sentence(clock: { _ in "10:02" }, language: german)
                == "Open-Meteo gestört seit 10:02 (nicht erreichbar)")
        let status = ProviderFailure(
            provider: .metNorway, since: since,
            reason: ProviderFailure.reason(for: .serverError(host: "x", status: 503, detail: nil)))
        #expect(
            status.sentence(clock: { _ in "10:02" }, language: german) == "MET Norway gestört seit 10:02 (HTTP 503)")
        #expect(unreachable.sentence(clock: { _ in "10:02" }) == "Open-Meteo failing since 10:02 (unreachable)")
    }
}
