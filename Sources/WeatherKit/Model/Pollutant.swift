/// The pollutants an air quality index is made of, named as the JSON contract and Open-Meteo name them.
public enum Pollutant: String, Sendable, Equatable, CaseIterable, Codable, CodingKeyRepresentable {
    case pm2_5, pm10, ozone
    case nitrogenDioxide = "nitrogen_dioxide"
    case sulphurDioxide = "sulphur_dioxide"
    case carbonMonoxide = "carbon_monoxide"

    /// "PM2.5", "NO₂" for people.
    public var label: String {
        switch self {
        case .pm2_5: "PM2.5"
        case .pm10: "PM10"
        case .ozone: "O₃"
        case .nitrogenDioxide: "NO₂"
        case .sulphurDioxide: "SO₂"
        case .carbonMonoxide: "CO"
        }
    }
}
