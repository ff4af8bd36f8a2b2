/// An error or note across one row that leaves everything else in place.
struct BannerView {
    let context: ViewContext

    func draw(into canvas: inout Canvas, row: Int) {
        guard let banner = context.state.banner, canvas.size.columns > 2 else { return }
        let style = banner.kind == .error ? context.palette.errorBanner : context.palette.infoBanner
        let marker = context.asciiOnly ? "!" : "⚠"
        canvas.fill(column: 0, row: row, width: canvas.size.columns, height: 1, style: style)
        canvas.write(" \(marker) \(banner.message)", column: 0, row: row, style: style, width: canvas.size.columns)
    }
}
