/// `GET /alerts?lat=&lon=` at api.brightsky.dev: DWD's warnings for the warn cell holding the point, in English and German.
struct BrightSkyAlertsResponse: Decodable {
    var alerts: [Item]
    var location: Location?

    struct Item: Decodable {
        /// DWD's CAP identifier of the warning.
        var alert_id: String?
        var status: String?
        var onset: String?
        var effective: String?
        var expires: String?
        var response_type: String?
        var severity: String?
        var event_en: String?
        var event_de: String?
        var headline_en: String?
        var headline_de: String?
        var description_en: String?
        var description_de: String?
        var instruction_en: String?
        var instruction_de: String?
    }

    struct Location: Decodable {
        var name: String?
        var district: String?
    }
}
