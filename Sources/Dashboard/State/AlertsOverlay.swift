import Drawing

/// The `a` list of the official alerts in full, over the page: whether it is open, how many of its lines are scrolled
/// past, and where it sits on a screen, which bounds how far it scrolls.
public struct AlertsOverlay: Sendable, Equatable {
    public var isOpen = false
    public var scroll = 0

    public init() {}

    /// The box over the screen and the text inside it.
    static func geometry(for size: Size) -> (box: Rect, text: Rect) {
        let box = Rect(size: size).inset(horizontal: size.columns >= 60 ? 2 : 0, vertical: size.rows >= 12 ? 1 : 0)
        // A title row, a blank one, the text, a blank one and the keys' row.
        let text = box.inset(horizontal: box.width >= 40 ? 2 : 1).rows(2, count: box.height - 4)
        return (box, text)
    }

    /// How far the list can scroll at the state's size: its last line at the bottom of the box.
    static func scrollLimit(for state: AppState) -> Int {
        let area = geometry(for: state.size).text
        return max(0, AlertsOverlayView.text(for: state).lines(width: area.width).count - area.height)
    }

    /// Opens the list at its top.
    mutating func open() {
        isOpen = true
        scroll = 0
    }

    /// The keys of the open list: a line or a screenful (at `size`), never past `limit`; `a` or Esc closes it, and any
    /// other key does nothing behind it unseen.
    mutating func handle(_ action: KeyAction?, limit: Int, size: Size) {
        let screenful = max(1, Self.geometry(for: size).text.height - 1)
        let current = min(scroll, limit)
        switch action {
        case .scrollDown: scroll = min(current + 1, limit)
        case .scrollUp: scroll = max(0, current - 1)
        case .scrollPageDown: scroll = min(current + screenful, limit)
        case .scrollPageUp: scroll = max(0, current - screenful)
        case .toggleAlerts: isOpen = false
        default: break
        }
    }
}
