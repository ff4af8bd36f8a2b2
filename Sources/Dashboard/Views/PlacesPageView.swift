import Drawing
import KeyPress
import Translation
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
        var cards = grid.cells(in: cardsArea).enumerated().filter { first + $0.offset < count }.map { offset, cell in
            (
                view: PlaceCardView(page: context, index: first + offset, selected: first + offset == selected),
                cell: cell
            )
        }
        // The cards on screen match: lettered titles only when every one fits, and one size of digits, the
        // tallest all of them hold.
        let lettersTitles = cards.allSatisfy { $0.view.titleFitsLettered(in: $0.cell) }
        for index in cards.indices { cards[index].view.lettersTitle = lettersTitles }
        // Every card keeps as many rows under its digits as the one that needs most, so the digits sit level.
        let reserved = cards.map { $0.view.rowsUnderDigits(in: $0.cell) }.max() ?? 0
        for index in cards.indices { cards[index].view.reservedRows = reserved }
        let fontLimit = cards.compactMap { $0.view.preferredFontHeight(in: $0.cell) }.min()
        canvas.clipped(to: area) { canvas in
            for (view, cell) in cards {
                var card = view
                card.fontLimit = fontLimit ?? 0
                card.draw(in: cell, on: &canvas)
            }
            if scrolls {
                let last = min(count, first + grid.capacity)
                let words = context.words
                let shown =
                    first + 1 == last
                    ? words.text(.placesPagerOne, ["n": String(last), "count": String(count)])
                    : words.text(
                        .placesPagerMany, ["first": String(first + 1), "last": String(last), "count": String(count)])
                // The key hint only where a key can help: not on the last screenful, not on a kiosk.
                let more =
                    last < count && state.appearance.showsKeyHints
                    ? " · " + words.text(.placesPagerMore, ["key": Key.down.label(asciiOnly: context.asciiOnly)]) : ""
                let text = shown + more
                canvas.write(text, in: content.row(-1), alignment: .center, style: context.palette.muted)
            }
        }
    }
}
