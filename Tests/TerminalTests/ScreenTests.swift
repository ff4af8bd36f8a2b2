import CNcursesw
import Drawing
import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncurses is one global screen per process: these run one at a time, headless on /dev/null.
@Suite(.serialized) @MainActor struct ScreenTests {
    private let red = Color(xterm256: 196, basic: 1, bright: true)
    private let blue = Color(xterm256: 25, basic: 4)
    private let yellow = Color(xterm256: 226, basic: 3, bright: true)

    private func screen(
        _ type: String = "xterm-256color", colorMode: ColorMode = .auto, size: Size = Size(columns: 80, rows: 24)
    ) throws -> Screen {
        let screen = try Screen(headless: type, colorMode: colorMode)
        screen.resize(to: size)
        while screen.nextKey() != nil {}
        return screen
    }

    private func cell(_ column: Int, _ row: Int) -> ScreenCell? {
        ScreenCell.read(column: column, row: row)
    }

    @Test func eachCharacterLandsInItsColumn() throws {
        let screen = try screen()
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        canvas.write("Hi 東京 ☀ e\u{301}!", column: 0, row: 0)
        screen.draw(canvas)

        #expect(cell(0, 0)?.text == "H")
        #expect(cell(1, 0)?.text == "i")
        #expect(cell(2, 0)?.text == " ")
        #expect(cell(3, 0)?.text == "東")
        #expect(cell(5, 0)?.text == "京")
        #expect(cell(7, 0)?.text == " ")
        #expect(cell(8, 0)?.text == "☀")
        #expect(cell(10, 0)?.text == "e\u{301}")
        #expect(cell(11, 0)?.text == "!")
        #expect(cell(12, 0)?.text == " ")
    }

    @Test func stylesBecomeAttributesAndColourPairs() throws {
        let screen = try screen()
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        canvas.write("B", column: 0, row: 1, style: Style(foreground: red, bold: true))
        canvas.write("D", column: 1, row: 1, style: Style(dim: true))
        canvas.write("R", column: 2, row: 1, style: Style(reverse: true))
        canvas.write("U", column: 3, row: 1, style: Style(underline: true))
        canvas.write("K", column: 4, row: 1, style: Style(foreground: yellow, background: blue))
        canvas.write("P", column: 5, row: 1)
        screen.draw(canvas)

        let bold = try #require(cell(0, 1))
        #expect(bold.has(wx_a_bold()) && !bold.has(wx_a_dim()) && !bold.has(wx_a_reverse()))
        #expect(bold.pair != 0)
        #expect(ScreenCell.colors(ofPair: bold.pair) == (196, -1))
        #expect(cell(1, 1)?.has(wx_a_dim()) == true)
        #expect(cell(2, 1)?.has(wx_a_reverse()) == true)
        #expect(cell(3, 1)?.has(wx_a_underline()) == true)
        let colored = try #require(cell(4, 1))
        #expect(ScreenCell.colors(ofPair: colored.pair) == (226, 25))
        let plain = try #require(cell(5, 1))
        #expect(plain.pair == 0)
        #expect(plain.attributes & (wx_a_bold() | wx_a_dim() | wx_a_reverse() | wx_a_underline()) == 0)
    }

    @Test func wideCharacterStylesBothHalves() throws {
        let screen = try screen()
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        canvas.write("東", column: 10, row: 2, style: Style(foreground: red, reverse: true))
        screen.draw(canvas)
        #expect(cell(10, 2)?.text == "東")
        #expect(cell(11, 2)?.has(wx_a_reverse()) == true)
        #expect(cell(12, 2)?.text == " ")
    }

