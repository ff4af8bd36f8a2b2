import Foundation
import ScreenText
import Translation

/// One reading of a sensor of the person's own (an indoor thermometer, a balcony station), as `wxdash publish`
/// relays it from the broker: its name (readings of one name are one line, "Indoors 21.5° · 45 %"), what it
/// measures, the value, and when it last spoke. A value outside what its kind can be is not a value.
public struct SensorReading: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable, Equatable {
        case temperature, humidity, co2, pressure, other
    }

    /// What a sensor stands for besides its own line (`role = "outdoor"`: the person's own weather station, whose
    /// fresh temperature and humidity are shown as the current ones).
    public enum Role: String, Sendable, CaseIterable, Equatable {
        case outdoor
    }

    public var name: String
    public var kind: Kind
    public var value: Double?
    /// The unit as the config gives it; by kind when absent (°C, %, ppm, hPa).
    public var unit: String
    /// When the publisher last heard from it; nil when never.
    public var updatedAt: Date?
    /// How long it may be silent before it is said to be (`stale-after`).
    public var staleAfter: TimeInterval
    /// Why there is no value (a payload that was not a number).
    public var problem: String?
    /// The saved place it belongs to (`place = "Home"` in its `[[sensors]]` table): shown on that place's card and
    /// on the Now page while that place is shown; nil for every place.
    public var place: String?
    /// nil for a sensor that is only shown as its own line.
    public var role: Role?

    public init(
        name: String, kind: Kind, value: Double?, unit: String? = nil, updatedAt: Date?,
        staleAfter: TimeInterval = 3600, problem: String? = nil,
        place: String? = nil, role: Role? = nil
    ) {
        self.name = name
        self.place = place
        self.role = role
        self.kind = kind
        self.unit = unit ?? kind.defaultUnit
        self.updatedAt = updatedAt
        self.staleAfter = staleAfter
        self.problem = problem
        self.value = value.flatMap { kind.plausible($0) ? $0 : nil }
    }

    /// Whether it belongs with saved place `name` (nil: the only place there is, which every reading belongs with):
    /// a reading tied to no place belongs everywhere; one tied to a place, only with a place of that name (any case).
    public func belongs(to name: String?) -> Bool {
        guard let place, let name else { return true }
        return name.lowercased() == place.lowercased()
    }

    /// The value in °C when it is a temperature in °C or °F (the unit as given); nil otherwise.
    public var celsius: Double? {
        guard kind == .temperature, let value else { return nil }
        switch unit {
        case "°C", "C", "": return value
        case "°F", "F": return (value - 32) * 5 / 9
        default: return nil
        }
    }

    /// The value as a relative humidity in percent when it is one; nil otherwise.
    public var percent: Double? {
        guard kind == .humidity, let value, unit == "%" || unit.isEmpty else { return nil }
        return value
    }

    public func isStale(now: Date) -> Bool {
        guard let updatedAt else { return true }
        return now.timeIntervalSince(updatedAt) > staleAfter
    }

    /// `21.5°`, `45 %`, `612 ppm`, `1013 hPa`; `–` without a value.
    public var valueText: String {
        guard let value else { return ReadingFormat.missing }
        switch kind {
        case .temperature:
            return String(printf: "%.1f", value)
                + (unit == "°C" || unit == "°F" || unit.isEmpty ? "°" : " " + TerminalText.sanitized(unit))
        case .humidity: return "\(Int(value.rounded())) %"
        case .co2, .pressure: return "\(Int(value.rounded())) \(TerminalText.sanitized(unit))"
        case .other:
            let number =
                value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(printf: "%.2f", value)
            return unit.isEmpty ? number : "\(number) \(TerminalText.sanitized(unit))"
        }
    }
}

extension SensorReading.Kind {
    public var defaultUnit: String {
        switch self {
        case .temperature: "°C"
        case .humidity: "%"
        case .co2: "ppm"
        case .pressure: "hPa"
        case .other: ""
        }
    }

    /// What a sensor of this kind can read: −100…100 °(C or F), 0–100 %, 0–100,000 ppm, 100–1,200 hPa.
    func plausible(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .temperature: return (-100...150).contains(value)
        case .humidity: return (0...100).contains(value)
        case .co2: return (0...100_000).contains(value)
        case .pressure: return (0...2000).contains(value)
        case .other: return abs(value) < 1e12
        }
    }
}
