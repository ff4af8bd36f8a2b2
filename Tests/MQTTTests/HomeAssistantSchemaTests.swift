import Foundation
import Testing
import WeatherKit

@testable import MQTT

/// Each discovery config against Home Assistant's documented MQTT schema: the keys every entity needs, the units
/// each device class accepts, and the state classes it allows (an angle may only be `measurement_angle`).
@Suite struct HomeAssistantSchemaTests {
    /// Home Assistant's sensor device classes used here and the units each accepts (nil: no unit).
    static let sensorUnits: [String: Set<String>?] = [
        "temperature": ["°C", "°F", "K"],
        "humidity": ["%"],
        "atmospheric_pressure": ["cbar", "bar", "hPa", "mmHg", "inHg", "kPa", "mbar", "Pa", "psi"],
        "wind_speed": ["Beaufort", "ft/s", "km/h", "kn", "m/s", "mph"],
        "wind_direction": ["°"],
        "precipitation": ["cm", "in", "mm"],
        "aqi": nil,
        "timestamp": nil
    ]
    static let binarySensorClasses: Set<String> = ["safety", "problem"]

    @Test(arguments: UnitSystem.allCases)
    func everyConfigFollowsTheSchema(system: UnitSystem) throws {
        let discovery = HomeAssistantDiscovery(
            prefix: "haus", place: "oma", label: "Oma", units: Units(system: system), version: "1.0",
            refreshSeconds: 900)
        #expect(Set(discovery.entities.map(\.field)).count == discovery.entities.count)
        for entity in discovery.entities {
            let data = Data(discovery.config(for: entity).serialized().utf8)
            let config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let field = entity.field
            for key in ["name", "unique_id", "state_topic", "value_template", "availability", "device"] {
                #expect(config[key] != nil, "\(field): \(key)")
            }
            #expect(discovery.topic(for: entity).hasPrefix("homeassistant/\(entity.component)/"))
            let template = try #require(config["value_template"] as? String)
            #expect(template.hasPrefix("{{") && template.hasSuffix("}}"), "\(field)")
            let deviceClass = config["device_class"] as? String
            let unit = config["unit_of_measurement"] as? String
            let stateClass = config["state_class"] as? String
            switch entity.component {
            case "sensor":
                if let deviceClass {
                    let allowed = try #require(
                        Self.sensorUnits[deviceClass], "\(field): unknown device class \(deviceClass)")
                    if let allowed {
                        #expect(unit.map(allowed.contains) == true, "\(field): \(unit ?? "no unit")")
                    } else {
                        #expect(unit == nil, "\(field)")
                    }
                }
                if let stateClass {
                    #expect(["measurement", "measurement_angle", "total", "total_increasing"].contains(stateClass))
                    #expect((stateClass == "measurement_angle") == (deviceClass == "wind_direction"), "\(field)")
                }
                if deviceClass == "timestamp" { #expect(stateClass == nil) }
            case "binary_sensor":
                #expect(deviceClass.map(Self.binarySensorClasses.contains) == true, "\(field)")
                #expect(unit == nil && stateClass == nil)
                #expect(config["json_attributes_topic"] as? String == config["state_topic"] as? String)
            default:
                Issue.record("\(field): unknown component \(entity.component)")
            }
            #expect(config["availability_mode"] as? String == "all")
            #expect((config["expire_after"] as? Int).map { $0 > 900 } == true)
        }
    }

    @Test func windDirectionIsAnAngleNotAnAverage() throws {
        let discovery = HomeAssistantDiscovery(
            prefix: "p", place: "x", label: "X", units: Units(system: .metric), version: "1")
        let wind = try #require(discovery.entities.first { $0.field == "wind_direction" })
        #expect(wind.deviceClass == "wind_direction")
        #expect(wind.stateClass == "measurement_angle")
    }

    @Test func theHourEndingNowIsNamedThePastHour() {
        let discovery = HomeAssistantDiscovery(
            prefix: "p", place: "x", label: "X", units: Units(system: .metric), version: "1")
        #expect(!discovery.entities.contains { $0.template.contains("hourly[0]") })
        #expect(
            discovery.entities.contains {
                $0.field == "precipitation_past_hour" && $0.name == "Precipitation past hour"
            })
    }
}
