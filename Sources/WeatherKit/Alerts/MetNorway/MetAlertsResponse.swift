/// `GET /weatherapi/metalerts/2.0/current.json?lat=&lon=` at api.met.no: a GeoJSON FeatureCollection.
struct MetAlertsResponse: Decodable {
    var features: [Feature]

    struct Feature: Decodable {
        var when: When?
        var properties: AlertObject<Properties>
    }

    struct When: Decodable {
        var interval: [String]?
    }

    /// A warning's fields beside its words; its headline is `title`.
    struct Properties: AlertFields {
        static var textKeys: [AlertTexts.Keys] {
            [
                [
                    (\.event, "event"), (\.headline, "title"), (\.description, "description"),
                    (\.instruction, "instruction")
                ]
            ]
        }

        var id: String?
        var area: String?
        var consequences: String?
        var eventAwarenessName: String?
        var awareness_level: String?
        var severity: String?
        var status: String?
        var type: String?
        var eventEndingTime: String?
    }
}
