import Foundation

/// The person's own outdoor station (`[[sensors]]` with `role = "outdoor"`) standing in for the provider's current
/// temperature and humidity: which of the two it gave, when, and the provider's values it replaced, kept so that
/// nothing the provider said is lost and a view or a mood can say whose reading it shows.
public struct StationReading: Sendable, Equatable, Codable {
    /// The station's name in the config (`name = "Garden"`).
    public var name: String
    /// The newest of the readings used.
    public var updatedAt: Date
    /// Whether the current temperature is the station's (else the provider's).
    public var temperature: Bool
    /// Whether the current humidity is the station's (else the provider's).
    public var humidity: Bool
    /// The provider's current temperature and humidity, in the forecast's units.
    public var providerTemperature: Double?
    public var providerHumidity: Double?

    public init(
        name: String, updatedAt: Date, temperature: Bool, humidity: Bool, providerTemperature: Double?,
        providerHumidity: Double?
    ) {
        self.name = name
        self.updatedAt = updatedAt
        self.temperature = temperature
        self.humidity = humidity
        self.providerTemperature = providerTemperature
        self.providerHumidity = providerHumidity
    }
}

extension Forecast {
    /// The one rule for which current temperature and humidity are shown: an outdoor station's reading that belongs
    /// to the place and is no older than its `stale-after` replaces the provider's (the freshest of several); a
    /// silent station leaves the provider's. A station tied to a place (`place = "Home"`) is that place's; one tied
    /// to none is the home place's (`isHome`: the only place, or the first saved one). Applying it again with newer
    /// readings starts from the provider's values, so it can be applied at every change and every tick.
    public func withOutdoorStation(_ readings: [SensorReading], place: String?, isHome: Bool, now: Date) -> Forecast {
        var copy = self
        if let station = current.station {
            if station.temperature { copy.current.temperature = station.providerTemperature }
            if station.humidity { copy.current.humidity = station.providerHumidity }
            copy.current.station = nil
        }
        let fresh = readings.filter { reading in
            reading.role == .outdoor && !reading.isStale(now: now)
                && (reading.place == nil ? isHome : reading.belongs(to: place))
        }
        func newest(_ value: (SensorReading) -> Double?) -> (SensorReading, Double)? {
            fresh.compactMap { reading in value(reading).map { (reading, $0) } }.max {
                ($0.0.updatedAt ?? .distantPast) < ($1.0.updatedAt ?? .distantPast)
            }
        }
        let temperature = newest { $0.celsius.map { TemperatureUnit.celsius.convert($0, to: units.temperature) } }
        let humidity = newest(\.percent)
        guard temperature != nil || humidity != nil else { return copy }
        let used = [temperature?.0, humidity?.0].compactMap { $0 }
        copy.current.station = StationReading(
            name: (temperature ?? humidity)?.0.name ?? "", updatedAt: used.compactMap(\.updatedAt).max() ?? now,
            temperature: temperature != nil, humidity: humidity != nil,
            providerTemperature: copy.current.temperature, providerHumidity: copy.current.humidity)
        if let temperature { copy.current.temperature = temperature.1 }
        if let humidity { copy.current.humidity = humidity.1 }
        return copy
    }
}
