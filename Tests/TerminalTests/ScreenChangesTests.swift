import CNcursesw
import Drawing
import Testing

@testable import Terminal

/// A frame hands ncurses only what changed since the last one: the screen must end up exactly as a full
/// redraw would leave it, wide characters and styles included, and an unchanged frame touches nothing.
@Suite(.serialized) @MainActor struct ScreenChangesTests {
    static let size = Size(columns: 40, rows: 6)

    private func screen() throws -> Screen {
        let screen = try Screen(headless: "xterm-256color")
        screen.resize(to: Self.size)
        while screen.nextKey() != nil {}
        return screen
    }

    private func shown() -> [[String]] {
        (0..<Self.size.rows).map { row in
            (0..<Self.size.columns).map { column in
                let cell = ScreenCell.read(column: column, row: row)
                return "\(cell?.text ?? "?")|\(cell?.attributes ?? 0)|\(cell?.pair ?? 0)"
            }
        }
    }

    /// What the screen shows after drawing `second` straight after `first`, and after drawing it alone.
    private func afterChange(from first: Canvas, to second: Canvas) throws -> (changed: [[String]], whole: [[String]]) {
        let screen = try screen()
        defer { screen.stop() }
        screen.draw(first)
        screen.draw(second)
        let changed = shown()
        screen.lastDrawn = nil
        screen.draw(second)
        return (changed, shown())
    }

    static func canvas(_ lines: [(String, Int, Int, Style)]) -> Canvas {
        var canvas = Canvas(size: size)
        for (text, column, row, style) in lines { canvas.write(text, column: column, row: row, style: style) }
        return canvas
    }

    @Test(arguments: [
        // A clock ticks.
        ([("Mon 30 Nov 10:42", 20, 0, Style.plain)], [("Mon 30 Nov 10:43", 20, 0, Style.plain)]),
        // Wide characters become narrow ones, and the other way round, half a character over.
        ([("東京 Tokyo", 3, 1, Style.plain)], [("ab Tokyo", 3, 1, Style.plain)]),
        ([("abcdef", 3, 2, Style.plain)], [("x東京", 4, 2, Style.plain)]),
        ([("東京", 3, 3, Style.plain)], [("東京", 4, 3, Style.plain)]),
        // Only a style changes; text disappears.
        ([("Rain likely", 0, 4, Style.plain)], [("Rain likely", 0, 4, Style(bold: true))]),
        ([("gone soon", 10, 5, Style(reverse: true))], [])
    ])
    func drawingOnlyTheChangesEndsAsAFullRedrawWould(
        first: [(String, Int, Int, Style)], second: [(String, Int, Int, Style)]
    ) throws {
        let (changed, whole) = try afterChange(from: Self.canvas(first), to: Self.canvas(second))
        #expect(changed == whole)
    }

    @Test func anUnchangedFrameTouchesNothing() throws {
        let screen = try screen()
        defer { screen.stop() }
        let canvas = Self.canvas([("12°", 0, 0, Style(bold: true))])
        screen.draw(canvas)
        // Marks what ncurses would repaint: drawing anything clears or rewrites these cells.
        mvwaddstr(wx_stdscr(), 5, 0, "MARK")
        screen.draw(canvas)
        #expect(ScreenCell.read(column: 0, row: 5)?.text == "M")
        screen.draw(Self.canvas([("13°", 0, 0, Style(bold: true))]))
        #expect(ScreenCell.read(column: 0, row: 5)?.text == "M", "a row that did not change is not redrawn")
        #expect(ScreenCell.read(column: 1, row: 0)?.text == "3")
    }

    @Test func aResizeRedrawsEverything() throws {
        let screen = try screen()
        defer { screen.stop() }
        screen.draw(Self.canvas([("12°", 0, 0, Style.plain)]))
        mvwaddstr(wx_stdscr(), 5, 0, "MARK")
        screen.resize(to: Size(columns: 30, rows: 6))
        screen.resize(to: Self.size)
        screen.draw(Self.canvas([("12°", 0, 0, Style.plain)]))
        #expect(ScreenCell.read(column: 0, row: 5)?.text == " ")
    }
}
