import Foundation
import Locking
import MQTT
import Translation
import WeatherKit

extension MoodCommand {
    /// How long `mood add` listens for the sensors' retained readings: they come at once from a broker that has them.
    static let sensorWait: TimeInterval = 3

    /// The fresh indoor reading of the `[[sensors]]` on `[mqtt] url`'s broker (or `source`'s) — their retained
    /// messages, else what a publisher there relays at `PREFIX/sensors`, which is all it listens to without
    /// `[[sensors]]` — for a mood logged at `moment` for saved place `place`; nil without a broker or a fresh
    /// reading. Never holds the mood up for longer than `sensorWait`, whatever the broker does.
    /// Beside it, every reading heard: an outdoor station's among them may stand for the provider's current temperature.
    func heardSensors(at moment: Date, place: String?) async -> (indoor: IndoorReading?, readings: [SensorReading]) {
        func setting(_ key: String) -> String? { config.settings.last { $0.key == key }?.value }
        let files = MQTTTLSFiles(ca: setting("mqtt-ca"), certificate: setting("mqtt-cert"), key: setting("mqtt-key"))
        let source = setting("source").flatMap { try? MQTTSource.parse($0).endpoint }
        guard let endpoint = (config.mqttEndpoint ?? source)?.with(files) else { return (nil, []) }
        let credentialsFile = setting("mqtt-credentials")
        let credentials: MQTTCredentials?
        do { credentials = try MQTTCredentials.find(file: credentialsFile, environment: environment) } catch {
            // The mood is saved all the same; the reason is said, as a failed fetch's is.
            console.err("wxdash: the sensors were not read: \(error.message)\n")
            return (nil, [])
        }
        let clock: @Sendable () -> Date = { moment }
        let readings = Locked<(own: [SensorReading], relayed: [SensorReading])>(([], []))
        let own =
            config.sensors.isEmpty
            ? nil
            : try? SensorSubscription(
                config.sensors, relayedBy: nil, endpoint: endpoint, credentials: credentials, clock: clock)
        guard
            let relayed = try? SensorSubscription(
                [], relayedBy: endpoint.prefix, endpoint: endpoint, credentials: credentials, clock: clock)
        else { return (nil, []) }
        defer {
            own?.close()
            relayed.close()
        }
        own?.start { list in readings.withLock { $0.own = list } }
        relayed.start { list in readings.withLock { $0.relayed = list } }
        // Closing each client takes up to a quarter of a second: the listening stops early enough for both.
        let deadline = ContinuousClock.now + .milliseconds(Int64((Self.sensorWait - 0.5) * 1000))
        while ContinuousClock.now < deadline {
            let (mine, theirs) = readings.withLock { ($0.own, $0.relayed) }
            let outdoorHeard = Self.outdoorIsWhole(mine, now: moment)
            if let reading = IndoorReading(mine, now: moment, place: place), Self.isWhole(reading, of: mine),
                outdoorHeard
            {
                return (reading, mine + theirs)
            }
            if let reading = IndoorReading(theirs, now: moment, place: place), reading.temperatureCelsius != nil,
                outdoorHeard
            {
                return (reading, mine + theirs)
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        let (mine, theirs) = readings.withLock { ($0.own, $0.relayed) }
        return (
            IndoorReading(mine, now: moment, place: place) ?? IndoorReading(theirs, now: moment, place: place),
            mine + theirs
        )
    }

    /// Every outdoor station of the config has a fresh value: nothing more of it is worth waiting for.
    private static func outdoorIsWhole(_ readings: [SensorReading], now: Date) -> Bool {
        readings.filter { $0.role == .outdoor }.allSatisfy { $0.value != nil && !$0.isStale(now: now) }
    }

    /// Every kind the sensors could give (a temperature, a humidity) is there: nothing more is worth waiting for.
    private static func isWhole(_ reading: IndoorReading, of readings: [SensorReading]) -> Bool {
        (reading.temperatureCelsius != nil || !readings.contains { $0.kind == .temperature })
            && (reading.humidity != nil || !readings.contains { $0.kind == .humidity })
    }

    /// "Kept with it: indoors 21.5 °C, 45 %." in the units asked for.
    static func indoorLine(_ indoor: IndoorReading, unit: TemperatureUnit, language: Language) -> String {
        let parts = [
            indoor.temperature(in: unit).map { String(printf: "%.1f", $0) + " " + unit.rawValue },
            indoor.humidity.map { "\(Int($0.rounded())) %" }
        ].compactMap { $0 }
        return language.text(.moodKeptIndoors, ["readings": language.decimals(parts.joined(separator: ", "))]) + "\n"
    }
}
