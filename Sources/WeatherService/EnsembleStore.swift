import Foundation
import WeatherKit

/// The last ensemble answer for a place and when it was last asked for, in a file of the cache folder: so even
/// `wxdash now` run every minute by a status bar asks the Ensemble API at most once an hour. Safe to delete.
public struct EnsembleStore {
    public struct Entry: Codable, Equatable {
        /// The forecast cache's key for the place and units.
        public var key: String
        public var askedAt: Date
        public var spread: EnsembleSpread?
    }

    public let path: String

    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.cache.path(of: "ensemble.json", environment: environment)
    }

    /// The entry for `key`; nil when there is none, or the file is unreadable (it is only a copy).
    public func load(key: String) -> Entry? {
        entries()[key]
    }

    /// Keeps `entry` beside the other places' (each place its own, so several places do not ask again and again in
    /// turn), dropping entries not asked for in a day.
    public func save(_ entry: Entry) throws {
        var all = entries().filter { abs(entry.askedAt.timeIntervalSince($0.value.askedAt)) < 86_400 }
        all[entry.key] = entry
        try PrivateFile.makeFolder((path as NSString).deletingLastPathComponent)
        try PrivateFile.write(JSONEncoder().encode(Array(all.values).sorted { $0.key < $1.key }), to: path)
    }

    private func entries() -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? JSONDecoder().decode([Entry].self, from: data)
        else { return [:] }
        return Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
