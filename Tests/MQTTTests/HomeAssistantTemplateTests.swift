import Foundation
import Testing
import WeatherKit

@testable import MQTT

/// Every discovery template rendered by Jinja2 (the engine Home Assistant's templates are), against the documents the
/// publisher really sends: a forecast whose optional objects are `null` must read as unknown (`None`), never raise.
@Suite struct HomeAssistantTemplateTests {
    static let discovery = HomeAssistantDiscovery(
        prefix: "haus", place: "vilnius", label: "Vilnius", units: Units(system: .metric), version: "1.2.3",
        refreshSeconds: 600)

    /// 2026-12-03 10:42 in Vilnius (UTC+2), fixed.
    static let now = Date(timeIntervalSince1970: 1_796_287_320)

    static func forecast() -> Forecast {
        let hour: TimeInterval = 3600
        let firstHour = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / hour).rounded(.down) * hour)
        var hourly: [HourlyForecast] = []
        for index in 0..<30 {
            var row = HourlyForecast(time: firstHour.addingTimeInterval(Double(index) * hour), temperature: 1)
            row.precipitation = Double(index) / 10
            hourly.append(row)
        }
        return Forecast(
            location: Location(
                name: "Vilnius", region: "Vilnius County", country: "LT", latitude: 54.69, longitude: 25.28,
                timeZoneIdentifier: "Europe/Vilnius", utcOffsetSeconds: 7200),
            units: Units(system: .metric),
            current: CurrentConditions(
                time: now, temperature: 1.5, feelsLike: -2.5, humidity: 90, windSpeed: 20, windDirection: 350,
                condition: .cloudy),
            today: TodaySummary(high: 3, low: -4),
            hourly: hourly,
            daily: [
                DailyForecast(
                    date: LocalDate(year: 2026, month: 12, day: 3), high: 3, low: -4, precipitationProbability: 70)
            ],
            provider: .openMeteo, fetchedAt: now)
    }

    /// Renders each template with `value_json` read from `payload`, in one python3 run; nil when no Jinja2 is here.
    func render(_ templates: [String], payload: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-ha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.json")
        let request: [String: Any] = ["templates": templates, "payload": payload]
        try JSONSerialization.data(withJSONObject: request).write(to: input)
        let script = """
            import json, sys, jinja2
            request = json.load(open(sys.argv[1]))
            env = jinja2.sandbox.ImmutableSandboxedEnvironment(undefined=jinja2.StrictUndefined)
            value = json.loads(request["payload"])
            out = []
            for text in request["templates"]:
                try:
                    out.append(env.from_string(text).render(value_json=value).strip())
                except Exception as error:
                    out.append("ERROR " + type(error).__name__ + ": " + str(error))
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = ["-c", "import jinja2.sandbox\n" + script, input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: output) as? [String])
    }

    /// Debian's python3, where `Scripts/deps.sh test` installs python3-jinja2.
    static let python =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    func forecastPayload(_ edit: (inout Forecast) -> Void = { _ in }) -> String {
        var forecast = Self.forecast()
        edit(&forecast)
        var json = ForecastJSON(forecast)
        json.now = Self.now
        return json.value.serialized()
    }

    func values(_ payload: String) throws -> [String: String] {
        let sensors = Self.discovery.entities.filter { $0.component == "sensor" }
        let rendered = try render(sensors.map(\.template), payload: payload)
        return Dictionary(uniqueKeysWithValues: zip(sensors.map(\.field), rendered))
    }

    @Test func sensorsReadTheForecast() throws {
        let values = try values(
            forecastPayload { forecast in
                forecast.pressure = PressureReading(value: 1012.5)
                forecast.airQuality = AirQuality(scale: .european, europeanAQI: 42)
            })
        #expect(values["temperature"] == "1.5")
        #expect(values["wind_direction"] == "350")
        #expect(values["high_today"] == "3.0" || values["high_today"] == "3")
        #expect(values["low_today"] == "-4.0" || values["low_today"] == "-4")
        #expect(values["precipitation_probability_today"] == "70")
        #expect(values["pressure"] == "1012.5")
        #expect(values["air_quality"] == "42")
        #expect(values["condition"] == "cloudy")
        #expect(values["updated"] == "2026-12-03T10:42:00+02:00")
        // Rows end at 10:00 (0.0), 11:00 (0.1), 12:00 (0.2) … local: the past hour is 10:00's, the next 11:00's, and
        // the rest of today the hours ending 11:00 … 24:00 (0.1 + … + 1.4).
        #expect(values["precipitation_past_hour"] == "0.0" || values["precipitation_past_hour"] == "0")
        #expect(values["precipitation_next_hour"] == "0.1")
        #expect(values["precipitation_rest_of_today"] == "10.5")
        #expect(values.values.allSatisfy { !$0.hasPrefix("ERROR") }, "\(values)")
    }

    @Test func nullObjectsReadAsUnknownNotAsATemplateError() throws {
        let values = try values(
            forecastPayload { forecast in
                forecast.pressure = nil
                forecast.airQuality = nil
                forecast.current.temperature = nil
                forecast.daily = []
                forecast.hourly = []
            })
        #expect(values.values.allSatisfy { !$0.hasPrefix("ERROR") }, "\(values)")
        for field in [
            "pressure", "air_quality", "temperature", "precipitation_probability_today", "precipitation_next_hour",
            "precipitation_past_hour", "precipitation_rest_of_today"
        ] {
            #expect(values[field] == "None", "\(field): \(values[field] ?? "missing")")
        }
    }

    @Test func theWarningFollowsTheAlertsAndCarriesThem() throws {
        let warning = try #require(Self.discovery.entities.first { $0.component == "binary_sensor" })
        let attributes = try #require(warning.attributesTemplate)
        let alert = #"[{"event":"Strong wind","severity":"moderate","headline":"Strong wind"}]"#
        let on = try render([warning.template, attributes], payload: alert)
        #expect(on[0] == "ON")
        let decoded = try JSONSerialization.jsonObject(with: Data(on[1].utf8)) as? [String: Any]
        #expect((decoded?["alerts"] as? [[String: Any]])?.first?["event"] as? String == "Strong wind")
        #expect(try render([warning.template], payload: "[]") == ["OFF"])
        #expect(try render([warning.template, attributes], payload: "null") == ["None", #"{"alerts": []}"#])
    }

    @Test func aPlaceWhoseDataIsOldIsUnavailable() throws {
        let config = Self.discovery.config(for: Self.discovery.entities[0])
        guard case .object(let members) = config,
            case .array(let availability)? = members.first(where: { $0.0 == "availability" })?.1,
            case .object(let place)? = availability.last,
            case .string(let template)? = place.first(where: { $0.0 == "value_template" })?.1
        else {
            Issue.record("no per-place availability in \(config.serialized())")
            return
        }
        let fresh = PublisherStatus(
            place: "Vilnius", fetchedAt: Self.now, updatedAt: Self.now.addingTimeInterval(600), lastError: nil)
        let old = PublisherStatus(
            place: "Vilnius", fetchedAt: Self.now, updatedAt: Self.now.addingTimeInterval(4 * 3600),
            lastError: "HTTP 503")
        let never = PublisherStatus(place: "Vilnius", fetchedAt: nil, updatedAt: Self.now, lastError: "HTTP 503")
        #expect(try render([template], payload: fresh.json.serialized()) == ["online"])
        #expect(try render([template], payload: old.json.serialized()) == ["offline"])
        #expect(try render([template], payload: never.json.serialized()) == ["offline"])
    }
}
