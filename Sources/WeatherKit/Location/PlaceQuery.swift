import Foundation

/// A place name as typed, split into the name and what narrows it:
/// `"Paris, FR"` (a country code), `"Springfield, Illinois"` (a region or country name).
public struct PlaceQuery: Sendable, Equatable {
    public var name: String
    /// ISO 3166-1 alpha-2, upper case.
    public var countryCode: String?
    /// A region or country name the place must be in.
    public var area: String?
    public var language: String?

    public init(name: String, countryCode: String? = nil, area: String? = nil, language: String? = nil) {
        self.name = name
        self.countryCode = countryCode
        self.area = area
        self.language = language
    }

    /// Reads the first part as the name; a later part of two letters is a country code, any other narrows by region.
    public init(parsing text: String, language: String? = nil) {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let name = parts.first else {
            self.init(name: text.trimmingCharacters(in: .whitespaces), language: language)
            return
        }
        var countryCode: String?
        var areas: [String] = []
        for part in parts.dropFirst() {
            if part.count == 2, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                countryCode = part.uppercased()
            } else {
                areas.append(part)
            }
        }
        self.init(name: name, countryCode: countryCode, area: areas.first, language: language)
    }

    /// Whether `place` is in the country asked for: the geocoder may ignore the filter. True when none was asked
    /// for, or the place does not say.
    public func matchesCountry(_ place: Place) -> Bool {
        guard let countryCode, let placeCode = place.countryCode else { return true }
        return placeCode.uppercased() == countryCode
    }

    /// Whether `place` lies in the area asked for; true when none was.
    public func matchesArea(_ place: Place) -> Bool {
        guard let area else { return true }
        let wanted = area.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return [place.region, place.country, place.countryCode].contains { candidate in
            guard let candidate else { return false }
            return candidate.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).hasPrefix(wanted)
        }
    }
}
