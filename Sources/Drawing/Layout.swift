/// Splits a rectangle into rows or columns by constraints, so views ask for space instead of counting cells.
///
/// Sizes are worked out in three steps along the layout's direction, after taking out the `spacing` between parts:
/// 1. each part gets what it asks for: `length(n)` and `min(n)` get n, `percentage(p)` gets p % of the room
///    (rounded down), `fill` nothing yet;
/// 2. when that is more than the room (over-constrained), the later parts give way first, each cut down to
///    what is left, so a header before a body keeps its rows;
/// 3. room left over goes to the `fill` parts by weight, or, when there are none, to the `min` parts evenly;
///    rounding hands the odd cells to the first parts, so the sizes always add up to the room.
/// What is still left stays empty after the last part. The parts never overlap and never leave the rectangle.
public struct Layout: Sendable, Hashable {
    public var direction: Direction
    public var constraints: [Constraint]
    /// Empty cells between neighbouring parts.
    public var spacing: Int

    public init(_ direction: Direction, _ constraints: [Constraint], spacing: Int = 0) {
        self.direction = direction
        self.constraints = constraints
        self.spacing = max(0, spacing)
    }

    public static func vertical(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
        Layout(.vertical, constraints, spacing: spacing)
    }

    public static func horizontal(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
        Layout(.horizontal, constraints, spacing: spacing)
    }

    /// One rectangle per constraint, in order.
    public func split(_ area: Rect) -> [Rect] {
        let total = direction == .vertical ? area.height : area.width
        let lengths = Layout.lengths(of: constraints, in: total, spacing: spacing)
        var rects: [Rect] = []
        rects.reserveCapacity(lengths.count)
        var offset = 0
        for length in lengths {
            let start = min(offset, total)
            let size = min(length, total - start)
            switch direction {
            case .vertical: rects.append(Rect(x: area.x, y: area.y + start, width: area.width, height: size))
            case .horizontal: rects.append(Rect(x: area.x + start, y: area.y, width: size, height: area.height))
            }
            offset = start + size + spacing
        }
        return rects
    }

    /// The length of each part along the direction.
    static func lengths(of constraints: [Constraint], in total: Int, spacing: Int) -> [Int] {
        guard !constraints.isEmpty else { return [] }
        let room = max(0, total - spacing * (constraints.count - 1))
        var lengths = constraints.map { constraint -> Int in
            switch constraint {
            case .length(let cells), .min(let cells): max(0, cells)
            case .percentage(let percent): room * Swift.min(Swift.max(percent, 0), 100) / 100
            case .fill: 0
            }
        }
        // Over-constrained: the earlier parts keep what they asked for.
        var left = room
        for index in lengths.indices {
            lengths[index] = Swift.min(lengths[index], left)
            left -= lengths[index]
        }
        guard left > 0 else { return lengths }
        let fillWeights = constraints.map { constraint -> Int in
            if case .fill(let weight) = constraint { return Swift.max(0, weight) }
            return 0
        }
        let weights: [Int]
        if fillWeights.contains(where: { $0 > 0 }) {
            weights = fillWeights
        } else {
            weights = constraints.map { constraint in
                if case .min = constraint { return 1 }
                return 0
            }
        }
        let extra = share(left, by: weights)
        for index in lengths.indices { lengths[index] += extra[index] }
        return lengths
    }

    /// `amount` shared by `weights`, rounded down, with the cells rounding lost handed to the first parts with a weight.
    static func share(_ amount: Int, by weights: [Int]) -> [Int] {
        let totalWeight = weights.reduce(0, +)
        guard totalWeight > 0, amount > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { amount * $0 / totalWeight }
        var left = amount - shares.reduce(0, +)
        for index in shares.indices where left > 0 && weights[index] > 0 {
            shares[index] += 1
            left -= 1
        }
        return shares
    }
}
