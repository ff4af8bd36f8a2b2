import Testing

@testable import Drawing

@Suite struct CanvasTests {
    @Test func wideCharactersTakeTwoColumnsAndNeverShiftTheRest() {
        var canvas = Canvas(size: Size(columns: 12, rows: 1))
        canvas.write("東京☀x", column: 1, row: 0)
        #expect(canvas.line(0) == " 東京☀x     ")
        #expect(canvas[1, 0].text == "東")
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas[5, 0].text == "☀")
        #expect(canvas[6, 0].text == "x")
    }

    /// Issue 43: after Tab the header read `👨👩👧👦🏳️r🌈🇱d (2/6)`. On screen the joiners are dropped (terminals
    /// disagree about joined sequences), so the family is four people; each picture takes its cell and its
    /// continuation, a cluster (a flag, a skin tone) is measured as one, and the place's number follows at once.
    @Test func emojiSequencesTakeOneCellEachAndNeverShiftTheRest() {
        var canvas = Canvas(size: Size(columns: 24, rows: 3))
        canvas.write("Vilnius, Lithuania (1/6)", column: 0, row: 0)
        canvas.write("👨‍👩‍👧‍👦🏳️‍🌈🇱🇹 (2/6)", column: 0, row: 0)
        #expect(canvas.line(0).hasPrefix("👨👩👧👦🏳️🌈🇱🇹 (2/6)"))
        #expect(canvas[8, 0].text == "🏳️")
        #expect(canvas[9, 0].isContinuation)
        #expect(canvas[12, 0].text == "🇱🇹")
        #expect(canvas[13, 0].isContinuation)
        #expect(canvas[15, 0].text == "(")
        // A thumb with its skin tone is one picture of two columns, not four.
        canvas.write("👍🏽x", column: 0, row: 1)
        #expect(canvas[0, 1].text == "👍🏽")
        #expect(canvas[1, 1].isContinuation)
        #expect(canvas[2, 1].text == "x")
        // Five columns: two whole thumbs, then the ellipsis; never half a picture.
        canvas.write("👍🏽👍🏽👍🏽", column: 0, row: 2, width: 5)
        #expect(canvas.line(2).hasPrefix("👍🏽👍🏽… "))
        // A cluster cut by the clip's left edge leaves a blank, not half of itself.
        var clipped = Canvas(size: Size(columns: 6, rows: 1))
        clipped.write("xxxxxx", column: 0, row: 0)
        clipped.clipped(to: Rect(x: 1, y: 0, width: 5, height: 1)) { $0.write("🇱🇹ab", column: 0, row: 0) }
        #expect(clipped.line(0) == "x abxx")
    }

    @Test func combiningMarksJoinTheirBaseCell() {
        var canvas = Canvas(size: Size(columns: 6, rows: 1))
        let width = canvas.write("Ze\u{301}ro", column: 0, row: 0)
        #expect(width == 4)
        #expect(canvas[1, 0].text == "e\u{301}")
        #expect(canvas[2, 0].text == "r")
    }

    @Test func textIsClippedToTheCanvasWithAnEllipsis() {
        var canvas = Canvas(size: Size(columns: 8, rows: 2))
        canvas.write("Springfield", column: 2, row: 0)
        #expect(canvas.line(0) == "  Sprin…")
        canvas.write("anything", column: 0, row: 5)
        canvas.write("anything", column: 9, row: 1)
        #expect(canvas.line(1) == "        ")
    }

    @Test func aWideCharacterThatWouldStraddleTheEdgeIsLeftOut() {
        var canvas = Canvas(size: Size(columns: 4, rows: 1))
        canvas.write("ab東", column: 1, row: 0, width: 3)
        #expect(canvas.line(0) == " ab…")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(columns: 6, rows: 1))
        canvas.write("東京", column: 0, row: 0)
        canvas.write("x", column: 1, row: 0)
        #expect(canvas.line(0) == " x京  ")
        canvas.write("y", column: 2, row: 0)
        #expect(canvas.line(0) == " xy   ")
    }

    @Test func escapeSequencesNeverReachACell() {
        var canvas = Canvas(size: Size(columns: 20, rows: 1))
        canvas.write("\u{1b}]0;pwned\u{07}A\u{1b}[2JB\u{202e}C", column: 0, row: 0)
        #expect(canvas.line(0).hasPrefix("ABC"))
        #expect(!canvas.cells.contains { $0.text?.unicodeScalars.contains { $0.value == 0x1b } ?? false })
    }

    @Test func fillAndRestyleStayInside() {
        var canvas = Canvas(size: Size(columns: 3, rows: 2))
        let bold = Style(bold: true)
        canvas.fill(column: -5, row: -5, width: 100, height: 100, style: bold)
        #expect(canvas.cells.allSatisfy { $0.style == bold })
        canvas.restyle(column: 2, row: 1, width: 9, height: 9) { $0.dimmed }
        #expect(canvas[2, 1].style.dim)
        #expect(!canvas[1, 1].style.dim)
    }

    @Test func rightAndCentredText() {
        var canvas = Canvas(size: Size(columns: 10, rows: 2))
        canvas.writeRight("12°", column: 0, row: 0, width: 10)
        canvas.writeCentered("ab", column: 0, row: 1, width: 10)
        #expect(canvas.text == "       12°\n    ab")
    }

    @Test func aZeroSizedCanvasAcceptsEverything() {
        var canvas = Canvas(size: Size(columns: 0, rows: 0))
        canvas.write("x", column: 0, row: 0)
        canvas.fill(column: 0, row: 0, width: 1, height: 1, style: .plain)
        #expect(canvas.text == "")
    }
}