    @Test func canvasLargerThanTheScreenIsClipped() throws {
        let screen = try screen(size: Size(columns: 20, rows: 5))
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 30, rows: 8))
        for row in 0..<8 {
            let letter = String(UnicodeScalar(UInt8(0x61 + row)))
            canvas.write(String(repeating: letter, count: 30), column: 0, row: row)
        }
        canvas.write("東", column: 19, row: 1)
        screen.draw(canvas)

        #expect(screen.size == Size(columns: 20, rows: 5))
        #expect(cell(0, 0)?.text == "a")
        #expect(cell(19, 0)?.text == "a")
        #expect(cell(18, 1)?.text == "b")
        #expect(cell(19, 1)?.text == " ", "a wide character cut by the right edge becomes a blank")
        #expect(cell(19, 4)?.text == "e", "the bottom-right cell is drawn")
        #expect(cell(0, 0, in: wx_curscr())?.text == "a", "nothing scrolled")
        #expect(cell(19, 4, in: wx_curscr())?.text == "e")
    }

    @Test func wideCharacterInTheBottomRightCorner() throws {
        let screen = try screen(size: Size(columns: 10, rows: 3))
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 10, rows: 3))
        canvas.write("top", column: 0, row: 0)
        canvas.write("東", column: 8, row: 2)
        screen.draw(canvas)
        #expect(cell(8, 2)?.text == "東")
        #expect(cell(0, 0, in: wx_curscr())?.text == "t")
        #expect(cell(8, 2, in: wx_curscr())?.text == "東")
    }

    @Test func smallerCanvasLeavesNothingOfTheLastFrame() throws {
        let screen = try screen(size: Size(columns: 20, rows: 5))
        defer { screen.stop() }
        var full = Canvas(size: Size(columns: 20, rows: 5))
        for row in 0..<5 { full.write(String(repeating: "x", count: 20), column: 0, row: row) }
        screen.draw(full)
        var small = Canvas(size: Size(columns: 5, rows: 2))
        small.write("hello", column: 0, row: 0)
        screen.draw(small)
        #expect(cell(4, 0)?.text == "o")
        #expect(cell(5, 0)?.text == " ")
        #expect(cell(0, 3)?.text == " ")
        #expect(cell(19, 4, in: wx_curscr())?.text == " ")
    }

    @Test func pairsAreReusedAcrossFrames() throws {
        let screen = try screen()
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        canvas.write("red", column: 0, row: 0, style: Style(foreground: red))
        canvas.write("blue", column: 0, row: 1, style: Style(foreground: blue))
        canvas.write("both", column: 0, row: 2, style: Style(foreground: yellow, background: blue))
        canvas.write("red again", column: 0, row: 3, style: Style(foreground: red, bold: true))
        screen.draw(canvas)
        #expect(screen.colorPairs.count == 3)
        let first = cell(0, 0)?.pair
        screen.draw(canvas)
        screen.draw(canvas)
        #expect(screen.colorPairs.count == 3)
        #expect(cell(0, 0)?.pair == first)
        #expect(cell(0, 3)?.pair == first)
    }

    @Test func pairsNeverExceedWhatTheTerminalHas() throws {
        let screen = try screen("xterm")
        defer { screen.stop() }
        let capacity = Int(wx_color_pairs())
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        for foreground in 0..<8 {
            for background in 0..<8 {
                let style = Style(
                    foreground: Color(xterm256: UInt8(foreground), basic: UInt8(foreground)),
                    background: Color(xterm256: UInt8(background), basic: UInt8(background)))
                canvas.write("x", column: foreground * 8 + background, row: 0, style: style)
            }
        }
        screen.draw(canvas)
        screen.draw(canvas)
        #expect(capacity == 64)
        #expect(screen.colorPairs.count == capacity - 1)
        #expect(cell(0, 0)?.pair == 1)
        #expect(cell(62, 0)?.pair == 63)
        #expect(cell(63, 0)?.pair == 0, "no pair is left for the 64th: it falls back to the default")
    }

    @Test func eightColourTerminalUsesBasicColours() throws {
        let screen = try screen("xterm")
        defer { screen.stop() }
        #expect(screen.colorDepth == .basic8)
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        canvas.write("hot", column: 0, row: 0, style: Style(foreground: red, background: blue))
        screen.draw(canvas)
        let hot = try #require(cell(0, 0))
        #expect(ScreenCell.colors(ofPair: hot.pair) == (1, 4))
    }

    @Test func monochromeUsesAttributesOnly() throws {
        for (type, mode) in [("xterm-256color", ColorMode.monochrome), ("vt100", .auto)] {
            let screen = try screen(type, colorMode: mode)
            defer { screen.stop() }
            #expect(screen.colorDepth == .none)
            var canvas = Canvas(size: Size(columns: 80, rows: 24))
            canvas.write("hot", column: 0, row: 0, style: Style(foreground: red, background: blue, bold: true))
            screen.draw(canvas)
            #expect(screen.colorPairs.count == 0)
            #expect(cell(0, 0)?.pair == 0)
            #expect(cell(0, 0)?.has(wx_a_bold()) == true)
        }
    }

    @Test func nextKeyDecodesWhatNcursesReads() throws {
        let screen = try screen()
        defer { screen.stop() }
        #expect(screen.nextKey() == nil)
        ungetch(KEY_LEFT)
        #expect(screen.nextKey() == .key(.left))
        unget_wch(wchar_t(0x6771))
        #expect(screen.nextKey() == .key(.character("東")))
        ungetch(3)
        #expect(screen.nextKey() == .key(.control("c")))
        ungetch(KEY_RIGHT)
        ungetch(wx_key_f(1))
        #expect(screen.nextKey() == .key(.right), "a key the dashboard has no use for is skipped")
        #expect(screen.nextKey() == nil)
    }

    @Test func resizeReportsTheNewSizeAndQueuesAResize() throws {
        let screen = try screen(size: Size(columns: 80, rows: 24))
        defer { screen.stop() }
        screen.resize(to: Size(columns: 40, rows: 10))
        #expect(screen.size == Size(columns: 40, rows: 10))
        #expect(screen.nextKey() == .resize)
        #expect(screen.nextKey() == nil)
        #expect(screen.resize() == Size(columns: 40, rows: 10), "/dev/null has no window size: nothing changes")
        #expect(screen.nextKey() == nil)
    }

    @Test func suspendAndResumeKeepTheFrame() throws {
        let screen = try screen()
        defer { screen.stop() }
        var canvas = Canvas(size: Size(columns: 80, rows: 24))
        canvas.write("kept", column: 0, row: 0)
        screen.draw(canvas)
        screen.suspend()
        screen.suspend()
        #expect(screen.nextKey() == nil)
        screen.resume()
        screen.resume()
        #expect(cell(0, 0, in: wx_curscr())?.text == "k")
        screen.draw(canvas)
        #expect(cell(3, 0)?.text == "t")
    }

    @Test func stopIsIdempotentAndFinal() throws {
        let screen = try screen()
        screen.stop()
        screen.stop()
        screen.draw(Canvas(size: Size(columns: 10, rows: 2)))
        #expect(screen.nextKey() == nil)
        #expect(screen.size == Size(columns: 0, rows: 0))
        screen.suspend()
        screen.resume()
        screen.stop()
    }

    @Test func stopFromSuspended() throws {
        let screen = try screen()
        screen.suspend()
        screen.stop()
        screen.resume()
        #expect(screen.nextKey() == nil)
    }

    @Test func unknownTerminalTypeIsAClearError() {
        #expect(throws: ScreenError.unknownTerminal("wxdash-no-such-terminal")) {
            try Screen(headless: "wxdash-no-such-terminal")
        }
        #expect(ScreenError.unknownTerminal("foo").description.contains("TERM=foo"))
    }

    @Test func terminalThatCannotMoveTheCursorIsAClearError() {
        #expect(throws: ScreenError.cannotMoveCursor("dumb")) {
            try Screen(headless: "dumb")
        }
        let screen = try? Screen(headless: "xterm-256color")
        #expect(screen != nil, "ncurses is usable again afterwards")
        screen?.stop()
    }

    @Test func missingTermIsAClearError() {
        #expect(throws: ScreenError.noTerminalType) {
            try Screen(colorMode: .auto, environment: ["TERM": ""])
        }
        #expect(throws: ScreenError.noTerminalType) {
            try Screen(colorMode: .auto, environment: [:])
        }
    }

    @Test(
        .enabled(if: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0, "needs stdin or stdout not to be a tty"))
    func realScreenNeedsATerminal() {
        #expect(throws: ScreenError.notATerminal) {
            try Screen(colorMode: .auto, environment: ["TERM": "xterm-256color"])
        }
        #expect(ScreenError.notATerminal.description.contains("wxdash now"))
    }

    private func cell(_ column: Int, _ row: Int, in window: UnsafeMutablePointer<WINDOW>?) -> ScreenCell? {
        ScreenCell.read(column: column, row: row, from: window)
    }
}
