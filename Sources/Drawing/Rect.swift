/// A rectangle of cells: where a view may draw. Columns `x ..< x + width`, rows `y ..< y + height`; the width
/// and height are never negative, so an empty rectangle is one with no cells, never an inverted one.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int {
        didSet { width = max(0, width) }
    }
    public var height: Int {
        didSet { height = max(0, height) }
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The whole of a screen or canvas of `size`, from its top-left corner.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.columns, height: size.rows)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var size: Size { Size(columns: width, rows: height) }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var area: Int { width * height }
    /// One past the last column.
    public var right: Int { x + width }
    /// One past the last row.
    public var bottom: Int { y + height }

    public var description: String { "(\(x),\(y) \(width)×\(height))" }

    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < right && row >= y && row < bottom
    }

    /// The cells both rectangles cover; empty (at the nearer corner) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(right, other.right) - left, height: min(bottom, other.bottom) - top)
    }

    /// Smaller by `horizontal` columns on the left and right and `vertical` rows at the top and bottom;
    /// empty when the margins take everything.
    public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        let columns = min(max(0, horizontal), width / 2)
        let rows = min(max(0, vertical), height / 2)
        return Rect(
            x: x + columns, y: y + rows, width: width - 2 * max(0, horizontal), height: height - 2 * max(0, vertical))
    }

    /// One row of this rectangle, counted from its top (negative from its bottom: -1 is the last row);
    /// empty when there is no such row.
    public func row(_ index: Int) -> Rect {
        let row = index >= 0 ? y + index : bottom + index
        guard row >= y, row < bottom else { return Rect(x: x, y: y, width: width, height: 0) }
        return Rect(x: x, y: row, width: width, height: 1)
    }

    /// `count` rows starting at row `index` (from the top), cut to this rectangle.
    public func rows(_ index: Int, count: Int) -> Rect {
        intersection(Rect(x: x, y: y + index, width: width, height: count))
    }

    /// A rectangle of at most `width` × `height` centred in this one.
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(max(0, width), self.width)
        let height = min(max(0, height), self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }
}
