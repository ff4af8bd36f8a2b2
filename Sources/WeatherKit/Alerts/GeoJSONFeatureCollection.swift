/// A GeoJSON FeatureCollection read for its features' properties alone (NWS and Environment Canada answer so).
struct GeoJSONFeatureCollection<Properties: Decodable>: Decodable {
    var features: [Feature]

    struct Feature: Decodable {
        var properties: Properties
    }
}
