import Drawing
import WeatherKit

/// The Places page: every saved place as a card in a grid that fits the screen, the selected one framed boldly;
/// with more places than fit, the screenful that holds the selection and a line saying which places show.
struct PlacesPageView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        let state = context.state
        let count = state.places.count
        // The first row stays empty under the header, as on the other pages.
        let content = area.rows(1, count: area.height - 1)
        guard count > 0, !content.isEmpty else { return }
        var cardsArea = content
        var grid = PlacesGrid(count: count, in: cardsArea.size)
        let scrolls = count > grid.capacity
        if scrolls {
            cardsArea = content.rows(0, count: content.height - 1)
            grid = PlacesGrid(count: count, in: cardsArea.size)
        }
        let selected = min(max(state.selectedPlace, 0), count - 1)
        let first = grid.firstShown(selected: selected, count: count)
        canvas.clipped(to: area) { canvas in
            for (offset, cell) in grid.cells(in: cardsArea).enumerated() where first + offset < count {
                PlaceCardView(page: context, index: first + offset, selected: first + offset == selected).draw(in: cell, on: &canvas)
            }
            if scrolls {
                let last = min(count, first + grid.capacity)
                let keys = KeyMap.label(of: .selectNextPlace, in: .page(.places), asciiOnly: context.asciiOnly)
                let text = "Places \(first + 1)–\(last) of \(count) · \(keys) for the others"
                canvas.write(text, in: content.row(-1), alignment: .center, style: context.palette.muted)
            }
        }
    }
}
