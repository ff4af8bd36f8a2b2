import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// `--icons ascii` reaches everything on screen, and the `?` overlay explains its letters and hides the page.
@Suite struct OneGlyphSetTests {
    static let mood = MoodEntry(
        id: 1, createdAt: DashboardSnapshotTests.now, utcOffsetSeconds: 3600, level: .good, comment: "walk",
        forecast: MoodForecast(
            createdAt: DashboardSnapshotTests.now, latitude: 52.5, longitude: 13.4, temperatureCelsius: 3,
            summary: "Rain", condition: .rain, isDay: true))

    @Test func asciiMoodPageHasNoEmojiFacesOrBlocks() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: .mood, icons: .ascii) {
            $0.moods = [Self.mood]
        }
        #expect(canvas.text.contains(":-) good"), "\(canvas.text)")
        let foreign = canvas.text.unicodeScalars.filter { $0.value >= 0x100 }
        #expect(foreign.isEmpty, "\(foreign.map { String($0) })")
    }

    /// The Linux console's fonts lack en and em dashes and ellipses: under --icons ascii no cell shows one,
    /// whether a view or a server's words put it there.
    @Test(arguments: [Page.now, .forecast, .mood])
    func asciiPagesShowNoPunctuationAConsoleFontLacks(page: Page) throws {
        var forecast = SampleForecasts.berlin()
        forecast.current.description = "Light snow — later… rain · wind"
        forecast.current.humidity = nil
        for (columns, rows) in [(80, 24), (200, 60)] {
            let canvas = try DashboardSnapshotTests.render(
                forecast, page: page, columns: columns, rows: rows, icons: .ascii
            ) {
                $0.moods = MoodWallTests.month
            }
            let lacking = canvas.text.filter { "–—…".contains($0) }
            #expect(lacking.isEmpty, "\(page) \(columns)×\(rows): \(lacking)")
        }
    }

    @Test func everyLevelHasAFaceEveryFontHasAndTheEmojiSetKeepsItsEmoji() {
        #expect(MoodLevel.allCases.map { $0.face(emoji: false) } == ["X-(", ":-(", ":-|", ":-)", ":-D"])
        #expect(MoodLevel.allCases.map { $0.face(emoji: true) } == ["😫", "🙁", "😐", "🙂", "😄"])
    }

    /// The default set promises no emoji: its mood page shows the text faces, the emoji set its emoji.
    @Test func theDefaultSetsMoodPageHasNoEmojiFaces() throws {
        let faces = "😄🙂😐🙁😫"
        let unicode = try DashboardSnapshotTests.render(
            SampleForecasts.berlin(), page: .mood, columns: 80, rows: 24, icons: .unicode
        ) {
            $0.moods = MoodWallTests.month
        }
        #expect(!unicode.text.contains { faces.contains($0) }, "\(unicode.text)")
        #expect(unicode.text.contains(":-)") || unicode.text.contains(":-|"), "\(unicode.text)")
        let emoji = try DashboardSnapshotTests.render(
            SampleForecasts.berlin(), page: .mood, columns: 80, rows: 24, icons: .emoji
        ) {
            $0.moods = MoodWallTests.month
        }
        #expect(emoji.text.contains { faces.contains($0) }, "\(emoji.text)")
    }

    @Test func asciiHelpOverlayExplainsEveryLetterOfTheSet() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), icons: .ascii) {
            $0.showingHelp = true
        }
        let glyphs = try GlyphSetTests.library.get().glyphs(.ascii)
        let legend = HelpOverlayView.asciiLegend(.english).joined(separator: " ")
        for condition in Condition.allCases + [nil] {
            for isDay in [true, false] {
                let symbol = glyphs.symbol(for: condition, isDay: isDay)
                #expect(legend.contains(" \(symbol) "), "\(symbol) for \(String(describing: condition))")
            }
        }
        for line in HelpOverlayView.asciiLegend(.english) {
            #expect(canvas.text.contains(line.trimmingCharacters(in: .whitespaces)), "\(line)")
        }
        let plain = try DashboardSnapshotTests.render(SampleForecasts.berlin()) { $0.showingHelp = true }
        #expect(!plain.text.contains("Weather: O sun"), "the legend is for the ASCII set")
    }

    /// Every cell of the box is the same whatever page is behind it.
    @Test func helpOverlayHidesThePageBehindIt() throws {
        let canvases = try Page.allCases.map { page in
            try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: page) {
                $0.showingHelp = true
                $0.moods = [Self.mood]
            }
        }
        let box = canvases[0].cells.indices.filter { canvases[0].cells[$0].style.reverse }
        #expect(box.count > 500)
        for canvas in canvases.dropFirst() {
            #expect(box.allSatisfy { canvas.cells[$0] == canvases[0].cells[$0] })
        }
    }
}
