import Foundation
import Testing
import Translation
import WeatherKit
import WeatherText

@testable import WxdashCLI

/// `mood list` and `mood stats` name a mood's weather and part of the day as the Mood page does (issue 37): code 3 is
/// "Cloudy" however the mood kept it, and the statistics group by the journal's own parts of the day.
@Suite struct MoodWordsTests {
    static let assets = FixturePaths.packageRoot.appendingPathComponent("Assets")

    /// Cloudy moods at 10:00, 15:00 and 21:00 UTC on 29 Nov 2026, one kept with the word wxdash wrote before ("Overcast").
    static let moods: [MoodEntry] = [(10, "Cloudy"), (15, "Overcast"), (21, "Cloudy")].enumerated().map { index, mood in
        let created = Date(timeIntervalSince1970: 1_795_910_400 + Double(mood.0) * 3600)
        return MoodEntry(
            id: Int64(index + 1), createdAt: created, utcOffsetSeconds: 0, level: .good, comment: nil,
            forecast: MoodForecast(
                createdAt: created, latitude: 52.5, longitude: 13.4, temperatureCelsius: 3, summary: mood.1,
                condition: .cloudy, isDay: true))
    }

    @Test(arguments: UILanguage.translated)
    func theListAndTheStatisticsSayTheSameWords(_ ui: UILanguage) throws {
        let language = try Language.load(ui, assets: Self.assets)
        var list = MoodReport(entries: Self.moods, temperatureUnit: .celsius)
        list.localOffset = { _ in 0 }
        list.timeStyle = TimeStyle(language: language)
        list.language = language
        var stats = MoodStatisticsReport(MoodStatistics(Self.moods))
        stats.timeStyle = TimeStyle(language: language)
        stats.language = language
        let listed = list.text
        let counted = stats.text.split(separator: "\n").map(String.init)
        let cloudy = language.condition(.cloudy)
        #expect(
            listed.components(separatedBy: cloudy).count - 1 == 3,
            "\(ui): every mood's weather is '\(cloudy)'\n\(listed)")
        #expect(!listed.contains("Overcast"), "\(listed)")
        #expect(counted.contains { $0.hasPrefix("  \(cloudy) ") }, "\(ui)\n\(stats.text)")
        let heading = try #require(counted.firstIndex(of: language.text(.statsByPartOfDay)), "\(ui)\n\(stats.text)")
        for (offset, part) in PartOfDay.allCases.enumerated() {
            let word = language.partOfDay(part)
            #expect(listed.contains(word + " "), "\(ui): the list says '\(word)'\n\(listed)")
            #expect(
                counted[heading + 1 + offset].hasPrefix("  \(word) "),
                "\(ui): the statistics say '\(word)'\n\(stats.text)")
        }
    }
}
