import Drawing
import ScreenText
import WeatherKit

/// On a big Now page, the most severe alert's headline under the words beside the temperature: its badge in the
/// severity's colour, then the headline wrapped to at most three lines.
struct AlertHeadlineView {
    let context: ViewContext

    /// The words keep at least this many rows; below it the band alone says it.
    static let wordsRoom = 8
    static let maximumLines = 3

    /// Draws at the bottom of `area` and returns the rows above it, for the words; all of `area` without an alert.
    func draw(in area: Rect, on canvas: inout Canvas) -> Rect {
        guard let alert = context.state.shownAlerts.first, area.width >= 10 else { return area }
        let text = alert.headline ?? alert.title
        // One column goes to the indent under the badge.
        var wrapped = DisplayWidth.wrap(text, to: area.width - 1)
        if wrapped.count > Self.maximumLines {
            wrapped =
                Array(wrapped.prefix(Self.maximumLines - 1)) + [
                    DisplayWidth.truncate(
                        wrapped[(Self.maximumLines - 1)...].joined(separator: " "), to: area.width - 1)
                ]
        }
        let height = 1 + wrapped.count
        guard area.height - height - 1 >= Self.wordsRoom else { return area }
        let parts = Layout.vertical([.fill(1), .length(1), .length(height)]).split(area)
        let badge = " \(AlertTone.marker(asciiOnly: context.asciiOnly)) \(alert.title) "
        // Centred as a block, like the words above it.
        let width = max(DisplayWidth.of(badge), (wrapped.map(DisplayWidth.of).max() ?? 0) + 1)
        let block = parts[2].centered(width: width, height: height)
        canvas.clipped(to: parts[2]) { canvas in
            canvas.write(badge, in: block.row(0), style: AlertTone.band(alert.severity))
            for (index, line) in wrapped.enumerated() {
                let row = block.row(index + 1)
                canvas.write(
                    line, in: Rect(x: row.x + 1, y: row.y, width: row.width - 1, height: 1), style: context.palette.text
                )
            }
        }
        return parts[0]
    }
}
