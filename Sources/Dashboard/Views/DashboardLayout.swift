import Drawing

/// Which view a terminal size gets.
public enum DashboardLayout: Equatable, Sendable {
    /// Both pages in full.
    case full
    /// One screen with the essentials.
    case compact
    /// Only a line asking for a larger terminal.
    case tooSmall

    public static let minimumFull = Size(columns: 60, rows: 16)
    public static let minimumCompact = Size(columns: 20, rows: 4)

    public init(_ size: Size) {
        if size.columns >= Self.minimumFull.columns, size.rows >= Self.minimumFull.rows {
            self = .full
        } else if size.columns >= Self.minimumCompact.columns, size.rows >= Self.minimumCompact.rows {
            self = .compact
        } else {
            self = .tooSmall
        }
    }
}
