import Drawing
import Testing

@testable import Dashboard

@Suite struct BlockTextTests {
    static let lettering = (try? Snapshot.assets().lettering) ?? []

    @Test func wordsGoIntoTheTallestLetteringThatFits() {
        let text = BlockText(lines: [("Partly cloudy", .plain), ("Wind 12 km/h SW", .plain)], lettering: Self.lettering)
        #expect(text.font(fitting: Size(columns: 200, rows: 40))?.height == 5)
        #expect(text.font(fitting: Size(columns: 70, rows: 40))?.height == 3, "too wide for the taller one")
        #expect(text.font(fitting: Size(columns: 20, rows: 40)) == nil, "plain text when none fits")
        #expect(text.height(in: Size(columns: 20, rows: 40)) == 2)
        #expect(text.height(in: Size(columns: 70, rows: 40)) == 7)
    }

    @Test func aLineTooWideForEveryLetteringIsBrokenOnceBetweenWords() {
        let text = BlockText(
            lines: [("Debesuota su pragiedruliais", .plain), ("Vėjas 12 km/h", .plain)], lettering: Self.lettering)
        let size = Size(columns: 60, rows: 40)
        #expect(text.font(fitting: size)?.height == 3)
        #expect(text.height(in: size) == 3 * 4 - 1, "three rows of letters: the condition on two")
        var canvas = Canvas(size: size)
        text.draw(in: canvas.area, on: &canvas)
        #expect(!canvas.line(0).trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(!canvas.line(4).trimmingCharacters(in: .whitespaces).isEmpty, "the second half of the condition")
        let unbreakable = BlockText(lines: [("Pragiedruliaipragiedruliai", .plain)], lettering: Self.lettering)
        #expect(unbreakable.font(fitting: size) == nil, "one word too wide stays plain")
    }

    @Test func accentsStayAndOtherScriptsFallBackToText() {
        #expect(BlockText.letters("Überwiegend bewölkt") == "ÜBERWIEGEND BEWÖLKT")
        #expect(BlockText.letters("Straße") == "STRASSE", "no capital sharp s is needed")
        let foreign = BlockText(lines: [("東京 晴れ", .plain)], lettering: Self.lettering)
        #expect(foreign.font(fitting: Size(columns: 300, rows: 90)) == nil)
        var canvas = Canvas(size: Size(columns: 20, rows: 3))
        foreign.draw(in: canvas.area, on: &canvas)
        #expect(canvas.line(0).hasPrefix("東京 晴れ"))
    }

    @Test func zeroSizeDrawsNothing() {
        let text = BlockText(lines: [("Rain", .plain)], lettering: Self.lettering)
        var canvas = Canvas(size: Size(columns: 10, rows: 4))
        text.draw(in: .zero, on: &canvas)
        #expect(canvas == Canvas(size: Size(columns: 10, rows: 4)))
    }
}
