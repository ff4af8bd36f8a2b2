import Testing

@testable import Drawing

@Suite struct LayoutTests {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test func headerBodyFooter() {
        let parts = Layout.vertical([.length(1), .fill(1), .length(1)]).split(screen)
        #expect(
            parts == [
                Rect(x: 0, y: 0, width: 80, height: 1), Rect(x: 0, y: 1, width: 80, height: 22),
                Rect(x: 0, y: 23, width: 80, height: 1)
            ])
    }

    @Test func columnsSplitTheWidthAndKeepTheHeight() {
        let area = Rect(x: 5, y: 3, width: 30, height: 4)
        let parts = Layout.horizontal([.length(10), .fill(1)], spacing: 2).split(area)
        #expect(parts == [Rect(x: 5, y: 3, width: 10, height: 4), Rect(x: 17, y: 3, width: 18, height: 4)])
    }

    @Test func fillsShareByWeightAndRoundingLosesNoCell() {
        let parts = Layout.horizontal([.fill(1), .fill(1), .fill(1)]).split(Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(parts.map(\.width) == [4, 3, 3])
        #expect(parts.map(\.x) == [0, 4, 7])
        let weighted = Layout.horizontal([.fill(1), .fill(3)]).split(Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(weighted.map(\.width) == [3, 7])
    }

    @Test func percentagesRoundDown() {
        let parts = Layout.horizontal([.percentage(33), .percentage(33), .percentage(34)]).split(
            Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(parts.map(\.width) == [3, 3, 3], "9 of 10: what is left after rounding stays empty when nothing fills")
        let filled = Layout.horizontal([.percentage(50), .fill(1)]).split(Rect(x: 0, y: 0, width: 9, height: 1))
        #expect(filled.map(\.width) == [4, 5])
    }

    @Test func minimumsGrowWhenNothingFills() {
        let parts = Layout.vertical([.length(2), .min(3), .min(3)]).split(Rect(x: 0, y: 0, width: 1, height: 11))
        #expect(parts.map(\.height) == [2, 5, 4])
        let withFill = Layout.vertical([.min(3), .fill(1)]).split(Rect(x: 0, y: 0, width: 1, height: 11))
        #expect(withFill.map(\.height) == [3, 8])
    }

    @Test func overConstrainedLaterPartsGiveWay() {
        let parts = Layout.vertical([.length(1), .min(5), .length(1)]).split(Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(parts.map(\.height) == [1, 3, 0])
        #expect(parts.map(\.y) == [0, 1, 4])
        let percent = Layout.horizontal([.percentage(80), .percentage(80)]).split(
            Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(percent.map(\.width) == [8, 2])
    }

    @Test func zeroSizeAndNegativeAsksNeverCrashOrOverlap() {
        for area in [Rect.zero, Rect(x: 3, y: 3, width: 0, height: 9), Rect(x: 0, y: 0, width: 1, height: 1)] {
            for direction in [Direction.vertical, .horizontal] {
                let parts = Layout(direction, [.length(-3), .percentage(150), .min(2), .fill(0), .fill(-1)], spacing: 5)
                    .split(area)
                #expect(parts.count == 5)
                for part in parts {
                    #expect(part.width >= 0 && part.height >= 0)
                    #expect(part.intersection(area) == part || part.isEmpty)
                }
            }
        }
        #expect(Layout.vertical([]).split(screen).isEmpty)
    }

    @Test func partsNeverOverlapAndStayInside() {
        let constraints: [[Constraint]] = [
            [.length(3), .fill(1), .percentage(25), .min(4)], [.fill(2), .fill(1), .length(50)],
            [.percentage(10), .percentage(100)]
        ]
        for width in 0...40 {
            for list in constraints {
                let area = Rect(x: 2, y: 0, width: width, height: 1)
                let parts = Layout.horizontal(list, spacing: 1).split(area)
                var end = area.x
                for part in parts {
                    #expect(part.x >= end || part.isEmpty)
                    #expect(part.right <= area.right)
                    end = max(end, part.right)
                }
            }
        }
    }
}
