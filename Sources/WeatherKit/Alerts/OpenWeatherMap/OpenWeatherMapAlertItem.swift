/// One entry of One Call 3.0's `alerts[]`: epoch seconds and no severity field; its words under CAP's keys.
struct OpenWeatherMapAlertItem: AlertFields {
    var sender_name: String?
    var start: Double?
    var end: Double?
    var tags: [String]?
}

/// A One Call 3.0 answer asked for alerts only (`exclude=current,minutely,hourly,daily`); no `alerts` key means none.
struct OpenWeatherMapAlertsResponse: Decodable {
    var alerts: [AlertObject<OpenWeatherMapAlertItem>]?
}
