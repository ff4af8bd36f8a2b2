#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal what pictures it draws: the kitty graphics query (a one-pixel image it is asked to check, not
/// keep) followed by DA1, which every terminal answers, so the wait ends at DA1's answer, or at the timeout for a
/// terminal that answers nothing. Done once, before the screen is set up.
public enum GraphicsQuery {
    /// The id of the kitty query's image, which its answer names.
    public static let imageID = 31
    public static let query = "\u{1B}_Gi=\(imageID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"
    public static let defaultTimeoutMilliseconds = 100

    /// Sends the query on `output` and reads `input` until DA1's answer or `timeoutMilliseconds`, with the terminal
    /// in raw mode meanwhile (its mode restored after). Nil when `input` or `output` is not a terminal; empty
    /// replies when it answered nothing in time. Keys pressed during the wait are lost.
    public static func ask(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
        timeoutMilliseconds: Int = defaultTimeoutMilliseconds
    ) -> TerminalReplies? {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }

        let bytes = Array(query.utf8)
        let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
        guard written == bytes.count else { return TerminalReplies() }

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(timeoutMilliseconds))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while received.count < 4096 {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
            if TerminalReplies(parsing: received).isComplete { break }
        }
        return TerminalReplies(parsing: received)
    }
}
