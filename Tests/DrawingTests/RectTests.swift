import Testing

@testable import Drawing

@Suite struct RectTests {
    @Test func negativeSizesBecomeEmptyNotInverted() {
        let rect = Rect(x: 3, y: 4, width: -5, height: -1)
        #expect(rect.width == 0 && rect.height == 0)
        #expect(rect.isEmpty)
        var grown = Rect(x: 0, y: 0, width: 4, height: 4)
        grown.width -= 10
        #expect(grown.width == 0)
    }

    @Test func intersectionOfApartRectanglesIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        let b = Rect(x: 20, y: 20, width: 3, height: 3)
        #expect(a.intersection(b).isEmpty)
        #expect(a.intersection(Rect(x: 5, y: 2, width: 10, height: 10)) == Rect(x: 5, y: 2, width: 5, height: 3))
        #expect(a.intersection(a) == a)
    }

    @Test func insetNeverInverts() {
        let rect = Rect(x: 2, y: 2, width: 10, height: 3)
        #expect(rect.inset(horizontal: 1, vertical: 1) == Rect(x: 3, y: 3, width: 8, height: 1))
        #expect(rect.inset(horizontal: 8, vertical: 2).isEmpty)
        #expect(Rect.zero.inset(horizontal: 1).isEmpty)
    }

    @Test func rowsFromTheTopAndTheBottom() {
        let rect = Rect(x: 1, y: 10, width: 5, height: 3)
        #expect(rect.row(0) == Rect(x: 1, y: 10, width: 5, height: 1))
        #expect(rect.row(-1) == Rect(x: 1, y: 12, width: 5, height: 1))
        #expect(rect.row(3).isEmpty)
        #expect(rect.row(-4).isEmpty)
        #expect(rect.rows(1, count: 10) == Rect(x: 1, y: 11, width: 5, height: 2))
    }

    @Test func centeredFitsInside() {
        let rect = Rect(x: 0, y: 0, width: 11, height: 5)
        #expect(rect.centered(width: 5, height: 1) == Rect(x: 3, y: 2, width: 5, height: 1))
        #expect(rect.centered(width: 50, height: 50) == rect)
        #expect(Rect.zero.centered(width: 3, height: 3).isEmpty)
    }
}
