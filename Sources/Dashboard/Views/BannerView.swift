import Drawing
import WeatherKit

/// An error or note across one row that leaves everything else in place.
struct BannerView {
    let context: ViewContext

    /// Up to two rows, so a whole sentence of advice fits at 80 columns.
    func draw(into canvas: inout Canvas, row: Int) {
        guard let banner = context.state.banner, canvas.size.columns > 4 else { return }
        let style = context.style(of: banner)
        let marker = context.marker(of: banner)
        let lines = DisplayWidth.wrap(banner.message, to: canvas.size.columns - 4)
        let shown = lines.count > 2 ? [lines[0], DisplayWidth.truncate(lines[1...].joined(separator: " "), to: canvas.size.columns - 4)] : lines
        for (index, line) in shown.enumerated() {
            canvas.fill(column: 0, row: row + index, width: canvas.size.columns, height: 1, style: style)
            canvas.write((index == 0 ? " \(marker) " : "   ") + line, column: 0, row: row + index, style: style, width: canvas.size.columns)
        }
    }
}
