import Foundation
import WeatherKit

extension SavedPlace {
    /// The publisher's forecast document for this saved place with its `location.region` and `location.country` as
    /// the config (`locate --save`) wrote them, for Home Assistant and the scripts that read them (the fetch leaves them
    /// out: the dashboard shows a saved place by its name alone), and `location.saved_place: true`, so that a display
    /// reading it still shows the name alone.
    func located(_ document: JSONValue) -> JSONValue {
        guard case .object(var members) = document, let index = members.firstIndex(where: { $0.0 == "location" }),
            case .object(var location) = members[index].1
        else { return document }
        let country = countryCode.map { Locale(identifier: "en_US").localizedString(forRegionCode: $0) ?? $0 }
        for (key, value) in [("region", region), ("country", country)] {
            guard let value, let at = location.firstIndex(where: { $0.0 == key }), location[at].1 == .null else {
                continue
            }
            location[at].1 = .string(value)
        }
        location.append(("saved_place", .bool(true)))
        members[index].1 = .object(location)
        return .object(members)
    }
}
