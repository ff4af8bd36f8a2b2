import Foundation
import HTTP
import ScreenText
import WeatherKit

/// `$XDG_STATE_HOME/wxdash/wxdash.log`: fetches, failures and timing, one line each, size-capped and rotated.
/// Secrets never reach it: every line passes through the redactor.
public final class EventLog: Sendable {
    public enum Level: String, Sendable, CaseIterable, Comparable {
        case error, warning, info, debug

        private var rank: Int { Level.allCases.firstIndex(of: self) ?? 0 }

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    public static let maximumBytes = 512 * 1024

    public let path: String
    private let threshold: Level
    private let redactor: Redactor
    private let lock = NSLock()

    public init(path: String, level: Level, redactor: Redactor) {
        self.path = path
        self.threshold = level
        self.redactor = redactor
    }

    /// `$XDG_STATE_HOME/wxdash/wxdash.log`, with the XDG default `~/.local/state`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.state.path(of: "wxdash.log", environment: environment)
    }

    public func log(_ level: Level, _ message: String, at date: Date = Date()) {
        guard level <= threshold else { return }
        let stamp = LocalDateTime(instant: date, utcOffsetSeconds: 0).iso8601
        let text = TerminalText.sanitized(redactor.redact(message))
        let line = "\(stamp) \(level.rawValue.uppercased()) \(text)\n"
        lock.lock()
        defer { lock.unlock() }
        append(line)
    }

    /// Logging never stops or stalls wxdash: a log that cannot be written is skipped. Nothing is followed or
    /// waited on: a link, a FIFO or a device where the log should be is left alone and not written.
    private func append(_ line: String) {
        let directory = (path as NSString).deletingLastPathComponent
        try? PrivateFile.makeFolder(directory)
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            Int(status.st_size) + line.utf8.count > Self.maximumBytes
        {
            let previous = path + ".1"
            unlink(previous)
            rename(path, previous)
            // A rename keeps the mode: a log made before wxdash made its files private stays readable otherwise.
            PrivateFile.tighten(previous, to: PrivateFile.fileMode)
        }
        guard let handle = try? PrivateFile.openForAppending(path) else { return }
        defer { try? handle.close() }
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
