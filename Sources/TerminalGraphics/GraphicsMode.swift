/// How pictures are drawn, as `--graphics` names it: `auto` asks the terminal, the others are taken as said.
public enum GraphicsMode: String, Sendable, CaseIterable {
    case auto, kitty, sixel, blocks
}

/// What the terminal will be sent: a picture by one protocol, or coloured half-block characters.
public enum GraphicsProtocol: String, Sendable, Equatable {
    case kitty, sixel, blocks
}
