import Drawing
import Testing

@testable import Terminal

struct ColorTests {
    private let brightRed = Color(xterm256: 196, basic: 1, bright: true)
    private let blue = Color(xterm256: 25, basic: 4)

    @Test func depthFollowsTheTerminalsColourCount() {
        #expect(ColorDepth(colors: 16_777_216) == .xterm256)
        #expect(ColorDepth(colors: 256) == .xterm256)
        #expect(ColorDepth(colors: 88) == .basic16)
        #expect(ColorDepth(colors: 16) == .basic16)
        #expect(ColorDepth(colors: 8) == .basic8)
        #expect(ColorDepth(colors: 2) == .none)
        #expect(ColorDepth(colors: -1) == .none)
    }

    @Test func numberForEachDepth() {
        #expect(ColorDepth.xterm256.number(for: brightRed) == 196)
        #expect(ColorDepth.basic16.number(for: brightRed) == 9)
        #expect(ColorDepth.basic16.number(for: blue) == 4)
        #expect(ColorDepth.basic8.number(for: brightRed) == 1)
        #expect(ColorDepth.none.number(for: brightRed) == nil)
    }

    @Test func noColorTurnsColourOff() {
        #expect(ColorMode.detect(in: [:]) == .auto)
        #expect(ColorMode.detect(in: ["NO_COLOR": ""]) == .auto)
        #expect(ColorMode.detect(in: ["NO_COLOR": "1"]) == .monochrome)
        #expect(ColorMode.detect(in: ["NO_COLOR": "0"]) == .monochrome)
    }

    @Test func pairTableHandsOutEachPairOnceAndStopsAtCapacity() {
        var table = ColorPairTable(capacity: 3)
        let first = ColorPairTable.Colors(foreground: 1, background: -1)
        let second = ColorPairTable.Colors(foreground: 2, background: -1)
        #expect(table.add(first) == 1)
        #expect(table[first] == 1)
        #expect(table.add(second) == 2)
        #expect(table.add(ColorPairTable.Colors(foreground: 3, background: -1)) == nil)
        #expect(table.count == 2)
    }

    @Test func pairTableNeverHandsOutPairsBeyondAShort() {
        var table = ColorPairTable(capacity: 70_000)
        for number in 0..<Int(Int16.max) {
            _ = table.add(ColorPairTable.Colors(foreground: Int16(number % 256), background: Int16(number / 256)))
        }
        #expect(table.count == Int(Int16.max))
        #expect(table.add(ColorPairTable.Colors(foreground: -1, background: 200)) == nil)
    }
}
