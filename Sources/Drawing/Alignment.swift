/// Where a line of text sits in the width it is given.
public enum Alignment: Sendable, Hashable {
    case left
    case center
    case right
}
