/// `GET /alerts/active?point=LAT,LON` at api.weather.gov: a GeoJSON FeatureCollection of CAP properties.
/// `@context` changes shape between years and is not decoded.
typealias NWSAlertsResponse = GeoJSONFeatureCollection<AlertObject<NWSAlertProperties>>

/// One alert feature's properties beside its CAP words.
struct NWSAlertProperties: AlertFields {
    var id: String?
    var areaDesc: String?
    var onset: String?
    var effective: String?
    var expires: String?
    var ends: String?
    var status: String?
    var messageType: String?
    var severity: String?
    var senderName: String?
    var parameters: [String: [String]]?
}
