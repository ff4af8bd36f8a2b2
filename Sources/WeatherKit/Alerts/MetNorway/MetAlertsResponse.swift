/// `GET /weatherapi/metalerts/2.0/current.json?lat=&lon=` at api.met.no: a GeoJSON FeatureCollection.
struct MetAlertsResponse: Decodable {
    var features: [Feature]

    struct Feature: Decodable {
        var when: When?
        var properties: Properties
    }

    struct When: Decodable {
        var interval: [String]?
    }

    struct Properties: Decodable {
        var id: String?
        var area: String?
        var title: String?
        var description: String?
        var instruction: String?
        var consequences: String?
        var event: String?
        var eventAwarenessName: String?
        var awareness_level: String?
        var severity: String?
        var status: String?
        var type: String?
        var eventEndingTime: String?
    }
}
