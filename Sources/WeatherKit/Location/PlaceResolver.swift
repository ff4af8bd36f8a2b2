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
    public var note: PlaceNote?

    public init(place: Place, note: PlaceNote? = nil) {
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

    public func resolve(_ specifier: PlaceSpecifier, language: String? = nil) async throws(WeatherError)
        -> ResolvedPlace
    {
        switch specifier {
        case .coordinates(let latitude, let longitude):
            return ResolvedPlace(place: .coordinates(latitude: latitude, longitude: longitude))
        case .ipAddress:
            let place = try await ipLocator.locate()
            return ResolvedPlace(place: place, note: .fromIPAddress(place))
        case .city(let text):
            let places = try await candidates(for: text, language: language)
            guard let chosen = places.first else {
                throw .placeNotFound(query: text)
            }
            return ResolvedPlace(place: chosen, note: .choice(chosen, among: places))
        }
    }

    /// All the matches for a typed name, most populous first (the geocoder's order among equals).
    public func candidates(for text: String, language: String? = nil) async throws(WeatherError) -> [Place] {
        let query = PlaceQuery(parsing: text, language: language)
        return PlaceResolver.ranked(
            try await geocoder.search(query).filter { query.matchesCountry($0) && query.matchesArea($0) })
    }

    /// Most populous first; the geocoder's own order among equals and for places with no population.
    static func ranked(_ places: [Place]) -> [Place] {
        places.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.population ?? -1, rhs.element.population ?? -1)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    static func choose(from places: [Place]) -> Place? {
        ranked(places).first
    }
}