@Suite struct CanvasClipTests {
    @Test func drawingInAClippedAreaNeverLeavesIt() {
        var canvas = Canvas(size: Size(columns: 10, rows: 4))
        let area = Rect(x: 2, y: 1, width: 4, height: 2)
        canvas.clipped(to: area) { canvas in
            canvas.fill(column: -5, row: -5, width: 50, height: 50, style: Style(bold: true))
            canvas.write("far too long a line", column: 0, row: 0)
            canvas.write("abcdefgh", column: 0, row: 1)
            canvas.write("東京東京", column: 2, row: 2)
        }
        #expect(canvas.text == "\n  cde…\n  東…\n")
        #expect(canvas[5, 2].style.bold, "filled where nothing was written")
        for row in 0..<4 {
            for column in 0..<10 where !area.contains(column: column, row: row) {
                #expect(canvas[column, row] == Cell(text: " ", style: .plain))
            }
        }
        #expect(canvas.clip == canvas.area, "the clip is restored afterwards")
    }

    @Test func textIsCutWithAnEllipsisAtTheClipEdge() {
        var canvas = Canvas(size: Size(columns: 12, rows: 1))
        canvas.clipped(to: Rect(x: 0, y: 0, width: 6, height: 1)) { canvas in
            canvas.write("Partly cloudy", column: 0, row: 0)
        }
        #expect(canvas.line(0) == "Partl…      ")
    }

    @Test func nestedClipsIntersect() {
        var canvas = Canvas(size: Size(columns: 8, rows: 1))
        canvas.clipped(to: Rect(x: 0, y: 0, width: 5, height: 1)) { outer in
            outer.clipped(to: Rect(x: 3, y: 0, width: 5, height: 1)) { inner in
                inner.write("abcdefgh", column: 0, row: 0)
            }
        }
        #expect(canvas.line(0) == "   d…   ")
    }

    @Test func emptyClipsDrawNothing() {
        var canvas = Canvas(size: Size(columns: 4, rows: 2))
        canvas.clipped(to: .zero) { $0.write("x", column: 0, row: 0) }
        canvas.clipped(to: Rect(x: 9, y: 9, width: 3, height: 3)) {
            $0.fill(Rect(x: 0, y: 0, width: 9, height: 9), style: Style(bold: true))
        }
        #expect(canvas == Canvas(size: Size(columns: 4, rows: 2)))
        var empty = Canvas(size: Size(columns: 0, rows: 0))
        empty.write("x", in: Rect(x: 0, y: 0, width: 3, height: 1), alignment: .right)
        #expect(empty.text == "")
    }

    @Test func alignedWritesInARect() {
        var canvas = Canvas(size: Size(columns: 9, rows: 3))
        canvas.write("ab", in: Rect(x: 0, y: 0, width: 9, height: 1))
        canvas.write("ab", in: Rect(x: 0, y: 1, width: 9, height: 1), alignment: .center)
        canvas.write("ab", in: Rect(x: 0, y: 2, width: 9, height: 1), alignment: .right)
        #expect(canvas.text == "ab\n   ab\n       ab")
    }
}

@Suite struct StyleMapTests {
    @Test func mapNamesEachStyleAndTheLegendSpellsItOut() {
        let page = Style(background: Color(xterm256: 24, basic: 4))
        var canvas = Canvas(size: Size(columns: 8, rows: 3), background: page)
        let title = Style(
            foreground: Color(xterm256: 231, basic: 7, bright: true), background: page.background, bold: true)
        canvas.write("Berlin", column: 0, row: 0, style: title)
        canvas.write("東x", column: 2, row: 1, style: title.dimmed)
        canvas.write("!", column: 7, row: 2, style: Style(reverse: true))
        let map = StyleMap(canvas)
        #expect(map.text == "Berlin\n  東x\n       !")
        #expect(map.map == "aaaaaa\n..bbb\n.......c")
        #expect(
            map.legend == ". fg=- bg=24(4)\na fg=231(7+) bg=24(4) bold\nb fg=231(7+) bg=24(4) dim\nc fg=- bg=- reverse")
        #expect(map.description.hasPrefix("Berlin\n  東x\n       !\n-- styles --\naaaaaa\n"))
    }

    @Test func aLostBoldOrAChangedTintChangesTheSnapshot() {
        var bold = Canvas(size: Size(columns: 4, rows: 1))
        bold.write("ab", column: 0, row: 0, style: Style(bold: true))
        var plain = Canvas(size: Size(columns: 4, rows: 1))
        plain.write("ab", column: 0, row: 0, style: Style())
        #expect(bold.text == plain.text)
        #expect(StyleMap(bold) != StyleMap(plain))
        let tinted = Canvas(
            size: Size(columns: 4, rows: 1), background: Style(background: Color(xterm256: 17, basic: 4)))
        let other = Canvas(
            size: Size(columns: 4, rows: 1), background: Style(background: Color(xterm256: 18, basic: 4)))
        #expect(StyleMap(tinted) != StyleMap(other))
    }

    @Test func emptyCanvas() {
        let map = StyleMap(Canvas(size: Size(columns: 0, rows: 0)))
        #expect(map.text == "" && map.map == "" && map.legend == ". fg=- bg=-")
    }
}
