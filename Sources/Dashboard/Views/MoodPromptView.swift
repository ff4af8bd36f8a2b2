import Drawing
import ScreenText
import WeatherKit

/// The `m` box: pick 1–5, type a comment, Enter saves, Esc cancels.
struct MoodPromptView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard let prompt = context.state.moodPrompt else { return }
        let palette = context.palette
        // A framed box with a cleared cell around it, so the page's text never runs into it.
        let box = area.centered(width: min(area.width - 2, 64), height: min(area.height, 7))
        let margin = Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2).intersection(area)
        let levels = MoodLevel.allCases.map { "\($0.rawValue) \($0.word)" }.joined(separator: "  ")
        var lines = ["How do you feel?", levels]
        if let level = prompt.level {
            lines[0] = "Feeling \(level.rawValue) \(level.word). A comment? (optional)"
            // The end of a long comment stays in view as it is typed.
            let room = box.width - 6
            var shown = prompt.comment
            while !shown.isEmpty, DisplayWidth.of(shown) > room - 1 { shown.removeFirst() }
            lines[1] = "> " + shown + "_"
        }
        lines.append(prompt.level == nil ? "1–5 picks · Esc cancels" : "Enter saves with the weather on screen · Esc cancels")
        let inside = box.inset(horizontal: 2).rows(1, count: box.height - 2)
        let styles = [palette.title.bolded, palette.text, palette.muted]
        canvas.clipped(to: area) { canvas in
            canvas.fill(margin, style: palette.page)
            BoxFrame(weight: .heavy, asciiOnly: context.asciiOnly).draw(box, style: palette.accent, on: &canvas)
            // A blank row between the lines when the box has room for it.
            let step = inside.height >= 5 ? 2 : 1
            for (index, line) in lines.enumerated() {
                canvas.write(line, in: inside.row(index * step), style: styles[min(index, styles.count - 1)])
            }
        }
    }
}
