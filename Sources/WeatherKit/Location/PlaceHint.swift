import Foundation
import Translation

/// What a person has said about a place beyond where it is: the label they gave it (a saved place's name) and the
/// country, region and zone they wrote down (`locate --save` writes them). The place found by geocoding or by
/// coordinates takes these in, so alerts, headers, moods and cards all read the one place.
public struct PlaceHint: Sendable, Equatable, Codable {
    /// Shown as the place's name everywhere: "Home", "Cabin".
    public var label: String?
    /// ISO 3166-1 alpha-2, upper case.
    public var countryCode: String?
    /// State, province or other first-level division (geocoding's `admin1`), which MeteoAlarm matches by.
    public var region: String?
    public var timeZoneIdentifier: String?

    public init(
        label: String? = nil, countryCode: String? = nil, region: String? = nil, timeZoneIdentifier: String? = nil
    ) {
        self.label = label
        self.countryCode = countryCode?.uppercased()
        self.region = region
        self.timeZoneIdentifier = timeZoneIdentifier
    }

    /// `place` under the label, with what the hint knows filled in where the place does not say. A place found by
    /// name keeps its geocoded country and region; one known only by coordinates takes the hint's.
    public func applied(to place: Place) -> Place {
        var named = place
        if let label, !label.isEmpty { named.name = label }
        if named.countryCode == nil { named.countryCode = countryCode }
        if named.country == nil, let code = named.countryCode {
            named.country = CLDRFacts.regionName(code)
        }
        if named.region == nil { named.region = region }
        if named.timeZoneIdentifier == nil { named.timeZoneIdentifier = timeZoneIdentifier }
        return named
    }
}
