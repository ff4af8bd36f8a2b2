/// `GET /alerts?lat=&lon=` at api.brightsky.dev: DWD's warnings for the warn cell holding the point, in English and German.
struct BrightSkyAlertsResponse: Decodable {
    var alerts: [AlertObject<Item>]
    var location: Location?

    /// An alert's fields beside its words, which come in English (`event_en`) and German (`event_de`).
    struct Item: AlertFields {
        static var textKeys: [AlertTexts.Keys] {
            [AlertTexts.keys(AlertTexts.capKeys, suffixed: "_en"), AlertTexts.keys(AlertTexts.capKeys, suffixed: "_de")]
        }

        /// DWD's CAP identifier of the warning.
        var alert_id: String?
        var status: String?
        var onset: String?
        var effective: String?
        var expires: String?
        var response_type: String?
        var severity: String?
    }

    struct Location: Decodable {
        var name: String?
        var district: String?
    }
}
