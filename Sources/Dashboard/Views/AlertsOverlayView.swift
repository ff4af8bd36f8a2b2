import Drawing
import ScreenText
import Translation
import WeatherKit

/// The `a` list over the page: every shown alert in full, scrolled by `AlertsOverlay.scroll`, with the keys at the bottom.
struct AlertsOverlayView {
    let context: ViewContext

    static func text(for state: AppState) -> AlertsListText {
        AlertsListText(
            state: state, location: state.alertsLocation ?? state.forecast?.location,
            asciiOnly: state.appearance.icons == .ascii)
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        let state = context.state
        let (box, textArea) = AlertsOverlay.geometry(for: area.size)
        let palette = context.palette
        let frame = Style(reverse: true)
        let lines = Self.text(for: state).lines(width: textArea.width)
        let scroll = min(state.alertsOverlay.scroll, max(0, lines.count - textArea.height))
        canvas.clipped(to: area) { canvas in
            // The page behind is cleared whole, its footer too: nothing of it peeks out at the edges, and no key
            // hint of the page's (`←/→ pages`) is offered under a list where it does nothing.
            canvas.fill(area, style: palette.page)
            let title = box.row(0)
            canvas.fill(title, style: frame)
            canvas.write(context.words.text(.officialAlerts), in: title, alignment: .center, style: frame.bolded)
            canvas.clipped(to: textArea) { canvas in
                for (index, line) in lines.dropFirst(scroll).prefix(textArea.height).enumerated() {
                    canvas.write(line.text, in: textArea.row(index), style: style(of: line.role))
                }
            }
            let keys = box.row(-1)
            canvas.fill(keys, style: frame)
            let inner = keys.inset(horizontal: 1)
            let ascii = context.asciiOnly
            let scrollKeys =
                KeyMap.label(of: .scrollUp, in: .alerts, asciiOnly: ascii).split(separator: " ").prefix(1)
                + KeyMap.label(of: .scrollDown, in: .alerts, asciiOnly: ascii).split(separator: " ").prefix(1)
            let words = context.words
            var hint = words.text(.alertsClose, ["key": KeyMap.label(of: .toggleAlerts, in: .alerts, asciiOnly: ascii)])
            if lines.count > textArea.height {
                hint = words.text(.alertsScroll, ["keys": scrollKeys.joined(separator: " ")]) + " · " + hint
                let position = words.text(
                    .alertsPosition,
                    [
                        "first": String(scroll + 1), "last": String(min(lines.count, scroll + textArea.height)),
                        "count": String(lines.count)
                    ])
                if DisplayWidth.of(hint) + DisplayWidth.of(position) + 2 <= inner.width {
                    canvas.write(position, in: inner, alignment: .right, style: frame)
                }
            }
            canvas.write(hint, in: inner, style: frame)
        }
    }

    private func style(of role: AlertsListText.Role) -> Style {
        let palette = context.palette
        switch role {
        case .heading(let severity): return AlertTone.band(severity)
        case .headline: return palette.title
        case .body, .blank: return palette.text
        case .muted: return palette.muted
        }
    }
}
