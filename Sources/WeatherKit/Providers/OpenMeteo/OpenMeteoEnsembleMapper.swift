import Foundation

/// Turns an Ensemble API body (`/v1/ensemble`) into an `EnsembleSpread`. Every variable comes as the control run
/// under its plain name and one column per member (`temperature_2m_member01` …), as many as the model has: the
/// members are found by prefix, never by count. Columns of a variable the model lacks are all null.
struct OpenMeteoEnsembleMapper {
    let response: OpenMeteoResponse
    /// The unit the spread is wanted in; the body's stated unit is converted from.
    let temperatureUnit: TemperatureUnit
    let fetchedAt: Date
    let host: String

    /// At least this many members with a value for a percentile to mean anything.
    static let minimumMembers = 3
    /// Precipitation from which a member counts as wet, in mm.
    static let wetMillimetres = 0.1
    /// More rain than this in one hour is an error (the world's record is about 305 mm).
    static let plausibleHourlyMillimetres = 500.0

    func spread() throws(WeatherError) -> EnsembleSpread {
        guard let block = response.hourly, let times = block["time"] else {
            throw .invalidResponse(host: host, reason: "the ensemble has no hourly block")
        }
        let temperatures = members(of: "temperature_2m", in: block)
        guard !temperatures.isEmpty else {
            throw .invalidResponse(host: host, reason: "the ensemble has no temperature_2m members")
        }
        let stated = statedTemperatureUnit()
        let precipitation = members(of: "precipitation", in: block)
        let precipitationScale = statedUnit("precipitation") == "inch" ? 25.4 : 1
        var hours: [EnsembleSpread.Hour] = []
        for (index, timeValue) in times.enumerated() {
            guard let time = instant(timeValue) else { continue }
            // A member at 1,000 °C is an error, not weather: the forecast's own bounds leave it out.
            let values = temperatures.compactMap { $0[safe: index]?.number }
                .filter { $0.isFinite && Forecast.plausibleCelsius.contains(stated.convert($0, to: .celsius)) }
                .map { stated.convert($0, to: temperatureUnit) }
            let enough = values.count >= Self.minimumMembers
            let amounts = precipitation.compactMap { $0[safe: index]?.number }
                .filter { $0.isFinite && $0 >= 0 && $0 * precipitationScale <= Self.plausibleHourlyMillimetres }
            let wetShare =
                amounts.count >= Self.minimumMembers
                ? Double(amounts.filter { $0 * precipitationScale >= Self.wetMillimetres }.count)
                    / Double(amounts.count) : nil
            hours.append(
                EnsembleSpread.Hour(
                    time: time, temperatureP10: enough ? EnsembleSpread.percentile(0.1, of: values) : nil,
                    temperatureP90: enough ? EnsembleSpread.percentile(0.9, of: values) : nil, members: values.count,
                    wetShare: wetShare))
        }
        return EnsembleSpread(hours: hours, temperatureUnit: temperatureUnit, fetchedAt: fetchedAt)
    }

    /// The control column (the plain name) and every `_memberNN` column of `variable`, those with any value.
    private func members(of variable: String, in block: [String: [OpenMeteoValue]]) -> [[OpenMeteoValue]] {
        let prefix = variable + "_member"
        let columns = block.filter { key, _ in
            key == variable
                || (key.hasPrefix(prefix) && !key.dropFirst(prefix.count).isEmpty
                    && key.dropFirst(prefix.count).allSatisfy(\.isNumber))
        }
        return columns.keys.sorted().compactMap { key in
            columns[key].flatMap { column in column.contains { $0.number != nil } ? column : nil }
        }
    }

    private func statedUnit(_ variable: String) -> String? {
        if case .text(let unit) = response.hourlyUnits?[variable] ?? response.hourlyUnits?[variable + "_member01"] {
            return unit
        }
        return nil
    }

    private func statedTemperatureUnit() -> TemperatureUnit {
        statedUnit("temperature_2m") == "°F" ? .fahrenheit : .celsius
    }

    private func instant(_ value: OpenMeteoValue) -> Date? {
        switch value {
        case .text(let text): LocalDateTime.instant(parsing: text, utcOffsetSeconds: response.utcOffsetSeconds ?? 0)
        case .number(let seconds) where seconds.isFinite && abs(seconds) < 1e11: Date(timeIntervalSince1970: seconds)
        default: nil
        }
    }
}
