import Drawing

/// How the Places page lays its cards out: as many columns and rows as make the cards largest (no more than
/// three each way, no card smaller than `minimumCard`), and, when there are more places than fit, the screenful
/// that holds the selected card.
struct PlacesGrid: Equatable {
    let columns: Int
    let rows: Int

    /// A card must keep room for its name, small digits and four lines.
    static let minimumCard = Size(columns: 30, rows: 11)
    /// Nine cards at most on a screen: the number keys reach 1–9.
    static let maximumPerSide = 3
    /// A card reads best about this many times as wide as tall (a cell is about twice as tall as wide).
    static let aspect = 2.6

    /// The cards one screen shows.
    var capacity: Int { columns * rows }

    init(count: Int, in size: Size) {
        let maxColumns = min(Self.maximumPerSide, max(1, (size.columns + 1) / (Self.minimumCard.columns + 1)))
        let maxRows = min(Self.maximumPerSide, max(1, size.rows / Self.minimumCard.rows))
        let shown = min(max(1, count), maxColumns * maxRows)
        var best: (columns: Int, rows: Int, score: Double, empty: Int) = (1, 1, -1, 0)
        for columns in 1...min(shown, maxColumns) {
            let rows = (shown + columns - 1) / columns
            guard rows <= maxRows else { continue }
            let width = Double((size.columns - (columns - 1)) / columns)
            let height = Double(size.rows / rows)
            let score = min(width / Self.aspect, height)
            let empty = columns * rows - shown
            if score > best.score || (score == best.score && empty < best.empty) {
                best = (columns, rows, score, empty)
            }
        }
        self.columns = best.columns
        self.rows = best.rows
    }

    /// The first place of the screenful that shows `selected`.
    func firstShown(selected: Int, count: Int) -> Int {
        guard count > capacity else { return 0 }
        let first = (max(0, selected) / capacity) * capacity
        return min(first, max(0, count - 1))
    }

    /// The cards' rectangles in `area`, row by row, one column of spacing between cards.
    func cells(in area: Rect) -> [Rect] {
        let rowAreas = Layout.vertical(Array(repeating: .fill(1), count: rows)).split(area)
        return rowAreas.flatMap { Layout.horizontal(Array(repeating: .fill(1), count: columns), spacing: 1).split($0) }
    }
}
