import Foundation
import Translation

/// Air quality now and by the hour (Open-Meteo's Air Quality API), read on the scale chosen for the place.
public struct AirQuality: Sendable, Equatable, Codable {
    public struct Hour: Sendable, Equatable, Codable {
        public var time: Date
        public var europeanAQI: Int?
        public var usAQI: Int?

        public init(time: Date, europeanAQI: Int? = nil, usAQI: Int? = nil) {
            self.time = time
            self.europeanAQI = europeanAQI
            self.usAQI = usAQI
        }

        public func index(on scale: AQIScale) -> Int? { scale == .us ? usAQI : europeanAQI }
    }

    /// The scale this place reads (`AQIScale.forPlace`).
    public var scale: AQIScale
    public var time: Date?
    public var europeanAQI: Int?
    public var usAQI: Int?
    /// Each pollutant's own index on each scale; the overall index is the highest of them.
    public var subIndices: [AQIScale: [Pollutant: Int]]
    /// Concentrations in µg/m³.
    public var concentrations: [Pollutant: Double]
    /// nil when the place lies outside the pollen forecast.
    public var pollen: Pollen?
    /// From the current hour on.
    public var hourly: [Hour]

    public init(
        scale: AQIScale, time: Date? = nil, europeanAQI: Int? = nil, usAQI: Int? = nil,
        subIndices: [AQIScale: [Pollutant: Int]] = [:], concentrations: [Pollutant: Double] = [:],
        pollen: Pollen? = nil, hourly: [Hour] = []
    ) {
        self.scale = scale
        self.time = time
        self.europeanAQI = europeanAQI
        self.usAQI = usAQI
        self.subIndices = subIndices
        self.concentrations = concentrations
        self.pollen = pollen
        self.hourly = hourly
    }

    /// The index on the place's scale.
    public var index: Int? { index(on: scale) }

    public func index(on scale: AQIScale) -> Int? {
        (scale == .us ? usAQI : europeanAQI) ?? subIndices[scale]?.values.max()
    }

    public var category: AQICategory? { index.map(scale.category(for:)) }

    /// The pollutant with the highest sub-index on the place's scale (ties: the order of `Pollutant.allCases`).
    public var dominantPollutant: Pollutant? {
        guard let indices = subIndices[scale], let top = indices.values.max() else { return nil }
        return Pollutant.allCases.first { indices[$0] == top }
    }

    /// The same readings on another scale.
    public func reading(on scale: AQIScale) -> AirQuality {
        var copy = self
        copy.scale = scale
        return copy
    }

    /// "AQI 42 good (US AQI) · PM2.5"; nil without an index.
    public var text: String? { text(in: .english) }

    public func text(in language: Language) -> String? {
        guard let index, let category else { return nil }
        let air = language.text(
            .airQuality,
            ["scale": language.scale(scale), "index": String(index), "category": language.airQuality(category)])
        return dominantPollutant.map { language.text(.airQualityMostly, ["air": air, "pollutant": $0.label]) } ?? air
    }

    /// "AQI 42 good", short for a status line.
    public var shortText: String? { shortText(in: .english) }

    public func shortText(in language: Language) -> String? {
        guard let index, let category else { return nil }
        return language.text(.airQualityShort, ["index": String(index), "category": language.airQuality(category)])
    }
}

extension AirQuality {
    /// Absurd indices, concentrations and pollen counts become missing; hours outside `window` drop off.
    func plausible(within window: ClosedRange<Date>) -> AirQuality {
        let aqi = { (value: Int?) in value.flatMap { Forecast.plausibleAQI.contains($0) ? $0 : nil } }
        var copy = self
        copy.europeanAQI = aqi(europeanAQI)
        copy.usAQI = aqi(usAQI)
        copy.time = time.flatMap { window.contains($0) ? $0 : nil }
        copy.subIndices = subIndices.mapValues { $0.compactMapValues(aqi) }
        copy.concentrations = concentrations.compactMapValues { Forecast.within($0, Forecast.plausibleConcentration) }
        copy.pollen = pollen?.mapValues { Forecast.within($0, Forecast.plausiblePollen) }
        if copy.pollen?.isUnmeasured == true { copy.pollen = nil }
        copy.hourly = Array(
            hourly.lazy.filter { window.contains($0.time) }.prefix(Forecast.maximumHourlyRows).map { hour in
                Hour(time: hour.time, europeanAQI: aqi(hour.europeanAQI), usAQI: aqi(hour.usAQI))
            })
        return copy
    }
}
