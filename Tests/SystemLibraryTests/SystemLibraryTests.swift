import CNcursesw
import CSQLite
import Foundation
import Testing

/// Proves the system-library targets link on this machine, headless, with no tty.
@Suite(.serialized) struct SystemLibraryTests {
    @Test func sqliteOpensAnInMemoryDatabaseAndRoundTripsText() throws {
        var db: OpaquePointer?
        #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
        defer { sqlite3_close(db) }
        #expect(sqlite3_exec(db, "CREATE TABLE t(v TEXT); ", nil, nil, nil) == SQLITE_OK)
        var statement: OpaquePointer?
        #expect(sqlite3_prepare_v2(db, "INSERT INTO t(v) VALUES (?)", -1, &statement, nil) == SQLITE_OK)
        sqlite3_bind_text(statement, 1, "東京 ☀", -1, wx_sqlite_transient())
        #expect(sqlite3_step(statement) == SQLITE_DONE)
        sqlite3_finalize(statement)
        #expect(sqlite3_prepare_v2(db, "SELECT v FROM t", -1, &statement, nil) == SQLITE_OK)
        #expect(sqlite3_step(statement) == SQLITE_ROW)
        let text = sqlite3_column_text(statement, 0).map { String(cString: $0) }
        sqlite3_finalize(statement)
        #expect(text == "東京 ☀")
    }

    // On the main actor, like TerminalTests: ncurses is one global screen, so no two tests may use it at once.
    @Test @MainActor func ncursesStartsHeadlessOnDevNull() throws {
        guard let devnull = fopen("/dev/null", "rw") else {
            Issue.record("cannot open /dev/null")
            return
        }
        defer { fclose(devnull) }
        let screen = newterm("xterm-256color", devnull, devnull)
        #expect(screen != nil)
        var rows: Int32 = 0
        var cols: Int32 = 0
        wx_getmaxyx(wx_stdscr(), &rows, &cols)
        #expect(rows > 0 && cols > 0)
        endwin()
        if let screen { delscreen(screen) }
    }
}
