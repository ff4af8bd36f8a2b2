/// Which way a `Layout` splits: into rows stacked top to bottom, or columns side by side.
public enum Direction: Sendable, Hashable {
    case vertical
    case horizontal
}
