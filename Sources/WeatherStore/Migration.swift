/// One numbered step of a store's schema, run inside the `BEGIN IMMEDIATE` transaction that moves
/// `PRAGMA user_version` on by one: SQL (written as a string literal), or Swift for a step SQL cannot take
/// alone, such as re-encoding every row.
public struct Migration: Sendable, ExpressibleByStringLiteral {
    let apply: @Sendable (Database) throws(DatabaseError) -> Void

    public init(_ apply: @escaping @Sendable (Database) throws(DatabaseError) -> Void) {
        self.apply = apply
    }

    /// Statements with no values bound, run as one script.
    public init(stringLiteral sql: String) {
        apply = { database throws(DatabaseError) in try database.executeScript(sql) }
    }
}
