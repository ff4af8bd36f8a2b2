import Foundation
import WeatherKit

extension ForecastCache {
    /// A place's climate normals as kept: the last good ones and when they were saved, and when the archive was last
    /// asked and what went wrong then.
    public struct NormalsEntry: Sendable, Equatable {
        public var askedAt: Date
        public var normals: ClimateNormals?
        public var savedAt: Date?
        /// Why the last asking brought no normals (a failure, or an answer with too little in it); nil when it did.
        public var problem: String?

        public init(askedAt: Date, normals: ClimateNormals? = nil, savedAt: Date? = nil, problem: String? = nil) {
            self.askedAt = askedAt
            self.normals = normals
            self.savedAt = savedAt
            self.problem = problem
        }
    }

    public func saveNormals(_ entry: NormalsEntry, key: String) throws(DatabaseError) {
        let document = entry.normals.flatMap { try? JSONEncoder().encode($0) }.map {
            String(decoding: $0, as: UTF8.self)
        }
        try database.execute(
            """
            INSERT INTO normals (key, asked_at, saved_at, document, problem) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET asked_at = excluded.asked_at, saved_at = excluded.saved_at,
                document = excluded.document, problem = excluded.problem
            """,
            [
                .text(key), .real(entry.askedAt.timeIntervalSince1970),
                entry.savedAt.map { .real($0.timeIntervalSince1970) } ?? .null,
                document.map { .text($0) } ?? .null, entry.problem.map { .text($0) } ?? .null
            ])
    }

    /// The normals kept under `key`; nil when there are none (a document that cannot be read counts as none).
    public func loadNormals(key: String) throws(DatabaseError) -> NormalsEntry? {
        let rows = try database.query(
            "SELECT asked_at, saved_at, document, problem FROM normals WHERE key = ?", [.text(key)])
        guard let row = rows.first, row.count == 4, case .real(let asked) = row[0] else { return nil }
        var entry = NormalsEntry(askedAt: Date(timeIntervalSince1970: asked))
        if case .real(let saved) = row[1] { entry.savedAt = Date(timeIntervalSince1970: saved) }
        if case .text(let document) = row[2] {
            entry.normals = try? JSONDecoder().decode(ClimateNormals.self, from: Data(document.utf8))
        }
        if case .text(let problem) = row[3] { entry.problem = problem }
        if entry.normals == nil { entry.savedAt = nil }
        return entry
    }
}
