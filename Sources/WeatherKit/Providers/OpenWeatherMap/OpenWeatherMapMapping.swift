import Foundation

/// What both OWM mappers do the same way.
enum OpenWeatherMapMapping {
    /// The request's place when it was named by geocoding or IP location; otherwise OWM's name for the point,
    /// and the coordinates when OWM has none (remote points come back with `"name":""`).
    static func location(
        request: ForecastRequest, providerName: String?, providerCountry: String?, latitude: Double, longitude: Double,
        timeZoneIdentifier: String?, utcOffsetSeconds: Int
    ) -> Location {
        let place = request.place
        let coordinatesName = Place.coordinates(latitude: place.latitude, longitude: place.longitude).name
        let isNamed = !place.name.isEmpty && place.name != coordinatesName
        let providerName = nonEmpty(providerName)
        let providerCountry = nonEmpty(providerCountry)
        return Location(
            name: isNamed
                ? place.name : providerName ?? Place.coordinates(latitude: latitude, longitude: longitude).name,
            region: isNamed ? place.region : nil,
            country: isNamed ? place.country ?? place.countryCode ?? providerCountry : providerCountry,
            latitude: latitude,
            longitude: longitude,
            timeZoneIdentifier: timeZoneIdentifier,
            utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The offset to use when the body has none: the request's time zone, else the longitude's nautical zone.
    static func fallbackOffset(request: ForecastRequest, longitude: Double, at instant: Date) -> Int {
        if let identifier = request.place.timeZoneIdentifier, let zone = TimeZoneCache.zone(identifier) {
            return zone.secondsFromGMT(for: instant)
        }
        return min(max((longitude / 15).wholeNumber, -12), 14) * 3600
    }

    /// OWM's translated words with the first letter capitalised: "light rain" → "Light rain".
    static func description(_ weather: OpenWeatherMapWeather?) -> String? {
        guard let text = nonEmpty(weather?.description?.trimmingCharacters(in: .whitespaces)) else { return nil }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// 0…1 → 0…100, whole percent; out of range stays out of range, for `Forecast.plausible()` to refuse.
    static func percent(_ probability: Double?) -> Double? {
        guard let probability, probability.isFinite else { return nil }
        return (probability * 100).rounded()
    }

    /// Between sunrise and sunset when the day has both; the polar case when it has neither; else OWM's icon.
    static func isDay(at instant: Date, sun: SunTimes, icon: OpenWeatherMapCondition) -> Bool? {
        if let sunrise = sun.sunrise, let sunset = sun.sunset {
            return instant >= sunrise && instant < sunset
        }
        switch sun.polar {
        case .midnightSun: return true
        case .polarNight: return false
        case nil: return icon.iconSaysDay
        }
    }

    static func instant(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
