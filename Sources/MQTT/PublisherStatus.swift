import Foundation
import WeatherKit

/// `PREFIX/PLACE/status`: how old the publisher's data for a place is and why the last fetch failed, so a subscriber
/// shows the publisher's age and errors as if they were its own.
public struct PublisherStatus: Sendable, Equatable {
    public var place: String
    /// When the forecast on the broker was fetched; nil before the first good fetch.
    public var fetchedAt: Date?
    /// When the publisher last tried.
    public var updatedAt: Date
    public var lastError: String?

    public init(place: String, fetchedAt: Date?, updatedAt: Date, lastError: String?) {
        self.place = place
        self.fetchedAt = fetchedAt
        self.updatedAt = updatedAt
        self.lastError = lastError
    }

    public var json: JSONValue {
        .object([
            ("place", .string(place)),
            ("fetched_at", .string(fetchedAt.map(Self.format))),
            ("updated_at", .string(Self.format(updatedAt))),
            ("age_seconds", .number(fetchedAt.map { max(0, updatedAt.timeIntervalSince($0)) }, decimals: 0)),
            ("last_error", .string(lastError))
        ])
    }

    /// 8 KiB: the document is a few hundred bytes (its error at most 500 characters); a bigger one is not read.
    static let maximumPayload = 8 * 1024

    /// Read back from a payload, as hostile input: nil when it is not such a document.
    public init?(payload: Data) {
        guard payload.count <= Self.maximumPayload, let wire = try? JSONDecoder().decode(Wire.self, from: payload),
            let updated = Self.parse(wire.updated_at)
        else { return nil }
        place = String(wire.place.prefix(200))
        fetchedAt = wire.fetched_at.flatMap(Self.parse)
        updatedAt = updated
        lastError = wire.last_error.map { String($0.prefix(500)) }
    }

    private struct Wire: Decodable {
        var place: String
        var fetched_at: String?
        var updated_at: String
        var last_error: String?
    }

    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }

    static func parse(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle(timeZone: .gmt).parse(text)
    }
}
