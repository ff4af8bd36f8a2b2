import CSQLite
import Foundation
import WeatherKit

/// A thin wrapper over one SQLite connection: statements with bound values, transactions, and numbered
/// migrations keyed on `PRAGMA user_version`. WAL and a busy timeout let two processes share a file.
public final class Database {
    public enum Value: Equatable, Sendable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
    }

    public let path: String
    private var handle: OpaquePointer?

    /// `readOnly` opens an existing file for reading only: it works where the file or its folder cannot be
    /// written (a read-only folder, a full disk), and never changes the file.
    /// `immutable` (with `readOnly`) reads the file as it stands without the WAL's shared memory, for a folder
    /// where SQLite cannot make its -shm file.
    /// `withoutSharedMemory` keeps the WAL's index in this process's memory rather than the -shm file (SQLite's
    /// exclusive locking mode, which a read-only connection cannot use): for a disk too full to make or grow the
    /// -shm. It holds the file's lock until the connection closes, so only short reads use it.
    public init(
        path: String, readOnly: Bool = false, immutable: Bool = false, withoutSharedMemory: Bool = false,
        busyTimeoutMilliseconds: Int32 = 5000
    ) throws(DatabaseError) {
        self.path = path
        try Self.refuseWhatIsNotAFile(at: path)
        var connection: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW | (immutable ? SQLITE_OPEN_URI : 0)
        let name = immutable ? "file:" + Self.uriEscaped(path) + "?immutable=1" : path
        let status = sqlite3_open_v2(name, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let detail = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            let systemErrno = connection.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close(connection)
            throw DatabaseError(path: path, code: status, detail: detail, systemErrno: systemErrno)
        }
        handle = connection
        sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
        // Before the first read, or SQLite maps the -shm anyway.
        if withoutSharedMemory { try execute("PRAGMA locking_mode = EXCLUSIVE") }
        guard !readOnly else {
            // Reading the schema proves the file is a database at all before anything relies on it.
            _ = try userVersion()
            return
        }
        // Turning a new file to WAL needs it to itself, and SQLite answers "locked" at once rather than waiting
        // when another wxdash (`now --all`'s places, a status bar beside the dashboard) is making the same file.
        var attempts = 0
        while true {
            do {
                _ = try query("PRAGMA journal_mode=WAL")
                break
            } catch  where [SQLITE_BUSY, SQLITE_LOCKED].contains(error.code & 0xff) && attempts < 250 {
                attempts += 1
                usleep(20_000)
            }
        }
        try execute("PRAGMA synchronous=NORMAL")
    }

    /// SQLite would block for ever opening a FIFO, and calls a folder "disk I/O error": say what is there instead.
    static func refuseWhatIsNotAFile(at path: String) throws(DatabaseError) {
        var found = stat()
        guard lstat(path, &found) == 0, let kind = notAFile(found.st_mode) else { return }
        throw DatabaseError.notAFile(path: path, found: kind)
    }

    /// What is at a path instead of a file: a FIFO, a device, a socket or a folder (a link is SQLite's to refuse).
    static func notAFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: "FIFO"
        case S_IFCHR, S_IFBLK: "device"
        case S_IFSOCK: "socket"
        case S_IFDIR: "folder"
        default: nil
        }
    }

    /// A store's file: its folder made when missing (0700), the file made 0600 (or tightened), opened, and
    /// migrated to `migrations`. Nothing is opened through a symbolic link.
    public static func store(
        at path: String, migrations: [Migration], foreignKeys: Bool = false
    ) throws(DatabaseError) -> Database {
        try refuseWhatIsNotAFile(at: path)
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try PrivateFile.makeFolder(directory)
        } catch {
            throw DatabaseError(path: path, code: SQLITE_CANTOPEN, detail: "cannot create the folder \(directory)")
        }
        do {
            try PrivateFile.prepare(path)
        } catch let error as PrivateFileError {
            throw DatabaseError(
                path: path, code: error.errno == EACCES || error.errno == EROFS ? SQLITE_READONLY : SQLITE_CANTOPEN,
                detail: error.description)
        } catch {
            throw DatabaseError(path: path, code: SQLITE_CANTOPEN, detail: "\(error)")
        }
        // SQLite makes its -wal and -shm files with the database file's mode at the time: looser from an older
        // wxdash, or read-only from a time the file was (which would refuse this write).
        for suffix in ["-wal", "-shm"] { PrivateFile.repair(path + suffix) }
        let database = try Database(path: path)
        if foreignKeys { try database.execute("PRAGMA foreign_keys = ON") }
        try database.migrate(migrations)
        return database
    }

    /// A store's file for reading only, when it exists and is at `migrations.count`; nil when there is no file.
    public static func existingStore(at path: String, migrations: [Migration]) throws(DatabaseError) -> Database? {
        var status = stat()
        if stat(path, &status) != 0 {
            let code = errno
            // Only a file that is not there is "none yet"; a folder that cannot be entered is a problem to name.
            if code == ENOENT || code == ENOTDIR { return nil }
            throw DatabaseError(
                path: path, code: SQLITE_CANTOPEN,
                detail: "cannot be reached (\(String(cString: strerror(code)).lowercased()))")
        }
        // Reading makes the -shm beside it with the file's mode: a file others may read is made private first (a
        // file of someone else's, or one in a folder that cannot be written, is left as it is).
        for file in [path, path + "-wal", path + "-shm"] { PrivateFile.tighten(file, to: PrivateFile.fileMode) }
        let database: Database
        do {
            database = try Database(path: path, readOnly: true)
        } catch  where error.isDiskFull || error.code & 0xff == SQLITE_IOERR {
            database = try readingWithoutSharedMemory(path)
        } catch  where error.code & 0xff == SQLITE_READONLY || error.code & 0xff == SQLITE_CANTOPEN {
            // A WAL file closed cleanly in a folder that cannot be written: no -wal to miss, and no -shm to make.
            guard !FileManager.default.fileExists(atPath: path + "-wal") else { throw error }
            database = try Database(path: path, readOnly: true, immutable: true)
        }
        let version = try database.userVersion()
        guard version == migrations.count else {
            let newer = version > migrations.count
            throw DatabaseError(
                path: path, code: SQLITE_READONLY,
                detail: newer
                    ? "was written by a newer wxdash (schema \(version), this one knows \(migrations.count)); upgrade wxdash"
                    : "needs an upgrade (schema \(version) to \(migrations.count)), which needs write access to it and its folder",
                needsUpgrade: !newer)
        }
        return database
    }

    /// A file to read on a disk too full for its -shm (SQLite says so as an I/O error on the -shm): the file as it
    /// stands when its WAL holds nothing, else a connection that keeps the WAL's index in memory and writes
    /// nothing (`query_only`).
    static func readingWithoutSharedMemory(_ path: String) throws(DatabaseError) -> Database {
        var wal = stat()
        if lstat(path + "-wal", &wal) != 0 || wal.st_size == 0 {
            return try Database(path: path, readOnly: true, immutable: true)
        }
        let database = try Database(path: path, withoutSharedMemory: true)
        try database.execute("PRAGMA query_only = ON")
        return database
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Closes the connection now (a damaged file about to be moved aside must not be written on closing later);
    /// every statement after it fails.
    func close() {
        sqlite3_close_v2(handle)
        handle = nil
    }

    public func execute(_ sql: String, _ values: [Value] = []) throws(DatabaseError) {
        _ = try query(sql, values)
    }

    /// Runs several statements with no values bound, as a migration step has.
    public func executeScript(_ sql: String) throws(DatabaseError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error() }
    }

    /// Runs one statement and returns its rows, each a list of column values.
    public func query(_ sql: String, _ values: [Value] = []) throws(DatabaseError) -> [[Value]] {
        var rows: [[Value]] = []
        try forEachRow(sql, values) { row in
            rows.append(row)
            return true
        }
        return rows
    }

    /// Runs one statement and hands `body` its rows one at a time, as SQLite makes them, until `body` returns false.
    public func forEachRow(_ sql: String, _ values: [Value] = [], _ body: ([Value]) -> Bool) throws(DatabaseError) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw error()
        }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, position)
            case .integer(let number): sqlite3_bind_int64(statement, position, number)
            case .real(let number): sqlite3_bind_double(statement, position, number)
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, wx_sqlite_transient())
            }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw error() }
            let row: [Value] = (0..<sqlite3_column_count(statement)).map { column in
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
                case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
                case SQLITE_TEXT: .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
                default: .null
                }
            }
            guard body(row) else { break }
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: all of it or none of it.
    public func transaction(_ body: () throws(DatabaseError) -> Void) throws(DatabaseError) {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Brings the schema to `migrations.count`, one numbered step per transaction. A file from a newer wxdash is refused.
    public func migrate(_ migrations: [Migration]) throws(DatabaseError) {
        let version = try userVersion()
        guard version <= migrations.count else {
            throw DatabaseError(
                path: path, code: SQLITE_ERROR,
                detail:
                    "was written by a newer wxdash (schema \(version), this one knows \(migrations.count)); upgrade wxdash"
            )
        }
        for (index, migration) in migrations.enumerated() where index >= version {
            try transaction { () throws(DatabaseError) in
                // Another process may have taken this step while this one waited for the lock.
                guard try userVersion() == index else { return }
                try migration.apply(self)
                try execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }

    public func userVersion() throws(DatabaseError) -> Int {
        guard case .integer(let version)? = try query("PRAGMA user_version").first?.first else { return 0 }
        return Int(version)
    }

    private static func uriEscaped(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f").replacingOccurrences(
            of: "#", with: "%23")
    }

    private func error() -> DatabaseError {
        DatabaseError(
            path: path, code: sqlite3_extended_errcode(handle), detail: String(cString: sqlite3_errmsg(handle)),
            systemErrno: sqlite3_system_errno(handle))
    }
}
