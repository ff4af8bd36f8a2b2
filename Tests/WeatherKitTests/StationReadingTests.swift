import Foundation
import Testing

@testable import WeatherKit

/// `Forecast.withOutdoorStation`, the one rule for whose current temperature and humidity are shown.
@Suite struct StationReadingTests {
    static let now = ForecastConversionTests.now
    static let forecast = ForecastConversionTests.metricForecast()

    static func station(
        _ kind: SensorReading.Kind, _ value: Double, unit: String? = nil, age: TimeInterval = 60,
        name: String = "Garden", place: String? = nil,
        role: SensorReading.Role? = .outdoor
    ) -> SensorReading {
        SensorReading(
            name: name, kind: kind, value: value, unit: unit, updatedAt: now.addingTimeInterval(-age), staleAfter: 1800,
            place: place, role: role)
    }

    @Test func aFreshStationReplacesTheProvidersTemperatureAndHumidityAndKeepsTheirs() {
        let shown = Self.forecast.withOutdoorStation(
            [Self.station(.temperature, 12.5), Self.station(.humidity, 81)], place: nil, isHome: true, now: Self.now)
        #expect(shown.current.temperature == 12.5)
        #expect(shown.current.humidity == 81)
        #expect(shown.current.feelsLike == 10, "the provider's feels-like is not the station's")
        #expect(
            shown.current.station
                == StationReading(
                    name: "Garden", updatedAt: Self.now.addingTimeInterval(-60), temperature: true, humidity: true,
                    providerTemperature: 20, providerHumidity: 55))
    }

    @Test func aSilentStationLeavesTheProvidersValues() {
        let silent = Self.forecast.withOutdoorStation(
            [Self.station(.temperature, 12.5, age: 1801)], place: nil, isHome: true, now: Self.now)
        #expect(silent == Self.forecast)
        let never = SensorReading(name: "Garden", kind: .temperature, value: nil, updatedAt: nil, role: .outdoor)
        #expect(Self.forecast.withOutdoorStation([never], place: nil, isHome: true, now: Self.now) == Self.forecast)
    }

    @Test func onlyAnOutdoorRoleCounts() {
        let indoors = Self.station(.temperature, 21.5, role: nil)
        #expect(Self.forecast.withOutdoorStation([indoors], place: nil, isHome: true, now: Self.now) == Self.forecast)
    }

    @Test func appliedAgainItStartsFromTheProvidersValues() {
        let once = Self.forecast.withOutdoorStation(
            [Self.station(.temperature, 12.5)], place: nil, isHome: true, now: Self.now)
        let later = Self.now.addingTimeInterval(3600)
        let again = once.withOutdoorStation([Self.station(.temperature, 12.5)], place: nil, isHome: true, now: later)
        #expect(again == Self.forecast, "an hour later the station is silent: back to the provider's 20°")
        let twice = once.withOutdoorStation(
            [Self.station(.temperature, 14, age: 10)], place: nil, isHome: true, now: Self.now)
        #expect(twice.current.temperature == 14)
        #expect(twice.current.station?.providerTemperature == 20)
        #expect(twice.current.humidity == 55 && twice.current.station?.humidity == false)
    }

    @Test func theNewestOfSeveralStationsWinsAndFahrenheitIsConverted() {
        let readings = [
            Self.station(.temperature, 10, age: 300),
            Self.station(.temperature, 52.7, unit: "°F", age: 30, name: "Roof")
        ]
        let shown = Self.forecast.withOutdoorStation(readings, place: nil, isHome: true, now: Self.now)
        #expect(shown.current.temperature.map { ($0 * 10).rounded() / 10 } == 11.5)
        #expect(shown.current.station?.name == "Roof")
        let imperial = Self.forecast.converted(to: .imperial).withOutdoorStation(
            [Self.station(.temperature, 10)], place: nil, isHome: true, now: Self.now)
        #expect(imperial.current.temperature == 50)
        #expect(imperial.current.station?.providerTemperature == 68)
    }

    @Test func aStationBelongsToItsPlaceOrElseToTheHomePlace() {
        let unplaced = [Self.station(.temperature, 12.5)]
        #expect(
            Self.forecast.withOutdoorStation(unplaced, place: "Grandma", isHome: false, now: Self.now) == Self.forecast)
        #expect(
            Self.forecast.withOutdoorStation(unplaced, place: "Home", isHome: true, now: Self.now).current.temperature
                == 12.5)
        let placed = [Self.station(.temperature, 12.5, place: "grandma")]
        #expect(
            Self.forecast.withOutdoorStation(placed, place: "Grandma", isHome: false, now: Self.now).current.temperature
                == 12.5)
        #expect(Self.forecast.withOutdoorStation(placed, place: "Home", isHome: true, now: Self.now) == Self.forecast)
    }

    @Test func theJSONSaysWhoseReadingItIsAndKeepsTheProviders() throws {
        let provider = ForecastJSON(Self.forecast).value.serialized()
        #expect(
            provider.contains(#""source":"provider","provider_temperature":20,"provider_humidity":55,"station":null"#),
            "\(provider)")
        let shown = Self.forecast.withOutdoorStation(
            [Self.station(.temperature, 12.5)], place: nil, isHome: true, now: Self.now)
        let station = ForecastJSON(shown).value.serialized()
        #expect(station.contains(#""temperature":12.5"#), "\(station)")
        #expect(
            station.contains(
                #""source":"station","provider_temperature":20,"provider_humidity":55,"station":{"name":"Garden","#),
            "\(station)")
        #expect(station.contains(#""temperature":true,"humidity":false}"#), "\(station)")
    }

    @Test func aMoodSaysWhoseTemperatureItKept() {
        #expect(MoodForecast(Self.forecast).temperatureSource == .provider)
        let shown = Self.forecast.withOutdoorStation(
            [Self.station(.temperature, 12.5)], place: nil, isHome: true, now: Self.now)
        #expect(MoodForecast(shown).temperatureSource == .station)
        #expect(MoodForecast(shown).temperatureCelsius == 12.5)
    }
}
