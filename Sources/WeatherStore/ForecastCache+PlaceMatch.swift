import WeatherKit

extension ForecastCache {
    /// The forecast cached for a place, found by what the place is, not how it was spelled: the freshest under `keys`
    /// (one per provider, as asked) first, else one within `CachedPlaceMatch.radius` of it (of the last place shown,
    /// when none is given), whatever its units; with no place given, the nearby one first. nil when there is none.
    public func entry(
        for specifier: PlaceSpecifier, keys: [String], preferring provider: Provider, lastPlace: () -> Place?
    ) throws -> (key: String, entry: Entry)? {
        // The freshest of the providers' answers for this place, as asked (each provider's is kept apart).
        let exact = { () throws(DatabaseError) -> (key: String, entry: Entry)? in
            var best: (key: String, entry: Entry)?
            for key in keys {
                guard let entry = try self.load(key: key) else { continue }
                if best.map({ entry.forecast.fetchedAt > $0.entry.forecast.fetchedAt }) ?? true { best = (key, entry) }
            }
            return best
        }
        return specifier == .ipAddress
            // Finding by place needs SQLite's JSON functions: where they fail, the exact key still answers.
            ? try ((try? nearest(to: specifier, preferring: provider, lastPlace: lastPlace)) ?? nil) ?? exact()
            : try exact() ?? nearest(to: specifier, preferring: provider, lastPlace: lastPlace)
    }

    /// The newest readable forecast among those for the place, decoding only the ones tried.
    private func nearest(
        to specifier: PlaceSpecifier, preferring provider: Provider, lastPlace: () -> Place?
    ) throws(DatabaseError) -> (key: String, entry: Entry)? {
        for candidate in candidates(in: try summaries(), for: specifier, preferring: provider, lastPlace: lastPlace) {
            if let entry = try load(key: candidate.key) { return (candidate.key, entry) }
        }
        return nil
    }

    private func candidates(
        in summaries: [Summary], for specifier: PlaceSpecifier, preferring provider: Provider, lastPlace: () -> Place?
    ) -> [Summary] {
        let match = CachedPlaceMatch(provider: provider)
        switch specifier {
        case .coordinates(let latitude, let longitude):
            return match.ranked(summaries, near: latitude, longitude)
        case .ipAddress:
            guard let last = lastPlace() else { return [] }
            return match.ranked(summaries, near: last.latitude, last.longitude)
        case .city(let name):
            let named = match.ranked(summaries, named: name)
            guard named.isEmpty else { return named }
            guard let last = lastPlace(), CachedPlaceMatch.sameName(last.name, name) else { return [] }
            return match.ranked(summaries, near: last.latitude, last.longitude)
        }
    }
}
