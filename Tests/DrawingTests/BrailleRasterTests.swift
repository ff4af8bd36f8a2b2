import Testing

@testable import Drawing

@Suite struct BrailleRasterTests {
    @Test func eachDotHasItsBrailleBit() {
        var raster = BrailleRaster(columns: 1, rows: 1)
        raster.set(x: 0, y: 0)
        #expect(raster.character(column: 0, row: 0) == "⠁")
        raster.set(x: 1, y: 3)
        #expect(raster.character(column: 0, row: 0) == "⢁")
        var full = BrailleRaster(columns: 1, rows: 1)
        for y in 0..<4 { for x in 0..<2 { full.set(x: x, y: y) } }
        #expect(full.character(column: 0, row: 0) == "⣿")
        #expect(BrailleRaster(columns: 1, rows: 1).character(column: 0, row: 0) == nil)
    }

    @Test func dotsOutsideAreIgnored() {
        var raster = BrailleRaster(columns: 2, rows: 1)
        raster.set(x: -1, y: 0)
        raster.set(x: 4, y: 0)
        raster.set(x: 0, y: 4)
        #expect(raster.text == "")
    }

    @Test func linesAreDrawnDotByDotAndCutAtTheEdges() {
        var raster = BrailleRaster(columns: 3, rows: 2)
        // A horizontal line through the second dot row, from far outside on both sides.
        raster.line(fromX: -1000, y0: 1.5, toX: 1000, y1: 1.5)
        #expect(raster.text == "⠒⠒⠒\n")
        var diagonal = BrailleRaster(columns: 2, rows: 1)
        diagonal.line(fromX: 0.5, y0: 0.5, toX: 3.5, y1: 3.5)
        // Dots (0,0) (1,1) in the first cell, (2,2) (3,3) in the second.
        #expect(diagonal.text == "⠑⢄")
        var outside = BrailleRaster(columns: 2, rows: 2)
        outside.line(fromX: -5, y0: -5, toX: -1, y1: 20)
        outside.line(fromX: .nan, y0: 0, toX: 1, y1: 1)
        #expect(outside.text == "\n")
    }

    @Test func drawingKeepsTheBackgroundUnderneath() {
        let rain = Style(background: Color(xterm256: 27, basic: 4))
        var canvas = Canvas(size: Size(columns: 3, rows: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), style: rain)
        var raster = BrailleRaster(columns: 3, rows: 1)
        raster.set(x: 2, y: 0)
        let line = Style(foreground: Color(xterm256: 250, basic: 7))
        raster.draw(into: &canvas, left: 0, top: 0, style: line)
        #expect(canvas[1, 0].text == "⠁")
        #expect(canvas[1, 0].style.foreground == line.foreground)
        #expect(canvas[1, 0].style.background == rain.background)
        #expect(canvas[0, 0].text == " ")
    }
}
