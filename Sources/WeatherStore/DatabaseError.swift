import CSQLite
import Foundation

/// A SQLite failure, with the file it concerns and what the person can do.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var detail: String
    /// The file was written by an older wxdash and is read only once it is brought forward.
    public var needsUpgrade: Bool
    /// Something other than a file is at the path (a folder, FIFO, device or socket): `detail` says what.
    public var isNotAFile = false

    public init(path: String, code: Int32, detail: String, needsUpgrade: Bool = false) {
        self.path = path
        self.code = code
        self.detail = detail
        self.needsUpgrade = needsUpgrade
    }

    /// A folder, FIFO, device or socket where the database belongs, which wxdash leaves alone.
    static func notAFile(path: String, found kind: String) -> DatabaseError {
        var error = DatabaseError(path: path, code: SQLITE_CANTOPEN, detail: "a \(kind), not a database file")
        error.isNotAFile = true
        return error
    }

    /// A failure SQLite reported with the system's `errno` behind it: an I/O error because the disk is full (or a
    /// file-size or quota limit was reached) is said as that, not as "disk I/O error".
    init(path: String, code: Int32, detail: String, systemErrno: Int32) {
        if code & 0xff == SQLITE_IOERR, [ENOSPC, EFBIG, EDQUOT].contains(systemErrno) {
            self.init(
                path: path, code: SQLITE_FULL,
                detail: "the disk is full (\(String(cString: strerror(systemErrno)).lowercased()))")
        } else {
            self.init(path: path, code: code, detail: detail)
        }
    }

    /// No room to write: a full disk, a quota or a file-size limit.
    public var isDiskFull: Bool {
        code & 0xff == SQLITE_FULL
    }

    public var description: String {
        isNotAFile ? "\(path) is \(detail)" : "\(path): \(detail) (SQLite error \(code))"
    }

    /// SQLITE_IOERR_WRITE, _FSYNC and _TRUNCATE (macros Swift does not import): the disk refused a write.
    private static let failedWrites: Set<Int32> = [SQLITE_IOERR | 3 << 8, SQLITE_IOERR | 4 << 8, SQLITE_IOERR | 6 << 8]

    /// The file could not be written, but what it holds is intact: a read-only file, folder or file system,
    /// a full disk, or a lock held too long by another process.
    public var isWriteProblem: Bool {
        [SQLITE_READONLY, SQLITE_FULL, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_PERM].contains(code & 0xff)
            || (code & 0xff == SQLITE_CANTOPEN && detail.contains("permission denied"))
            || (code & 0xff == SQLITE_IOERR && Self.failedWrites.contains(code))
    }

    /// The file is not a SQLite database, or its pages are damaged (random bytes, a truncated copy).
    public var isDamaged: Bool {
        [SQLITE_NOTADB, SQLITE_CORRUPT].contains(code & 0xff)
    }

    /// A write that failed though the file is sound: what is wrong, and that nothing was lost.
    public func notWritten(_ what: String) -> String {
        "\(what) cannot be written (\(path): \(writeProblem)); nothing was lost and it is as it was: fix that and try again."
    }

    /// What is wrong with a write that failed, for words a person can act on.
    public enum WriteProblem: Sendable {
        case diskFull, locked, readOnly
    }

    public var writeProblemKind: WriteProblem {
        switch code & 0xff {
        case SQLITE_FULL: .diskFull
        case SQLITE_BUSY, SQLITE_LOCKED: .locked
        default: .readOnly
        }
    }

    /// What is wrong, for a write that failed, in words a person can act on.
    public var writeProblem: String {
        switch writeProblemKind {
        case .diskFull: "the disk is full"
        case .locked: "another wxdash holds it locked"
        case .readOnly: "it or its folder is read-only or not yours"
        }
    }
}
