import Foundation
import Translation

/// What the person is told when a place was chosen on their behalf, said in their language.
public enum PlaceNote: Sendable, Equatable {
    case fromIPAddress(Place)
    /// IP location is off (or failed), so the place shown last is shown again.
    case lastPlaceIPLocationOff(Place)
    case lastPlaceIPLocationFailed(Place)
    /// A typed name matched several places: the most populous was taken.
    case severalMatch(chosen: Place, among: [Place])

    /// A note for the first of `places` when there are others; nil when the name was unambiguous.
    static func choice(_ chosen: Place, among places: [Place]) -> PlaceNote? {
        places.contains { $0 != chosen } ? .severalMatch(chosen: chosen, among: places) : nil
    }

    public func text(in language: Language) -> String {
        switch self {
        case .fromIPAddress(let place): return language.text(.placeFromIPAddress, ["place": place.displayName])
        case .lastPlaceIPLocationOff(let place):
            return language.text(.placeLastIPLocationOff, ["place": place.displayName])
        case .lastPlaceIPLocationFailed(let place):
            return language.text(.placeLastIPLocationFailed, ["place": place.displayName])
        case .severalMatch(let chosen, let places):
            let others = places.filter { $0 != chosen }
            var hint = ""
            if let other = others.first, let qualifier = other.region ?? other.countryCode ?? other.country {
                hint = language.text(.placeSeveralMatchHint, ["example": "\(other.name), \(qualifier)"])
            }
            return language.text(
                .placeSeveralMatch,
                [
                    "count": String(places.count), "name": chosen.name, "place": chosen.displayName,
                    "others": others.prefix(2).map(\.displayName).joined(separator: "; "), "hint": hint
                ])
        }
    }
}
