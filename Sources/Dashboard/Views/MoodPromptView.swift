import Drawing
import WeatherKit

/// The `m` box: pick 1–5, type a comment, Enter saves, Esc cancels.
struct MoodPromptView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        guard let prompt = context.state.moodPrompt else { return }
        let width = min(canvas.size.columns - 2, 64)
        let height = min(canvas.size.rows, 6)
        let left = (canvas.size.columns - width) / 2
        let top = max(0, (canvas.size.rows - height) / 2)
        let style = Style(reverse: true)
        canvas.fill(column: left, row: top, width: width, height: height, style: style)
        let levels = MoodLevel.allCases.map { "\($0.rawValue) \($0.word)" }.joined(separator: "  ")
        var lines = ["How do you feel?", levels]
        if let level = prompt.level {
            lines[0] = "Feeling \(level.rawValue) \(level.word). A comment? (optional)"
            // The end of a long comment stays in view as it is typed.
            let room = width - 6
            var shown = prompt.comment
            while DisplayWidth.of(shown) > room - 1 { shown.removeFirst() }
            lines[1] = "> " + shown + "_"
        }
        lines.append(prompt.level == nil ? "1–5 picks · Esc cancels" : "Enter saves with the weather on screen · Esc cancels")
        for (index, line) in lines.enumerated() where top + 1 + index < top + height {
            canvas.write(line, column: left + 2, row: top + 1 + index, style: index == 0 ? style.bolded : style, width: width - 4)
        }
    }
}
