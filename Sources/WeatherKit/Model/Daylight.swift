import Foundation

/// How long the sun is up today, and how much longer or shorter that is than yesterday.
public struct Daylight: Sendable, Equatable {
    public var seconds: Int?
    public var changeSeconds: Int?

    public init(seconds: Int?, changeSeconds: Int?) {
        self.seconds = seconds
        self.changeSeconds = changeSeconds
    }

    /// Sunset minus sunrise; a whole day in midnight sun, none in polar night.
    public static func seconds(of sun: SunTimes) -> Int? {
        switch sun.polar {
        case .midnightSun: return 86_400
        case .polarNight: return 0
        case nil:
            guard let sunrise = sun.sunrise, let sunset = sun.sunset, sunset > sunrise else { return nil }
            return Int(sunset.timeIntervalSince(sunrise).rounded())
        }
    }

    /// "Daylight 8 h 12 min, 3 min shorter than yesterday" (seconds only under a minute: "40 s longer"); nil without today's length.
    public var text: String? {
        guard let seconds else { return nil }
        var text = "Daylight \(seconds / 3600) h \(seconds % 3600 / 60) min"
        if let changeSeconds {
            let size = abs(changeSeconds)
            // Seconds only under a minute: "4 min", never "4 min 0 s".
            let amount = size >= 60 ? "\((size + 30) / 60) min" : "\(size) s"
            text += changeSeconds == 0 ? ", as long as yesterday" : ", \(amount) \(changeSeconds > 0 ? "longer" : "shorter") than yesterday"
        }
        return text
    }
}

extension Forecast {
    /// Today's daylight and its change since yesterday.
    public var daylight: Daylight {
        let today = Daylight.seconds(of: self.today.sun)
        let change = today.flatMap { today in yesterday?.daylightSeconds.map { today - $0 } }
        return Daylight(seconds: today, changeSeconds: change)
    }
}
