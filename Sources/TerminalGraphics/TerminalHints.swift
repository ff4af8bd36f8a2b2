/// What the environment says about the terminal's pictures, before anything is asked of it.
public struct TerminalHints: Sendable, Equatable {
    /// The terminal says it is one that speaks the kitty graphics protocol (kitty, WezTerm, Ghostty).
    public var kittyTerminal: Bool
    /// The terminal says it is one that draws sixel (foot, mlterm, iTerm2).
    public var sixelTerminal: Bool
    /// tmux, screen or zellij sits between wxdash and the terminal: a picture would not stay where it was put.
    public var multiplexer: Bool
    /// The Linux console, a dumb terminal or none: nothing to ask.
    public var textOnly: Bool

    public init(
        kittyTerminal: Bool = false, sixelTerminal: Bool = false, multiplexer: Bool = false, textOnly: Bool = false
    ) {
        self.kittyTerminal = kittyTerminal
        self.sixelTerminal = sixelTerminal
        self.multiplexer = multiplexer
        self.textOnly = textOnly
    }

    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        kittyTerminal =
            term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "WezTerm"
            || term == "xterm-ghostty" || program == "ghostty"
        sixelTerminal = term.hasPrefix("foot") || term.hasPrefix("mlterm") || program == "iTerm.app"
        multiplexer =
            environment["TMUX"] != nil || environment["ZELLIJ"] != nil || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
        textOnly = term.isEmpty || term == "linux" || term == "dumb"
    }
}
