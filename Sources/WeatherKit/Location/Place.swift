import Foundation
import Translation

/// A point on the map with the names people know it by: what geocoding and IP location find,
/// and what a forecast is asked for.
public struct Place: Sendable, Equatable, Codable {
    public var name: String
    /// State, province or other first-level division.
    public var region: String?
    public var country: String?
    /// ISO 3166-1 alpha-2, e.g. `DE`.
    public var countryCode: String?
    public var latitude: Double
    public var longitude: Double
    public var timeZoneIdentifier: String?
    public var population: Int?

    public init(
        name: String, region: String? = nil, country: String? = nil, countryCode: String? = nil,
        latitude: Double, longitude: Double, timeZoneIdentifier: String? = nil, population: Int? = nil
    ) {
        self.name = EnteredText.cut(name)
        self.region = EnteredText.cut(region)
        self.country = EnteredText.cut(country)
        self.countryCode = EnteredText.cut(countryCode)
        self.latitude = latitude
        self.longitude = longitude
        self.timeZoneIdentifier = timeZoneIdentifier
        self.population = population
    }

    /// Read back (`last-place.json`) through the same cuts as a place that was just found.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            region: try container.decodeIfPresent(String.self, forKey: .region),
            country: try container.decodeIfPresent(String.self, forKey: .country),
            countryCode: try container.decodeIfPresent(String.self, forKey: .countryCode),
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude),
            timeZoneIdentifier: try container.decodeIfPresent(String.self, forKey: .timeZoneIdentifier),
            population: try container.decodeIfPresent(Int.self, forKey: .population))
    }

    /// A place known only by its coordinates, named after them: `27.72°N 85.32°E`.
    public static func coordinates(latitude: Double, longitude: Double) -> Place {
        let north = String(printf: "%.2f°", abs(latitude)) + (latitude < 0 ? "S" : "N")
        let east = String(printf: "%.2f°", abs(longitude)) + (longitude < 0 ? "W" : "E")
        return Place(name: "\(north) \(east)", latitude: latitude, longitude: longitude)
    }

    /// "Springfield, Illinois, US"
    public var displayName: String {
        Place.joinedNames([name, region, countryCode ?? country])
    }

    /// Joins the non-empty parts with commas, dropping a part that repeats the one before ("Singapore, Singapore").
    static func joinedNames(_ parts: [String?]) -> String {
        var kept: [String] = []
        for case let part? in parts where !part.isEmpty && kept.last != part {
            kept.append(part)
        }
        return kept.joined(separator: ", ")
    }
}
