/// How much of a rectangle one part of a `Layout` asks for, along the layout's direction.
public enum Constraint: Sendable, Hashable {
    /// Exactly this many cells, when there is room.
    case length(Int)
    /// At least this many cells; grows with the fills when there is no fill to take the room left over.
    case min(Int)
    /// This share of the room (0–100), rounded down.
    case percentage(Int)
    /// Whatever is left over, shared among the fills by weight (1 is the usual weight).
    case fill(Int)
}
