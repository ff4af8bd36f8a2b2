import Drawing
import Foundation
import ScreenText
import WeatherKit

/// Where a command writes: data for scripts to stdout, messages for people to stderr.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether `out` reaches a terminal (a person) rather than a pipe or file (a script).
    public var outIsTerminal: Bool

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outIsTerminal: Bool = false
    ) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
    }

    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) },
        outIsTerminal: isatty(STDOUT_FILENO) == 1)

    /// One line on stderr saying what went wrong (cleaned for the terminal), and the status to exit with.
    public func fail(_ message: String, _ status: ExitStatus) -> ExitStatus {
        err("wxdash: \(TerminalText.sanitized(message))\n")
        return status
    }

    /// Colour for `out`: only on a terminal, never with NO_COLOR set (no-color.org) or on a dumb terminal.
    public func allowsColor(environment: [String: String]) -> Bool {
        outIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
