import Foundation
import Translation

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
    public var text: String? { text(in: .english) }

    public func text(in language: Language) -> String? {
        guard let daylight = length(in: language) else { return nil }
        guard let changeSeconds else { return daylight }
        let size = abs(changeSeconds)
        // Seconds only under a minute: "4 min", never "4 min 0 s".
        let amount =
            size >= 60
            ? language.text(.minutes, ["n": String((size + 30) / 60)])
            : language.text(.secondsShort, ["n": String(size)])
        if changeSeconds == 0 { return language.text(.daylightSame, ["daylight": daylight]) }
        return language.text(
            changeSeconds > 0 ? .daylightLonger : .daylightShorter, ["daylight": daylight, "amount": amount])
    }

    /// "Daylight 8 h 12 min" alone.
    public func length(in language: Language) -> String? {
        guard let seconds else { return nil }
        return language.text(.daylight, ["hours": String(seconds / 3600), "minutes": String(seconds % 3600 / 60)])
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
