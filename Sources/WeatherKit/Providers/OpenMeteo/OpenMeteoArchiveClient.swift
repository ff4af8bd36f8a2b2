import Foundation
import HTTP

/// Open-Meteo's historical weather API (`/v1/archive`, on its own host, keyless): the daily high, low and
/// precipitation of the reference period in one request, from which `ClimateNormals` are computed. Its reanalysis
/// (ERA5 and ERA5-Land) is observations-based and covers land and sea alike.
public struct OpenMeteoArchiveClient: Sendable {
    public static let defaultBase = URL(string: "https://archive-api.open-meteo.com")!
    static let variables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"]

    private let base: URL
    private let http: any HTTPFetching

    public init(base: URL = OpenMeteoArchiveClient.defaultBase, http: any HTTPFetching) {
        self.base = base
        self.http = http
    }

    /// How many requests Open-Meteo counts one archive request as: a request is one call for up to 14 days and 10
    /// variables, and a longer one counts for as many as it spans (30 years of 3 variables: 783 calls).
    public static func weight(period: ClosedRange<Int>) -> Int {
        let days =
            LocalDate(year: period.upperBound, month: 12, day: 31).daysSinceEpoch
            - LocalDate(year: period.lowerBound, month: 1, day: 1).daysSinceEpoch + 1
        let variableFactor = max(1, Double(variables.count) / 10)
        return max(1, Int((Double(days) / 14 * variableFactor).rounded(.up)))
    }

    /// The normals of the place over `period` (whole years); nil when the archive has too little there (an answer
    /// of nulls). Asked in °C and mm whatever the units shown: normals are kept once and converted when shown.
    public func normals(latitude: Double, longitude: Double, period: ClosedRange<Int>, now: Date)
        async throws(WeatherError) -> ClimateNormals?
    {
        let response = try await http.get(url(latitude: latitude, longitude: longitude, period: period))
        try response.checkStatus(provider: nil, now: now)
        let body = try response.decode(OpenMeteoResponse.self)
        guard let daily = body.daily, let times = daily["time"] else { return nil }
        let dates = times.map { value -> LocalDate? in
            if case .text(let text) = value { return LocalDate(iso: text) }
            return nil
        }
        var kept: [LocalDate] = []
        var highs: [Double?] = []
        var lows: [Double?] = []
        var rain: [Double?] = []
        let column = { (name: String, index: Int) -> Double? in
            guard let values = daily[name], values.indices.contains(index) else { return nil }
            return values[index].number
        }
        for (index, date) in dates.enumerated() {
            guard let date else { continue }
            kept.append(date)
            highs.append(column("temperature_2m_max", index))
            lows.append(column("temperature_2m_min", index))
            rain.append(column("precipitation_sum", index))
        }
        return ClimateNormals.compute(dates: kept, highs: highs, lows: lows, precipitation: rain, period: period)
    }

    func url(latitude: Double, longitude: Double, period: ClosedRange<Int>) -> URL {
        URLBuilder(base: base, path: "/v1/archive").url(query: [
            ("latitude", URLBuilder.coordinate(latitude)),
            ("longitude", URLBuilder.coordinate(longitude)),
            ("start_date", LocalDate(year: period.lowerBound, month: 1, day: 1).description),
            ("end_date", LocalDate(year: period.upperBound, month: 12, day: 31).description),
            ("daily", Self.variables.joined(separator: ",")),
            ("timezone", "auto")
        ])
    }
}
