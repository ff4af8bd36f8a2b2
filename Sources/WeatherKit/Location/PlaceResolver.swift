import Foundation

/// How a person said where they want the weather for.
public enum PlaceSpecifier: Sendable, Equatable {
    case city(String)
    case coordinates(latitude: Double, longitude: Double)
    case ipAddress
}

/// A place found, and a note for the person when a choice was made on their behalf.
public struct ResolvedPlace: Sendable, Equatable {
    public var place: Place
    public var note: String?

    public init(place: Place, note: String? = nil) {
        self.place = place
        self.note = note
    }
}

/// Turns a `PlaceSpecifier` into one `Place`, through the geocoder or IP location.
public struct PlaceResolver: Sendable {
    private let geocoder: any Geocoder
    private let ipLocator: IPLocator

    public init(geocoder: any Geocoder, ipLocator: IPLocator) {
        self.geocoder = geocoder
        self.ipLocator = ipLocator
    }

    public func resolve(_ specifier: PlaceSpecifier, language: String? = nil) async throws(WeatherError) -> ResolvedPlace {
        switch specifier {
        case .coordinates(let latitude, let longitude):
            return ResolvedPlace(place: .coordinates(latitude: latitude, longitude: longitude))
        case .ipAddress:
            let place = try await ipLocator.locate()
            return ResolvedPlace(place: place, note: "Location from your IP address: \(place.displayName) (use --city to choose another).")
        case .city(let text):
            let query = PlaceQuery(parsing: text, language: language)
            let places = try await geocoder.search(query).filter(query.matchesArea)
            guard let chosen = PlaceResolver.choose(from: places) else {
                throw .placeNotFound(query: text)
            }
            return ResolvedPlace(place: chosen, note: PlaceResolver.note(chosen: chosen, among: places))
        }
    }

    /// The most populous match; the geocoder's own order breaks ties and stands when nobody has a population.
    static func choose(from places: [Place]) -> Place? {
        var best: Place?
        for place in places where (place.population ?? -1) > (best?.population ?? -1) || best == nil {
            best = place
        }
        return best
    }

    static func note(chosen: Place, among places: [Place]) -> String? {
        let others = places.filter { $0 != chosen }
        guard let other = others.first else { return nil }
        let examples = others.prefix(2).map(\.displayName).joined(separator: "; ")
        let qualifier = other.region ?? other.countryCode ?? other.country
        let hint = qualifier.map { " (e.g. --city \"\(other.name), \($0)\")" } ?? ""
        return "\(places.count) places match \"\(chosen.name)\"; using \(chosen.displayName). "
            + "Others: \(examples). Add a region or country to choose another\(hint)."
    }
}
