import Drawing
import ScreenText
import Translation
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
        let words = context.words
        let levels = MoodLevel.allCases.map { "\($0.rawValue) \(words.mood($0))" }.joined(separator: "  ")
        var lines = [words.text(.moodHowDoYouFeel), levels]
        if let level = prompt.level {
            lines[0] = words.text(.moodFeelingComment, ["level": String(level.rawValue), "word": words.mood(level)])
            // The end of a long comment stays in view as it is typed.
            let room = box.width - 6
            var shown = prompt.comment
            while !shown.isEmpty, DisplayWidth.of(shown) > room - 1 { shown.removeFirst() }
            lines[1] = "> " + shown + "_"
        }
        lines.append(words.text(prompt.level == nil ? .moodPickHint : .moodSaveHint))
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
