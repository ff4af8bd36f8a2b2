/// `GET /collections/weather-alerts/items?f=json&bbox=…` at api.weather.gc.ca (OGC API): one feature per
/// affected area, so one alert comes back once for each area it covers.
typealias ECCCAlertsResponse = GeoJSONFeatureCollection<ECCCAlertProperties>

/// One alert feature's properties.
struct ECCCAlertProperties: Decodable {
    var id: String?
    var alert_type: String?
    var alert_name_en: String?
    var alert_name_fr: String?
    var alert_short_name_en: String?
    var alert_short_name_fr: String?
    var feature_name_en: String?
    var feature_name_fr: String?
    var publication_datetime: String?
    var validity_datetime: String?
    var event_end_datetime: String?
    var expiration_datetime: String?
    var status_en: String?
    var alert_text_en: String?
    var alert_text_fr: String?
    var risk_colour_en: String?
}
