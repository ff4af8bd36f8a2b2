import Foundation
import Testing

@testable import TerminalGraphics

/// The query over a pseudo-terminal: the test plays the terminal on the master side.
@Suite struct GraphicsQueryTests {
    struct PseudoTerminal {
        let master: Int32
        let slave: Int32

        init() throws {
            var master: Int32 = -1
            var slave: Int32 = -1
            var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            try #require(openpty(&master, &slave, nil, nil, &size) == 0)
            self.master = master
            self.slave = slave
        }

        func closeBoth() {
            _ = close(slave)
            _ = close(master)
        }

        /// What the terminal says, typed in before wxdash asks (it is read once raw mode is on).
        func answer(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// Everything written to the terminal so far (the echo of the answers included): a pseudo-terminal may hand
        /// it over in more than one read, so this reads until nothing more comes for a fifth of a second.
        func sent() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 512)
            var waiting = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&waiting, 1, 200) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes += buffer.prefix(count)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func readsTheAnswersAndStopsAtDA1() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.closeBoth() }
        terminal.answer("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c")
        let replies = GraphicsQuery.ask(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 5_000)
        #expect(replies == TerminalReplies(kittyGraphics: true, primaryAttributes: [62, 4]))
        #expect(terminal.sent().hasSuffix(GraphicsQuery.query))
    }

    /// A terminal that answers nothing: the query gives up at its timeout with no answers, and the terminal's mode
    /// is as it was.
    @Test func aSilentTerminalIsNotWaitedOn() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.closeBoth() }
        var before = termios()
        tcgetattr(terminal.slave, &before)
        let replies = GraphicsQuery.ask(input: terminal.slave, output: terminal.slave, timeoutMilliseconds: 50)
        #expect(replies == TerminalReplies())
        var after = termios()
        tcgetattr(terminal.slave, &after)
        #expect(after.c_lflag == before.c_lflag)
    }

    @Test func notATerminalIsNotAsked() {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer {
            _ = close(pipeEnds[0])
            _ = close(pipeEnds[1])
        }
        #expect(GraphicsQuery.ask(input: pipeEnds[0], output: pipeEnds[1]) == nil)
    }
}
