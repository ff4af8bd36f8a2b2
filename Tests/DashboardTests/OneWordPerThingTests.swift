import Drawing
import Foundation
import ScreenText
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// One word per thing on every page (issue 37): Open-Meteo's weather code 3 is "Cloudy" wherever it is named, never
/// "Overcast" on one page and "Cloudy" on another; a mood's part of the day is the same word in the journal and in
/// the statistics beside it, and no language's word for the morning reads as "tomorrow".
@Suite struct OneWordPerThingTests {
    /// What the catalogs called WMO code 3 before it was named as its condition.
    static let overcastWords = [
        "Overcast", "Bedeckt", "Cubierto", "Täysin pilvistä", "Couvert", "Coperto", "Apsiniaukę", "Overskyet",
        "Zwaar bewolkt",
        "Całkowite zachmurzenie", "Encoberto", "Mulet"
    ]

    static let now = SampleForecasts.berlinNow

    /// Code 3 now, as Open-Meteo's mapping writes it, and a journal of cloudy moods: one kept with the words wxdash
    /// writes today, one with the word it wrote before ("Overcast"), logged in the morning, the afternoon and the evening.
    static func cloudy() -> (forecast: Forecast, moods: [MoodEntry]) {
        var forecast = SampleForecasts.berlin(condition: .cloudy)
        let code = WMOWeatherCode(3)
        forecast.current.condition = code.condition
        forecast.current.description = code.phrase
        let moods = [(10, code.phrase), (15, "Overcast"), (21, code.phrase)].enumerated().map { index, mood in
            // 29 Nov 2026 at the hour in Berlin (UTC+1).
            let created = Date(timeIntervalSince1970: 1_795_910_400 + Double(mood.0 - 1) * 3600)
            return MoodEntry(
                id: Int64(index + 1), createdAt: created, utcOffsetSeconds: 3600, level: .okay, comment: nil,
                forecast: MoodForecast(
                    createdAt: created, latitude: 52.5, longitude: 13.4, temperatureCelsius: 3, summary: mood.1,
                    condition: code.condition, isDay: true))
        }
        return (forecast, moods)
    }

    static func render(_ ui: UILanguage, page: Page, columns: Int, rows: Int) throws -> (
        text: String, language: Language
    ) {
        let language = try Language.load(ui, assets: Snapshot.assetsDirectory)
        let (forecast, moods) = cloudy()
        let canvas = try DashboardSnapshotTests.render(forecast, page: page, columns: columns, rows: rows) { state in
            state.appearance.timeStyle = TimeStyle(language: language)
            state.appearance.language = language
            state.moods = moods
        }
        return (canvas.text, language)
    }

    @Test(arguments: UILanguage.translated)
    func weatherCodeThreeIsOneWord(_ ui: UILanguage) throws {
        let (now, language) = try Self.render(ui, page: .now, columns: 80, rows: 24)
        let cloudy = language.condition(.cloudy)
        #expect(now.contains(cloudy), "\(ui): '\(cloudy)' on the Now page\n\(now)")
        let (mood, _) = try Self.render(ui, page: .mood, columns: 200, rows: 60)
        // The statistics' group (the journal beside it shows each mood's weather as its symbol).
        #expect(mood.contains(cloudy), "\(ui): '\(cloudy)' in the statistics\n\(mood)")
        for page in [now, mood] {
            for word in Self.overcastWords where word != cloudy {
                #expect(!page.contains(word), "\(ui): '\(word)' is another word for '\(cloudy)'\n\(page)")
            }
        }
    }

    /// The words wxdash writes for a code are the condition's own wherever they would say no more than it.
    @Test func providersWordsThatSayNoMoreThanTheConditionAreItsWords() {
        for code in [1, 3, 81] {
            let wmo = WMOWeatherCode(code)
            #expect(wmo.phrase == wmo.condition?.phrase, "WMO \(code)")
        }
        for symbol in ["fair_day", "rainshowers_night", "cloudy"] {
            let met = MetNorwaySymbol(symbol)
            #expect(met.phrase == met.condition?.phrase, "\(symbol)")
        }
        for (old, condition) in [
            ("Overcast", Condition.cloudy), ("Mainly clear", .mostlyClear), ("Fair", .mostlyClear),
            ("Rain showers", .showers)
        ] {
            #expect(
                Language.english.summary(old, condition: condition) == Language.english.condition(condition),
                "a mood kept with '\(old)'")
        }
    }

    @Test(arguments: UILanguage.translated)
    func thePartsOfTheDayAreTheJournalsWordsInTheStatistics(_ ui: UILanguage) throws {
        let (text, language) = try Self.render(ui, page: .mood, columns: 200, rows: 60)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = language.text(.moodByPartOfDay)
        let heading = try #require(lines.firstIndex { $0.contains(title) }, "\(ui): '\(title)'\n\(text)")
        // The journal on the left, the statistics from the heading's column on.
        let column = DisplayWidth.of(
            String(lines[heading][..<(lines[heading].range(of: title)?.lowerBound ?? lines[heading].endIndex)]))
        let journal = lines.map { Self.columns(of: $0, before: column) }.joined(separator: "\n")
        for (offset, part) in PartOfDay.allCases.enumerated() {
            let word = language.partOfDay(part)
            #expect(journal.contains(word), "\(ui): the journal says '\(word)'\n\(text)")
            let statistics = String(
                lines[heading + 1 + offset].dropFirst(
                    Self.columns(of: lines[heading + 1 + offset], before: column).count))
            #expect(statistics.hasPrefix(word + " "), "\(ui): the statistics say '\(word)' too: '\(statistics)'")
        }
    }

    /// The start of `line` that fills `width` columns.
    static func columns(of line: String, before width: Int) -> String {
        var taken = ""
        for character in line {
            guard DisplayWidth.of(taken + String(character)) <= width else { break }
            taken.append(character)
        }
        return taken
    }

    @Test(arguments: UILanguage.translated)
    func thePartsOfTheDayReadAsTheDayAndNotTomorrow(_ ui: UILanguage) throws {
        let language = try Language.load(ui, assets: Snapshot.assetsDirectory)
        let words = PartOfDay.allCases.map(language.partOfDay)
        #expect(Set(words).count == 3, "\(ui): \(words)")
        // German and Norwegian "Morgen", Spanish "Mañana", Swedish "Morgon" also mean "tomorrow" (and Dutch "morgen" only does).
        for ambiguous in ["Morgen", "Mañana", "Morgon"] {
            #expect(!words.contains(ambiguous), "\(ui): \(words)")
        }
        if ui == .german { #expect(words == ["Vormittag", "Nachmittag", "Abend"]) }
        if ui == .english { #expect(words == ["Morning", "Afternoon", "Evening"]) }
    }
}
