import Foundation
import HTTP
import WeatherKit

extension ForecastCache {
    /// Answers older than this are not kept: MET Norway's expire within hours.
    static let responseLifetime: TimeInterval = 86_400

    /// Keeps each answer with its `Last-Modified` and `Expires`; answers saved more than a day ago are dropped.
    public func saveResponses(_ entries: [URL: ConditionalResponseStore.Entry], now: Date) throws(DatabaseError) {
        for (url, entry) in entries {
            try database.execute(
                """
                INSERT INTO responses (url, body, last_modified, expires, saved_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(url) DO UPDATE SET body = excluded.body, last_modified = excluded.last_modified,
                    expires = excluded.expires, saved_at = excluded.saved_at
                """,
                [
                    .text(url.absoluteString), .text(String(decoding: entry.body, as: UTF8.self)),
                    entry.lastModified.map { .text($0) } ?? .null,
                    entry.expires.map { .real($0.timeIntervalSince1970) } ?? .null,
                    .real(now.timeIntervalSince1970)
                ])
        }
        try database.execute(
            "DELETE FROM responses WHERE saved_at < ?", [.real(now.timeIntervalSince1970 - Self.responseLifetime)])
    }

    /// Every kept answer, by URL.
    public func loadResponses() throws(DatabaseError) -> [URL: ConditionalResponseStore.Entry] {
        var entries: [URL: ConditionalResponseStore.Entry] = [:]
        for row in try database.query("SELECT url, body, last_modified, expires FROM responses") {
            guard row.count == 4, case .text(let address) = row[0], let url = URL(string: address),
                case .text(let body) = row[1]
            else { continue }
            var lastModified: String?
            if case .text(let text) = row[2] { lastModified = text }
            var expires: Date?
            if case .real(let seconds) = row[3] { expires = Date(timeIntervalSince1970: seconds) }
            entries[url] = ConditionalResponseStore.Entry(
                body: Data(body.utf8), lastModified: lastModified, expires: expires)
        }
        return entries
    }
}
