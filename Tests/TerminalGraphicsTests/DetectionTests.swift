import Testing

@testable import TerminalGraphics

@Suite struct DetectionTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func readsKittysAnswerAndDA1() {
        let kitty = TerminalReplies(parsing: Self.bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22;52c"))
        #expect(kitty == TerminalReplies(kittyGraphics: true, primaryAttributes: [62, 22, 52]))
        #expect(kitty.isComplete)
        let xterm = TerminalReplies(parsing: Self.bytes("\u{1B}[?63;1;2;4;6;9;15;16;22;28c"))
        #expect(xterm == TerminalReplies(kittyGraphics: nil, primaryAttributes: [63, 1, 2, 4, 6, 9, 15, 16, 22, 28]))
        let refused = TerminalReplies(parsing: Self.bytes("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?62c"))
        #expect(refused.kittyGraphics == false)
    }

    @Test func skipsWhatIsNotAnAnswer() {
        // A key pressed meanwhile, another image's answer, a cursor report, then DA1.
        let replies = TerminalReplies(parsing: Self.bytes("x\u{1B}_Gi=5;OK\u{1B}\\\u{1B}[12;1R\u{1B}[?1;2c"))
        #expect(replies == TerminalReplies(kittyGraphics: nil, primaryAttributes: [1, 2]))
        // Cut short: nothing complete yet.
        #expect(TerminalReplies(parsing: Self.bytes("\u{1B}[?62;4")).isComplete == false)
        #expect(TerminalReplies(parsing: Self.bytes("\u{1B}_Gi=31;OK")).kittyGraphics == nil)
        #expect(TerminalReplies(parsing: []) == TerminalReplies())
        // Noise that only looks like an answer.
        #expect(TerminalReplies(parsing: Self.bytes("\u{1B}[?6x2c\u{1B}\u{1B}_G")) == TerminalReplies())
    }

    @Test func hintsFromTheEnvironment() {
        #expect(TerminalHints(environment: ["TERM": "xterm-kitty"]).kittyTerminal)
        #expect(TerminalHints(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]).kittyTerminal)
        #expect(TerminalHints(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).kittyTerminal)
        #expect(TerminalHints(environment: ["TERM": "xterm-ghostty"]).kittyTerminal)
        #expect(TerminalHints(environment: ["TERM": "foot"]).sixelTerminal)
        #expect(TerminalHints(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]).sixelTerminal)
        #expect(TerminalHints(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]).multiplexer)
        #expect(TerminalHints(environment: ["TERM": "screen"]).multiplexer)
        #expect(TerminalHints(environment: ["TERM": "linux"]).textOnly)
        #expect(TerminalHints(environment: [:]).textOnly)
        let plain = TerminalHints(environment: ["TERM": "xterm-256color"])
        #expect(plain == TerminalHints())
    }

    @Test func aNamedModeIsTakenAsSaid() {
        let tmux = TerminalHints(multiplexer: true)
        #expect(GraphicsDetection.decide(.kitty, hints: tmux, replies: nil) == .kitty)
        #expect(GraphicsDetection.decide(.sixel, hints: TerminalHints(), replies: nil) == .sixel)
        #expect(GraphicsDetection.decide(.blocks, hints: TerminalHints(kittyTerminal: true), replies: nil) == .blocks)
        #expect(!GraphicsDetection.shouldAsk(.kitty, hints: TerminalHints()))
        #expect(GraphicsDetection.shouldAsk(.auto, hints: TerminalHints()))
        #expect(!GraphicsDetection.shouldAsk(.auto, hints: tmux))
        #expect(!GraphicsDetection.shouldAsk(.auto, hints: TerminalHints(textOnly: true)))
    }

    @Test func autoBelievesTheAnswersThenTheHints() {
        let none = TerminalHints()
        let kittyOK = TerminalReplies(kittyGraphics: true, primaryAttributes: [62])
        let sixelDA1 = TerminalReplies(primaryAttributes: [63, 1, 4, 22])
        let plainDA1 = TerminalReplies(primaryAttributes: [62, 22])
        #expect(GraphicsDetection.decide(.auto, hints: none, replies: kittyOK) == .kitty)
        #expect(GraphicsDetection.decide(.auto, hints: none, replies: sixelDA1) == .sixel)
        #expect(GraphicsDetection.decide(.auto, hints: none, replies: plainDA1) == .blocks)
        // A terminal class of 4 is not sixel.
        #expect(
            GraphicsDetection.decide(.auto, hints: none, replies: TerminalReplies(primaryAttributes: [4])) == .blocks)
        // Named kitty but answering without it (an old WezTerm, a terminal that borrows the name): blocks.
        #expect(
            GraphicsDetection.decide(.auto, hints: TerminalHints(kittyTerminal: true), replies: plainDA1) == .blocks)
        // No answer in time: the name decides.
        #expect(
            GraphicsDetection.decide(.auto, hints: TerminalHints(kittyTerminal: true), replies: TerminalReplies())
                == .kitty)
        #expect(
            GraphicsDetection.decide(.auto, hints: TerminalHints(sixelTerminal: true), replies: TerminalReplies())
                == .sixel)
        #expect(GraphicsDetection.decide(.auto, hints: none, replies: TerminalReplies()) == .blocks)
        // Behind tmux nothing is believed: a picture would not stay put.
        #expect(
            GraphicsDetection.decide(
                .auto, hints: TerminalHints(kittyTerminal: true, multiplexer: true), replies: kittyOK) == .blocks)
        #expect(GraphicsDetection.decide(.auto, hints: TerminalHints(textOnly: true), replies: nil) == .blocks)
    }
}
