import Drawing

/// A box's border drawn on its outermost cells: rounded and light, or heavy for what is selected; `+ - |` (and
/// `# =` for heavy) in ASCII.
struct BoxFrame {
    enum Weight { case light, heavy }

    var weight: Weight = .light
    var asciiOnly: Bool

    func draw(_ box: Rect, style: Style, on canvas: inout Canvas) {
        guard box.width >= 2, box.height >= 2 else { return }
        let (h, v, corners): (String, String, [String]) =
            switch (weight, asciiOnly) {
            case (.heavy, true): ("=", "#", ["#", "#", "#", "#"])
            case (.heavy, false): ("━", "┃", ["┏", "┓", "┗", "┛"])
            case (.light, true): ("-", "|", ["+", "+", "+", "+"])
            case (.light, false): ("─", "│", ["╭", "╮", "╰", "╯"])
            }
        let inner = String(repeating: h, count: box.width - 2)
        canvas.write(corners[0] + inner + corners[1], in: box.row(0), style: style)
        canvas.write(corners[2] + inner + corners[3], in: box.row(-1), style: style)
        for offset in 1..<(box.height - 1) {
            canvas.write(v, column: box.x, row: box.y + offset, style: style)
            canvas.write(v, column: box.right - 1, row: box.y + offset, style: style)
        }
    }
}
