import Testing

@testable import Terminal

/// What ncurses is handed for a cell: columns that always add up to the cell's columns on the canvas, so an emoji
/// sequence can never push the rest of the line along (issue 43).
@Suite struct CellUnitsTests {
    /// `wcwidth` as glibc answers for these: emoji pictures 2, regional indicators and the white flag 1, joiners 0.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x301, 0x20E3: 0
        case 0x1F1E6...0x1F1FF, 0x1F3F3: 1
        case 0x1F300...0x1F64F, 0x1F680...0x1FAFF, 0x4E00...0x9FFF: 2
        default: 1
        }
    }

    static func units(_ text: String, columns: Int, room: Int = 80) -> [CellUnits.Unit] {
        CellUnits.units(of: text, columns: columns, room: room, width: width)
    }

    @Test func theColumnsHandedOverAreTheCanvasColumns() {
        for (text, columns) in [("👨‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2), ("🇱🇹", 2), ("1️⃣", 2), ("👍🏽", 2), ("e\u{301}", 1), ("x", 1), ("😀", 2)] {
            let units = Self.units(text, columns: columns)
            #expect(units.map(\.width).reduce(0, +) == columns, "\(text): \(units)")
        }
    }

    @Test func eachKindOfClusterIsHandedOverAsATerminalCanDrawIt() {
        #expect(Self.units("👨‍👩‍👧‍👦", columns: 2) == [.init(text: "👨", width: 2)], "a family as its first person, never four")
        #expect(
            Self.units("🇱🇹", columns: 2) == [.init(text: "🇱", width: 1), .init(text: "🇹", width: 1)],
            "a flag as its two indicators")
        #expect(
            Self.units("🏳️‍🌈", columns: 2) == [.init(text: "🏳", width: 1), .init(text: " ", width: 1)],
            "the rest of the cell is blank")
        // What the screen gets of the name once sanitised (joiners dropped): the white flag with its selector.
        #expect(
            Self.units("🏳️", columns: 2) == [.init(text: "🏳", width: 1), .init(text: " ", width: 1)],
            "its second column blank, not stale")
        #expect(
            Self.units("e\u{301}", columns: 1) == [.init(text: "e\u{301}", width: 1)], "accents stay on their letter")
        #expect(Self.units("東", columns: 2) == [.init(text: "東", width: 2)])
        #expect(Self.units("東", columns: 2, room: 1) == [.init(text: " ", width: 1)], "no room at the screen's edge")
    }
}
