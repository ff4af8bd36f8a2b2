import Foundation
import WeatherKit

/// The last ensemble answer for a place and when it was last asked for, in a file of the cache folder: so even
/// `wxdash now` run every minute by a status bar asks the Ensemble API at most once an hour. Safe to delete.
struct EnsembleStore {
    struct Entry: Codable, Equatable {
        /// The forecast cache's key for the place and units.
        var key: String
        var askedAt: Date
        var spread: EnsembleSpread?
    }

    let path: String

    static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.cache.path(of: "ensemble.json", environment: environment)
    }

    /// The entry for `key`; nil when there is none, or the file is unreadable (it is only a copy).
    func load(key: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path), let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return nil }
        return entry.key == key ? entry : nil
    }

    func save(_ entry: Entry) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try JSONEncoder().encode(entry).write(to: url, options: .atomic)
    }
}
