import Foundation

/// Sunrise and sunset of one local day. Near the poles there may be neither: `polar` says which.
public struct SunTimes: Sendable, Equatable, Codable {
    public enum Polar: String, Sendable, Equatable, Codable {
        case midnightSun = "midnight-sun"
        case polarNight = "polar-night"
    }

    public var sunrise: Date?
    public var sunset: Date?
    public var polar: Polar?

    public init(sunrise: Date? = nil, sunset: Date? = nil, polar: Polar? = nil) {
        self.sunrise = sunrise
        self.sunset = sunset
        self.polar = polar
    }
}
