import Foundation
import Testing
import Translation

@testable import WeatherKit

/// The notes a fetch leaves (which place was taken, the request budget, missing air quality) are said in the
/// interface's language; English keeps the words the command line has always printed.
struct FetchNotesWordsTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")
    static let springfield = Place(
        name: "Springfield", region: "Missouri", country: "United States", countryCode: "US", latitude: 37.2,
        longitude: -93.3)
    static let illinois = Place(
        name: "Springfield", region: "Illinois", country: "United States", countryCode: "US", latitude: 39.8,
        longitude: -89.6)

    @Test func aChosenPlaceIsNamedInTheLanguage() throws {
        let german = try Language.load(.german, assets: Self.assets)
        let note = try #require(PlaceNote.choice(Self.springfield, among: [Self.springfield, Self.illinois]))
        let english = note.text(in: .english)
        #expect(
            english.hasPrefix(
                "2 places match \"Springfield\"; using Springfield, Missouri, US. Others: Springfield, Illinois, US."))
        #expect(english.contains("--city \"Springfield, Illinois\""))
        let text = note.text(in: german)
        #expect(text != english)
        #expect(
            text.contains("Springfield, Missouri, US") && text.contains("--city \"Springfield, Illinois\""), "\(text)")
        #expect(PlaceNote.choice(Self.springfield, among: [Self.springfield]) == nil, "one match needs no note")
        #expect(
            PlaceNote.lastPlaceIPLocationOff(Self.springfield).text(in: german).contains("Springfield, Missouri, US"))
        #expect(!PlaceNote.lastPlaceIPLocationOff(Self.springfield).text(in: german).contains("Using the last place"))
    }

    @Test func theBudgetNoteGroupsThousandsAsTheLanguageDoes() throws {
        let german = try Language.load(.german, assets: Self.assets)
        let now = Date(timeIntervalSince1970: 1_796_061_600)
        let budget = RequestBudget(
            provider: .openMeteo, used: 9_988, limit: 10_000, resetsAt: RequestBudget.day(of: now).end)
        let text = try #require(budget.note(interval: 900, at: now, language: german) { _ in "01:00" })
        #expect(text.hasPrefix("Open-Meteo: 9.988"), "\(text)")
        #expect(text.contains("10.000") && text.contains("30 min") && text.contains("01:00"), "\(text)")
        #expect(!text.contains("requests used today"))
    }

    @Test func aMissingAirQualityReadingsReasonIsShort() throws {
        let german = try Language.load(.german, assets: Self.assets)
        #expect(
            ProviderFailure.reason(for: .timedOut(host: "air", seconds: 10), in: german) == german.text(.reasonTimedOut)
        )
        #expect(
            ProviderFailure.reason(for: .serverError(host: "air", status: 502, detail: nil), in: german) == "HTTP 502")
        #expect(ProviderFailure.reason(for: .timedOut(host: "air", seconds: 10), in: .english) == "timed out")
    }
}
