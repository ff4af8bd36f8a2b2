import Foundation
import WeatherKit

/// Requests sent per account (a provider's daily budget) and UTC day by every wxdash on the machine, in a small
/// file of its own beside the cache (`requests.tsv`): a damaged or replaced cache database never loses the count.
/// Each change happens under an exclusive lock on the file, so two processes never both take the last request.
/// A file that cannot be read as written is not taken as "nothing sent": every account counts as spent for the
/// day (a lost count means "assume spent", never "free").
public struct RequestLedger: Sendable {
    public let path: String

    /// What a `take` found: the day's count after it, and whether the request may be sent.
    public struct Taken: Sendable, Equatable {
        public var used: Int
        public var allowed: Bool
    }

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_CACHE_HOME/wxdash/requests.tsv`, beside the cache database.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.cache.path(of: "requests.tsv", environment: environment)
    }

    /// Whether the file exists yet (a first run after an upgrade seeds it from the cache database's counts).
    public var exists: Bool { access(path, F_OK) == 0 }

    /// Counts one request to `account` on `day` unless `limit` is reached; `weight`: a request the provider counts as
    /// several (a long archive range), taken whole or not at all.
    public func take(_ account: Provider, day: LocalDate, limit: Int, weight: Int = 1) throws(LedgerError) -> Taken {
        try locked(today: day) { counts throws(LedgerError) in
            let used = counts.used(account, day: day, limit: limit)
            guard used + max(1, weight) <= limit else { return Taken(used: used, allowed: false) }
            counts.rows[Counts.Key(account: account.rawValue, day: day.description)] = used + max(1, weight)
            return Taken(used: used + max(1, weight), allowed: true)
        }
    }

    /// Adds `count` requests already sent (the cache database's counts, on a first run after an upgrade).
    public func add(_ count: Int, to account: Provider, day: LocalDate) throws(LedgerError) {
        guard count > 0 else { return }
        try locked(today: day) { counts throws(LedgerError) in
            counts.rows[Counts.Key(account: account.rawValue, day: day.description), default: 0] += count
        }
    }

    /// Requests counted for `account` on `day` (`limit` when the file was damaged that day).
    public func used(_ account: Provider, day: LocalDate, limit: Int) throws(LedgerError) -> Int {
        try locked(today: day) { counts throws(LedgerError) in counts.used(account, day: day, limit: limit) }
    }

    /// Why the file cannot be used.
    public struct LedgerError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var detail: String
        public var description: String { "\(path): \(detail)" }
    }

    /// The file's rows: account and day → count; an account of `*` with the count `spent` marks a day whose counts
    /// were lost.
    struct Counts {
        struct Key: Hashable {
            var account: String
            var day: String
        }

        static let lostMarker = "*"
        var rows: [Key: Int] = [:]

        func used(_ account: Provider, day: LocalDate, limit: Int) -> Int {
            let counted = rows[Key(account: account.rawValue, day: day.description)] ?? 0
            return rows[Key(account: Self.lostMarker, day: day.description)] != nil ? max(counted, limit) : counted
        }

        /// Rows as written: `account TAB day TAB count`. Anything else marks `today` as lost.
        init(text: String, today: LocalDate) {
            var damaged = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3, let count = Int(fields[2]), count >= 0, LocalDate(iso: fields[1]) != nil,
                    fields[0] == Self.lostMarker || Provider(rawValue: String(fields[0])) != nil
                else {
                    damaged = true
                    continue
                }
                rows[Key(account: String(fields[0]), day: String(fields[1])), default: 0] += count
            }
            if damaged { rows[Key(account: Self.lostMarker, day: today.description)] = 1 }
        }

        /// Rows of the last week, in a stable order.
        func text(today: LocalDate) -> String {
            let oldest = today.adding(days: -7).description
            return rows.filter { $0.key.day >= oldest }
                .sorted { ($0.key.day, $0.key.account) < ($1.key.day, $1.key.account) }
                .map { "\($0.key.account)\t\($0.key.day)\t\($0.value)\n" }.joined()
        }
    }

    /// Reads the file under an exclusive lock, lets `change` read and change the counts, and writes them back when
    /// they changed. `today` (the caller's clock, which tests pin) decides which days are old and which day a
    /// damaged file loses.
    private func locked<T>(today: LocalDate, _ change: (inout Counts) throws(LedgerError) -> T) throws(LedgerError) -> T
    {
        func failure(_ what: String) -> LedgerError {
            LedgerError(path: path, detail: "cannot be \(what) (\(String(cString: strerror(errno))))")
        }
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure("opened") }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw failure("locked") }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 { throw failure("read") }
            if count == 0 { break }
            bytes += buffer[0..<count]
            // A week of a few accounts is a few hundred bytes: more is not this file.
            if bytes.count > 1 << 20 { break }
        }
        let before = String(decoding: bytes, as: UTF8.self)
        var counts = Counts(text: before, today: today)
        let result = try change(&counts)
        let after = counts.text(today: today)
        if after != before {
            let data = Array(after.utf8)
            guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else { throw failure("written") }
            let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written == data.count else { throw failure("written") }
        }
        return result
    }
}
