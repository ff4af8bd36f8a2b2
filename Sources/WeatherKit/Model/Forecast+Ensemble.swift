import Foundation

extension Forecast {
    /// The forecast with the ensemble's percentiles on each hour at the same instant (in this forecast's units),
    /// and its share of wet members as the chance of precipitation where the provider gave none. Hours the
    /// ensemble does not cover keep nil.
    public func withEnsemble(_ spread: EnsembleSpread?) -> Forecast {
        var copy = self
        let byTime = Dictionary((spread?.hours ?? []).map { ($0.time, $0) }, uniquingKeysWith: { first, _ in first })
        let unit = spread?.temperatureUnit ?? units.temperature
        for index in copy.hourly.indices {
            let hour = byTime[copy.hourly[index].time]
            copy.hourly[index].temperatureP10 = hour?.temperatureP10.map { unit.convert($0, to: units.temperature) }
            copy.hourly[index].temperatureP90 = hour?.temperatureP90.map { unit.convert($0, to: units.temperature) }
            if copy.hourly[index].precipitationProbability == nil, let share = hour?.wetShare {
                copy.hourly[index].precipitationProbability = (share * 100).rounded()
            }
        }
        return copy
    }
}
