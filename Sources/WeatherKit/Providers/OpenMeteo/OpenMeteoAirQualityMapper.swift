import Foundation

/// Turns an Air Quality API body into `AirQuality`. Without a `current` block, the hourly row holding `now` stands in.
struct OpenMeteoAirQualityMapper {
    let response: OpenMeteoResponse
    let scale: AQIScale
    let now: Date
    let host: String

    private var offset: Int { response.utcOffsetSeconds ?? 0 }

    func airQuality() throws(WeatherError) -> AirQuality {
        _ = try UTCOffset.checked(offset, from: host)
        let hours = hourTimes
        let reading: (time: Date?, value: (String) -> Double?)
        if let current = response.current {
            reading = (current["time"].flatMap(instant), { current[$0]?.number })
        } else if let row = hours.lastIndex(where: {
            $0.map { $0 <= now && $0 > now.addingTimeInterval(-3600) } ?? false
        }), let block = response.hourly {
            reading = (hours[row], { block[$0]?[safe: row]?.number })
        } else {
            throw .invalidResponse(host: host, reason: "it has neither current air quality nor an hour that has begun")
        }
        let index = { (name: String) in reading.value(name).flatMap { $0.isFinite ? $0.wholeNumber : nil } }
        var subIndices: [AQIScale: [Pollutant: Int]] = [:]
        for scale in AQIScale.allCases {
            var indices: [Pollutant: Int] = [:]
            for pollutant in Pollutant.allCases {
                indices[pollutant] = index("\(scale.rawValue)_\(pollutant.rawValue)")
            }
            if !indices.isEmpty { subIndices[scale] = indices }
        }
        var concentrations: [Pollutant: Double] = [:]
        for pollutant in OpenMeteoAirQualityClient.pollutants {
            concentrations[pollutant] = reading.value(pollutant.rawValue)
        }
        let pollen = Pollen(
            kinds: Dictionary(
                uniqueKeysWithValues: OpenMeteoAirQualityClient.pollenKinds.map { ($0, reading.value("\($0)_pollen")) })
        )
        let hourStart = now.addingTimeInterval(-3600)
        var hourly: [AirQuality.Hour] = []
        if let block = response.hourly {
            let european = block["european_aqi"]
            let us = block["us_aqi"]
            for (row, time) in hours.enumerated() {
                guard let time, time > hourStart else { continue }
                hourly.append(
                    AirQuality.Hour(
                        time: time,
                        europeanAQI: european?[safe: row]?.number.flatMap { $0.isFinite ? $0.wholeNumber : nil },
                        usAQI: us?[safe: row]?.number.flatMap { $0.isFinite ? $0.wholeNumber : nil }))
                if hourly.count == OpenMeteoMapper.hourlyWindow { break }
            }
        }
        return AirQuality(
            scale: scale, time: reading.time, europeanAQI: index("european_aqi"), usAQI: index("us_aqi"),
            subIndices: subIndices, concentrations: concentrations,
            pollen: pollen.isUnmeasured ? nil : pollen, hourly: hourly)
    }

    private var hourTimes: [Date?] {
        (response.hourly?["time"] ?? []).map(instant)
    }

    private func instant(_ value: OpenMeteoValue) -> Date? {
        switch value {
        case .text(let text): LocalDateTime.instant(parsing: text, utcOffsetSeconds: offset)
        case .number(let seconds) where seconds.isFinite && abs(seconds) < 1e11: Date(timeIntervalSince1970: seconds)
        default: nil
        }
    }
}
