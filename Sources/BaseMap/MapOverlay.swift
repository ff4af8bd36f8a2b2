import Drawing
import ScreenText
import WeatherKit

/// A saved place to mark on the map by its initials.
public struct MapPlaceMark: Sendable, Equatable {
    public var name: String
    public var latitude: Double
    public var longitude: Double

    public init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Up to two capitals from the name's words: "Vilnius" → "V", "New York" → "NY", "Rio de Janeiro" → "RJ"
    /// (words that start in lower case are passed over while others are left). Empty when the name has no letter.
    public var initials: String {
        let words = TerminalText.sanitized(name).split { !$0.isLetter }
        let capitalised = words.filter { $0.first?.isUppercase == true }
        let chosen = capitalised.isEmpty ? words : capitalised
        return String(chosen.prefix(2).compactMap(\.first)).uppercased()
    }
}

/// Marks drawn over a map whose viewport fills a rectangle of cells: the place, other saved places, a scale bar.
public enum MapOverlay {
    /// The cell of `rect` under a coordinate, or nil when it falls outside.
    public static func cell(
        latitude: Double, longitude: Double, viewport: MapViewport, rect: Rect
    ) -> (column: Int, row: Int)? {
        guard viewport.width > 0, viewport.height > 0 else { return nil }
        let pixel = viewport.pixel(latitude: latitude, longitude: longitude)
        let x = pixel.x / Double(viewport.width) * Double(rect.width)
        let y = pixel.y / Double(viewport.height) * Double(rect.height)
        guard x >= 0, y >= 0, x < Double(rect.width), y < Double(rect.height) else { return nil }
        return (rect.x + Int(x), rect.y + Int(y))
    }

    /// The place's marker at its cell ("●", or "+" where only ASCII is shown); returns the cell, nil when the place
    /// is outside the rectangle.
    @discardableResult
    public static func drawPlace(
        into canvas: inout Canvas, latitude: Double, longitude: Double, viewport: MapViewport, rect: Rect,
        style: Style, ascii: Bool = false
    ) -> (column: Int, row: Int)? {
        guard let cell = cell(latitude: latitude, longitude: longitude, viewport: viewport, rect: rect) else {
            return nil
        }
        canvas.put(Cell(text: ascii ? "+" : "●", style: style), column: cell.column, row: cell.row)
        return cell
    }

    /// Each place's initials from its cell (moved left to stay inside `rect`), skipping a place whose initials
    /// would cover a cell in `occupied` or another place's initials. Returns the cells drawn on.
    @discardableResult
    public static func drawSavedPlaces(
        _ places: [MapPlaceMark], into canvas: inout Canvas, viewport: MapViewport, rect: Rect, style: Style,
        occupied: [(column: Int, row: Int)] = []
    ) -> [(column: Int, row: Int)] {
        var taken = Set(occupied.map { $0.row * 1_000_000 + $0.column })
        var drawn: [(column: Int, row: Int)] = []
        for place in places {
            let initials = place.initials
            guard !initials.isEmpty,
                let cell = cell(latitude: place.latitude, longitude: place.longitude, viewport: viewport, rect: rect)
            else { continue }
            let width = initials.count
            let column = min(cell.column, rect.right - width)
            guard column >= rect.x else { continue }
            let cells = (column..<column + width).map { (column: $0, row: cell.row) }
            guard !cells.contains(where: { taken.contains($0.row * 1_000_000 + $0.column) }) else { continue }
            canvas.write(initials, column: column, row: cell.row, style: style, width: width)
            for cell in cells { taken.insert(cell.row * 1_000_000 + cell.column) }
            drawn += cells
        }
        return drawn
    }

    /// A scale bar and its label ("├───┤ 50 km") from (`column`, `row`), fitting `width` cells; the label is the
    /// caller's, with the distance and the unit's name in the reader's language. Returns the scale drawn, nil when
    /// none fits.
    @discardableResult
    public static func drawScale(
        into canvas: inout Canvas, viewport: MapViewport, rect: Rect, column: Int, row: Int, width: Int,
        unit: DistanceScale.Unit, style: Style, ascii: Bool = false, label: (DistanceScale) -> String
    ) -> DistanceScale? {
        guard rect.width > 0 else { return nil }
        let kilometresPerColumn = viewport.kilometresPerPixel * Double(viewport.width) / Double(rect.width)
        // Room for the label first: the bar takes what is left.
        var room = width
        var scale: DistanceScale?
        for _ in 0..<3 {
            guard
                let fitted = DistanceScale.fitting(
                    kilometresPerColumn: kilometresPerColumn, maximumColumns: room, unit: unit)
            else { return nil }
            scale = fitted
            let needed = fitted.columns + 1 + DisplayWidth.of(label(fitted))
            if needed <= width { break }
            room = width - 1 - DisplayWidth.of(label(fitted))
            scale = nil
            if room < 2 { return nil }
        }
        guard let scale else { return nil }
        let bar = scale.bar(ascii: ascii)
        canvas.write(bar, column: column, row: row, style: style, width: scale.columns)
        canvas.write(
            label(scale), column: column + scale.columns + 1, row: row, style: style, width: width - scale.columns - 1)
        return scale
    }
}
