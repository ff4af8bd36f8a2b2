import Foundation

/// A message across the top of page 1 that leaves the data visible and goes away by itself.
public struct Banner: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case error, info }

    public static let errorDuration: TimeInterval = 12
    public static let infoDuration: TimeInterval = 8

    public var message: String
    public var kind: Kind
    /// nil: stays until replaced (used for notes that stay true, such as sample data).
    public var expiresAt: Date?

    public init(message: String, kind: Kind, expiresAt: Date?) {
        self.message = message
        self.kind = kind
        self.expiresAt = expiresAt
    }

    public static func error(_ message: String, now: Date) -> Banner {
        Banner(message: message, kind: .error, expiresAt: now.addingTimeInterval(errorDuration))
    }

    public static func info(_ message: String, now: Date) -> Banner {
        Banner(message: message, kind: .info, expiresAt: now.addingTimeInterval(infoDuration))
    }
}
