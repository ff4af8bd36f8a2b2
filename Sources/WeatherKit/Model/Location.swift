import Foundation

/// Where a forecast is for, and the clock people there read.
public struct Location: Sendable, Equatable, Codable {
    public var name: String
    public var region: String?
    public var country: String?
    public var latitude: Double
    public var longitude: Double
    /// IANA identifier such as `Asia/Kathmandu`, when the provider tells it.
    public var timeZoneIdentifier: String?
    /// The offset the provider reported for the time of the fetch.
    public var utcOffsetSeconds: Int

    public init(
        name: String, region: String? = nil, country: String? = nil, latitude: Double, longitude: Double,
        timeZoneIdentifier: String? = nil, utcOffsetSeconds: Int
    ) {
        self.name = EnteredText.cut(name)
        self.region = EnteredText.cut(region)
        self.country = EnteredText.cut(country)
        self.latitude = latitude
        self.longitude = longitude
        self.timeZoneIdentifier = timeZoneIdentifier
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Read back (the cache) through the same cuts as a location that was just decoded.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            region: try container.decodeIfPresent(String.self, forKey: .region),
            country: try container.decodeIfPresent(String.self, forKey: .country),
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude),
            timeZoneIdentifier: try container.decodeIfPresent(String.self, forKey: .timeZoneIdentifier),
            utcOffsetSeconds: try container.decode(Int.self, forKey: .utcOffsetSeconds))
    }

    /// The offset in force at `instant`: from the IANA zone when the system knows it (so a daylight-saving
    /// change inside the forecast period is honoured), else the fixed offset the provider reported.
    public func utcOffset(at instant: Date) -> Int {
        if let identifier = timeZoneIdentifier, let zone = TimeZoneCache.zone(identifier) {
            return zone.secondsFromGMT(for: instant)
        }
        return utcOffsetSeconds
    }

    /// How the zone is named at `instant`: its common abbreviation where the time zone database has one in letters
    /// (`MST`, `CEST`), else the offset (`UTC+05:45`: tzdata names Kathmandu only `+0545`).
    public func zoneName(at instant: Date) -> String {
        let offset = utcOffset(at: instant)
        if let identifier = timeZoneIdentifier,
            let abbreviation = ZoneAbbreviation.name(of: identifier, atOffset: offset)
        {
            return abbreviation
        }
        return offset == 0 ? "UTC" : "UTC" + LocalDateTime.offsetText(offset)
    }

    /// The wall clock at this place at `instant`.
    public func localTime(at instant: Date) -> LocalDateTime {
        LocalDateTime(instant: instant, utcOffsetSeconds: utcOffset(at: instant))
    }

    /// The start of the local hour holding `instant` (offsets such as +05:45 put it off the UTC hour).
    public func startOfHour(containing instant: Date) -> Date {
        // Whole seconds first: a clock's fraction of a second would otherwise put the hour's own row before its start.
        let whole = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        let clock = localTime(at: whole)
        return whole.addingTimeInterval(-TimeInterval(clock.minute * 60 + clock.second))
    }

    /// "Berlin, Germany", "Springfield, Illinois, US": name plus whatever distinguishes it.
    public var displayName: String {
        Place.joinedNames([name, region, country])
    }
}
