/// What ncurses is handed for one cell of the canvas, so that the columns ncurses counts (the C library's
/// `wcwidth` of each spacing character) are the columns the canvas gave the cell. ncurses keeps one spacing
/// character and a few combining ones per cell; an emoji sequence is several spacing characters (a family's four
/// people, a flag's two regional indicators) that terminals join or not as they please, and handed over whole it
/// moved everything after it (issue 43: `👨👩👧👦🏳️r🌈🇱d (2/6)`). So a letter with its accents goes as it is; a flag as its
/// two indicators, a column each (joined into a flag where the terminal can); any other sequence as its first
/// picture; and what a unit leaves of the cell's columns is a space, so no column keeps what was there before.
enum CellUnits {
    struct Unit: Equatable {
        var text: String
        var width: Int
    }

    /// The most characters ncurses keeps in one cell (CCHARW_MAX).
    static let charactersPerCell = 5

    /// `columns`: the cell's columns on the canvas (2 when the next cell continues it); `room`: the columns to the
    /// screen's edge. `width`: `wcwidth`.
    static func units(of text: String, columns: Int, room: Int, width: (Unicode.Scalar) -> Int) -> [Unit] {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return [Unit(text: " ", width: 1)] }
        if scalars.count == 1 {
            // One character goes as it is, wherever the screen has room for it, as ncurses measures it.
            let unit = Unit(text: text, width: max(1, width(first)))
            return unit.width <= room ? fitted([unit], columns: max(columns, unit.width)) : [Unit(text: " ", width: 1)]
        }
        let isFlag = scalars.count == 2 && scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
        if isFlag {
            return fitted(scalars.map { Unit(text: String($0), width: max(1, width($0))) }, columns: columns)
        }
        let combining = scalars.dropFirst().allSatisfy { width($0) == 0 && !isJoiner($0) }
        if combining, scalars.count <= charactersPerCell {
            return fitted([Unit(text: text, width: max(1, width(first)))], columns: columns)
        }
        return fitted([Unit(text: String(first), width: max(1, width(first)))], columns: columns)
    }

    /// The units that fit in `columns`, then spaces to fill them.
    private static func fitted(_ units: [Unit], columns: Int) -> [Unit] {
        var kept: [Unit] = []
        var used = 0
        for unit in units {
            guard used + unit.width <= max(columns, 1) else { break }
            kept.append(unit)
            used += unit.width
        }
        while used < columns {
            kept.append(Unit(text: " ", width: 1))
            used += 1
        }
        return kept.isEmpty ? [Unit(text: " ", width: 1)] : kept
    }

    /// The parts that join an emoji sequence: they are not combining marks a terminal draws on the cell's character.
    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
        default: false
        }
    }
}
