import CNcursesw
import Drawing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Screen {
    /// Copies `canvas` to the screen, clipped to the screen's size, and shows it. Only what changed since the
    /// last frame is handed to ncurses (which in turn sends the terminal only what differs from what it shows);
    /// a frame equal to the last costs a comparison and nothing more.
    public func draw(_ canvas: Canvas) {
        guard !isStopped else { return }
        let window = wx_stdscr()
        let screenSize = size
        let rows = min(canvas.size.rows, screenSize.rows)
        let columns = min(canvas.size.columns, screenSize.columns)
        var painter = CellPainter(screen: self, screenSize: screenSize, columns: columns)
        if let last = lastDrawn, last.size == canvas.size, canvas.size == screenSize {
            var changed = false
            for row in 0..<rows {
                guard let span = Self.changedSpan(of: row, from: last, to: canvas) else { continue }
                changed = true
                painter.paint(row: row, columns: span, of: canvas)
            }
            // Nothing changed: nothing for ncurses to do either.
            guard changed else { return }
        } else {
            werase(window)
            for row in 0..<rows { painter.paint(row: row, columns: 0..<columns, of: canvas) }
        }
        // A canvas clipped to a smaller screen is not what the screen shows: the next frame starts afresh.
        lastDrawn = canvas.size == screenSize ? canvas : nil
        wnoutrefresh(window)
        doupdate()
    }

    /// The columns of `row` from the first cell that differs to the last, widened to whole wide characters;
    /// nil when the row is the same.
    private static func changedSpan(of row: Int, from last: Canvas, to canvas: Canvas) -> Range<Int>? {
        let columns = canvas.size.columns
        let start = row * columns
        let old = last.cells
        let new = canvas.cells
        var first = 0
        while first < columns, old[start + first] == new[start + first] { first += 1 }
        guard first < columns else { return nil }
        var end = columns - 1
        while end > first, old[start + end] == new[start + end] { end -= 1 }
        // The second column of a wide character is drawn by its first.
        while first > 0, new[start + first].text == nil || old[start + first].text == nil { first -= 1 }
        end = min(end + 1, columns - 1)
        return first..<end + 1
    }

    /// Draws cells, working out each run of one style's attributes and colour pair once.
    @MainActor
    private struct CellPainter {
        let screen: Screen
        let screenSize: Size
        let columns: Int
        var lastStyle: Style?
        var rendition: (attributes: attr_t, pair: Int16) = (wx_a_normal(), 0)

        init(screen: Screen, screenSize: Size, columns: Int) {
            self.screen = screen
            self.screenSize = screenSize
            self.columns = columns
        }

        mutating func paint(row: Int, columns span: Range<Int>, of canvas: Canvas) {
            for column in span where column < columns {
                let cell = canvas[column, row]
                guard let text = cell.text else { continue }
                if cell.style != lastStyle {
                    rendition = (Screen.attributes(of: cell.style), screen.colorPair(for: cell.style))
                    lastStyle = cell.style
                }
                // The cell's columns on the canvas: two when the next cell is its second half.
                let cellColumns = column + 1 < canvas.size.columns && canvas[column + 1, row].text == nil ? 2 : 1
                var x = column
                for unit in CellUnits.units(
                    of: text, columns: min(cellColumns, columns - column), room: columns - column,
                    width: Screen.width(of:))
                {
                    screen.put(unit.text, width: unit.width, rendition: rendition, column: x, row: row, in: screenSize)
                    x += unit.width
                }
            }
        }
    }

    fileprivate func put(
        _ text: String, width: Int, rendition: (attributes: attr_t, pair: Int16), column: Int, row: Int,
        in screenSize: Size
    ) {
        var character = cchar_t()
        let (attributes, pair) = rendition
        guard Screen.set(&character, text, attributes, pair) || Screen.set(&character, " ", attributes, pair) else {
            return
        }
        let window = wx_stdscr()
        let isLastCell = row == screenSize.rows - 1 && column + width >= screenSize.columns
        if isLastCell {
            // Adding a character in the bottom-right corner moves the cursor past the end of the screen;
            // inserting one leaves the cursor where it is.
            mvwins_wch(window, Int32(row), Int32(column), &character)
        } else {
            mvwadd_wch(window, Int32(row), Int32(column), &character)
        }
    }

    /// A grapheme as ncurses stores it: one spacing character and up to four combining ones.
    private static func set(_ character: inout cchar_t, _ text: String, _ attributes: attr_t, _ pair: Int16) -> Bool {
        // A stack buffer, not an array: this runs for every cell of every frame.
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { wide in
            var count = 0
            for scalar in text.unicodeScalars where count < Int(CCHARW_MAX) {
                wide[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            wide[count] = 0
            return setcchar(&character, wide.baseAddress, attributes, pair, nil) != ERR
        }
    }

    /// The columns ncurses (the C library's `wcwidth`) gives `scalar`, which decides where it puts it: 0 for a
    /// combining mark.
    fileprivate static func width(of scalar: Unicode.Scalar) -> Int {
        max(0, Int(wx_wcwidth(wchar_t(bitPattern: scalar.value))))
    }

    static func attributes(of style: Style) -> attr_t {
        var attributes = wx_a_normal()
        if style.bold { attributes |= wx_a_bold() }
        if style.dim { attributes |= wx_a_dim() }
        if style.reverse { attributes |= wx_a_reverse() }
        if style.underline { attributes |= wx_a_underline() }
        return attributes
    }

    /// The pair for the style's colours, made on first use; pair 0 (the default) when there is no colour
    /// or no pair is left.
    func colorPair(for style: Style) -> Int16 {
        guard colorDepth != .none else { return 0 }
        let colors = ColorPairTable.Colors(
            foreground: style.foreground.flatMap(colorDepth.number(for:)) ?? defaultColors.foreground,
            background: style.background.flatMap(colorDepth.number(for:)) ?? defaultColors.background)
        if colors == defaultColors { return 0 }
        if let pair = colorPairs[colors] { return pair }
        guard let pair = colorPairs.add(colors) else { return 0 }
        init_pair(pair, colors.foreground, colors.background)
        return pair
    }
}
