import Drawing
import Foundation
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// The Now page tells a shower once (issue 37): the rain outlook's one sentence, and under the nowcast's bars their label and
/// legend, never the nowcast's own sentence nor "(from hourly data)".
@Suite struct OneRainStoryTests {
    static let sizes = [(80, 24), (120, 40), (200, 60), (320, 90)]

    static func page(_ forecast: Forecast, _ ui: UILanguage, columns: Int, rows: Int) throws -> (
        text: String, language: Language
    ) {
        let language = try Language.load(ui, assets: Snapshot.assetsDirectory)
        let canvas = try DashboardSnapshotTests.render(forecast, columns: columns, rows: rows) { state in
            state.appearance.timeStyle = TimeStyle(language: language)
            state.appearance.language = language
        }
        return (canvas.text, language)
    }

    static func occurrences(of part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test(arguments: [UILanguage.english, .german], [false, true])
    func theShowerIsToldOnce(_ ui: UILanguage, interpolated: Bool) throws {
        let forecast = SampleForecasts.berlinWithMore(interpolated: interpolated)
        for (columns, rows) in Self.sizes {
            let (text, language) = try Self.page(forecast, ui, columns: columns, rows: rows)
            let style = TimeStyle(language: language)
            let outlook = RainOutlook(forecast: forecast, now: SampleForecasts.berlinNow)
            // The first spell as every form of the outlook begins: "Rain from 11:00 for about 1 h".
            let headline = outlook.headline(in: forecast.location, style: style, language: language)
            #expect(
                Self.occurrences(of: headline, in: text) == 1,
                "\(ui) \(columns)x\(rows): '\(headline)' once in\n\(text)")
            let nowcastSentence = try #require(forecast.nowcast).summary(
                at: SampleForecasts.berlinNow, language: language)
            let opening = String(nowcastSentence.prefix(12))
            #expect(!text.contains(opening), "\(ui) \(columns)x\(rows): not again as '\(nowcastSentence)'\n\(text)")
            for jargon in ["hourly data", "Stundendaten"] {
                #expect(!text.contains(jargon), "\(ui) \(columns)x\(rows)\n\(text)")
            }
        }
    }
}
