/// Which way of drawing pictures a terminal gets: a pure function of what was asked for, the environment's hints
/// and the terminal's answers, so every case is tested without a terminal.
public enum GraphicsDetection {
    /// Whether `mode` needs the terminal asked: only `auto`, and never behind a multiplexer or on a text console
    /// (the answer there would be the multiplexer's, or none).
    public static func shouldAsk(_ mode: GraphicsMode, hints: TerminalHints) -> Bool {
        mode == .auto && !hints.multiplexer && !hints.textOnly
    }

    /// `replies` is nil when the terminal was not asked, and empty when it was asked and said nothing in time.
    public static func decide(_ mode: GraphicsMode, hints: TerminalHints, replies: TerminalReplies?) -> GraphicsProtocol
    {
        switch mode {
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .blocks: return .blocks
        case .auto: break
        }
        guard !hints.multiplexer, !hints.textOnly else { return .blocks }
        if let replies, replies.kittyGraphics != nil || replies.primaryAttributes != nil {
            // A terminal that answered is believed over its name.
            if replies.kittyGraphics == true { return .kitty }
            // DA1's first number is the terminal's class (62, 64…); 4 among the rest is sixel.
            if replies.primaryAttributes?.dropFirst().contains(4) == true { return .sixel }
            return .blocks
        }
        if hints.kittyTerminal { return .kitty }
        if hints.sixelTerminal { return .sixel }
        return .blocks
    }
}

extension GraphicsDetection {
    /// The whole decision for a program about to set up its screen: the hints from `environment`, the terminal
    /// asked only when `mode` is `auto` and the hints allow it (at most `timeoutMilliseconds`), then `decide`.
    public static func detect(
        _ mode: GraphicsMode, environment: [String: String],
        timeoutMilliseconds: Int = GraphicsQuery.defaultTimeoutMilliseconds
    ) -> GraphicsProtocol {
        let hints = TerminalHints(environment: environment)
        let replies = shouldAsk(mode, hints: hints) ? GraphicsQuery.ask(timeoutMilliseconds: timeoutMilliseconds) : nil
        return decide(mode, hints: hints, replies: replies)
    }
}
