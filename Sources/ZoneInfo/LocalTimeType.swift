/// One kind of local time a zone has had: its offset east of UTC, whether it is daylight-saving time, and its
/// abbreviation (`EET`, `EEST`, `+0545`).
public struct LocalTimeType: Sendable, Equatable {
    public var utcOffset: Int
    public var isDaylightSaving: Bool
    public var abbreviation: String

    public init(utcOffset: Int, isDaylightSaving: Bool, abbreviation: String) {
        self.utcOffset = utcOffset
        self.isDaylightSaving = isDaylightSaving
        self.abbreviation = abbreviation
    }
}
