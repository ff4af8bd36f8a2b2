/// `GET /collections/weather-alerts/items?f=json&bbox=…` at api.weather.gc.ca (OGC API): one feature per
/// affected area, so one alert comes back once for each area it covers.
typealias ECCCAlertsResponse = GeoJSONFeatureCollection<AlertObject<ECCCAlertProperties>>

/// One alert feature's properties beside its words, in English (`alert_name_en`) and French (`alert_name_fr`).
struct ECCCAlertProperties: AlertFields {
    static var textKeys: [AlertTexts.Keys] {
        let words: AlertTexts.Keys = [
            (\.event, "alert_name"), (\.headline, "alert_short_name"), (\.description, "alert_text")
        ]
        return [AlertTexts.keys(words, suffixed: "_en"), AlertTexts.keys(words, suffixed: "_fr")]
    }

    var id: String?
    var alert_type: String?
    var feature_name_en: String?
    var feature_name_fr: String?
    var publication_datetime: String?
    var validity_datetime: String?
    var event_end_datetime: String?
    var expiration_datetime: String?
    var status_en: String?
    var risk_colour_en: String?
}
