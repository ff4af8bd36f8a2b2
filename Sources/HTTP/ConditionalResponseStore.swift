import Locking

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The last good answer to each URL with what the server said about its freshness (`Expires`, `Last-Modified`),
/// so that a refresh before `Expires` makes no request and one after it asks with `If-Modified-Since`, a `304`
/// reusing the body kept here. Lives as long as the provider that holds it (the dashboard's whole run).
public final class ConditionalResponseStore: Sendable {
    public struct Entry: Sendable, Equatable {
        public var body: Data
        /// The server's `Last-Modified`, sent back as `If-Modified-Since`.
        public var lastModified: String?
        /// Not asked again before this.
        public var expires: Date?

        public init(body: Data, lastModified: String?, expires: Date?) {
            self.body = body
            self.lastModified = lastModified
            self.expires = expires
        }
    }

    private let entries = Locked<[URL: Entry]>([:])
    /// The answers stored or refreshed since `takeChanged` was last asked: only they need saving.
    private let changed = Locked<Set<URL>>([])

    public init() {}

    public func entry(for url: URL) -> Entry? {
        entries.withLock { $0[url] }
    }

    public func store(_ entry: Entry, for url: URL) {
        entries.withLock { $0[url] = entry }
        changed.withLock { _ = $0.insert(url) }
    }

    /// The answers stored or refreshed since the last call, to be saved where other processes find them (the
    /// cache database); the ones unchanged are there already.
    public func takeChanged() -> [URL: Entry] {
        let urls = changed.withLock { urls in
            defer { urls.removeAll() }
            return urls
        }
        return entries.withLock { entries in entries.filter { urls.contains($0.key) } }
    }

    /// Answers saved by an earlier process; one already kept here is newer and stays.
    public func seed(_ saved: [URL: Entry]) {
        entries.withLock { entries in
            entries.merge(saved) { kept, _ in kept }
        }
    }

    /// A 304 may bring a new `Expires`: the body stays, its freshness moves on.
    public func refresh(_ url: URL, expires: Date?, lastModified: String?) {
        entries.withLock { entries in
            guard var entry = entries[url] else { return }
            entry.expires = expires ?? entry.expires
            entry.lastModified = lastModified ?? entry.lastModified
            entries[url] = entry
        }
        changed.withLock { _ = $0.insert(url) }
    }
}
