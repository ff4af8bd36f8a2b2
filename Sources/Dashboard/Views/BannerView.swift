import Drawing
import ScreenText
import WeatherKit

/// An error or note on rows of its own under the header.
struct BannerView {
    let context: ViewContext

    /// The banner's lines at `width` columns: up to two, so a whole sentence of advice fits at 80 columns.
    func lines(forWidth width: Int) -> [String] {
        guard let banner = context.state.banner, width > 4, !saidByThePage(banner) else { return [] }
        let lines = DisplayWidth.wrap(banner.message, to: width - 4)
        return lines.count > 2
            ? [lines[0], DisplayWidth.truncate(lines[1...].joined(separator: " "), to: width - 4)] : lines
    }

    /// Before the first forecast the Now and Forecast pages say the failure in full: the banner would repeat it.
    private func saidByThePage(_ banner: Banner) -> Bool {
        context.forecast == nil && [.now, .forecast].contains(context.state.page)
            && banner.message == context.state.lastFailure
    }

    /// The rows the banner needs; 0 without one.
    func height(forWidth width: Int) -> Int {
        lines(forWidth: width).count
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard let banner = context.state.banner else { return }
        let style = context.style(of: banner)
        let marker = context.marker(of: banner)
        canvas.clipped(to: area) { canvas in
            for (index, line) in lines(forWidth: area.width).enumerated() {
                let row = area.row(index)
                canvas.fill(row, style: style)
                canvas.write((index == 0 ? " \(marker) " : "   ") + line, in: row, style: style)
            }
        }
    }
}
