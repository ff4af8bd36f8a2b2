/// `GET /api/v1/warnings/feeds-<country>` at feeds.meteoalarm.org: a whole country's CAP warnings, expired and
/// all-clear ones included, with one `info` per language.
struct MeteoAlarmFeed: Decodable {
    var warnings: [Warning]

    struct Warning: Decodable {
        var alert: CAPAlert
    }

    struct CAPAlert: Decodable {
        var identifier: String?
        var msgType: String?
        /// `sender,identifier,sent`, several separated by spaces.
        var references: String?
        var sender: String?
        var status: String?
        var info: [Info]
    }

    /// One language's `info`: its fields beside its CAP words.
    typealias Info = AlertObject<InfoFields>

    struct InfoFields: AlertFields {
        var language: String?
        var area: [Area]?
        var severity: String?
        var onset: String?
        var effective: String?
        var expires: String?
        var senderName: String?
        var responseType: [String]?
        var parameter: [Parameter]?
    }

    struct Area: Decodable {
        var areaDesc: String?
        var geocode: [Parameter]?
    }

    struct Parameter: Decodable {
        var valueName: String?
        var value: String?
    }
}
