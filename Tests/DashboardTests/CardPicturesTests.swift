import Drawing
import Testing
import WeatherKit

@testable import Dashboard

/// On walls the cards of the next hours show the conditions' pictures.
@Suite struct CardPicturesTests {
    /// The hours' cards draw pictures on walls (the tallest as wide as a card), the one-cell symbol below them.
    @Test(arguments: [(200, 60, 6), (320, 90, 8), (120, 40, nil)] as [(Int, Int, Int?)])
    func hourCardsShowThePictureThatFits(columns: Int, rows: Int, pictureRows: Int?) throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), columns: columns, rows: rows)
        let lines = (0..<rows).map(canvas.line)
        let title = try #require(lines.firstIndex { $0.hasPrefix("  Next hours") })
        // The card's time, then its picture or symbol.
        let card = lines[(title + 3)...].prefix { !$0.contains("╰") }.map { String($0.prefix(20)) }
        let picture = card.prefix { $0.contains("▀") || $0.contains("▄") || $0.contains("█") }
        if let pictureRows {
            #expect(card.first.map { !$0.contains("☁") } == true)
            #expect((pictureRows - 1...pictureRows).contains(picture.count), "\(card)")
        } else {
            #expect(card.first?.contains("☁") == true)
        }
    }

    /// A picture in a card takes the colour of its parts: the sun yellow, the cloud in the text's colour.
    @Test func cardPicturesAreInColour() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), columns: 200, rows: 60)
        let palette = Palette.make(condition: .partlyCloudy, isDay: true, theme: .dark, dimmed: false)
        let lines = (0..<60).map(canvas.line)
        let title = try #require(lines.firstIndex { $0.hasPrefix("  Next hours") })
        let cells = (title + 3..<title + 9).flatMap { row in (2..<20).map { canvas[$0, row] } }.filter {
            ["▀", "▄", "█"].contains($0.text)
        }
        #expect(cells.contains { $0.style == palette.accent })
        #expect(cells.contains { $0.style == palette.text.bolded })
    }
}
