import Foundation

/// A MET Norway `symbol_code` such as `partlycloudy_night`, `heavyrainshowers_day` or `lightssleetshowersandthunder`:
/// a base name, then `_day`, `_night` or `_polartwilight` for the symbols that change with the sun.
public struct MetNorwaySymbol: Sendable, Equatable {
    public enum Precipitation: String, Sendable {
        case rain, sleet, snow
    }

    public enum Intensity: Sendable {
        case light, moderate, heavy
    }

    public let code: String
    /// The code without its `_day` / `_night` / `_polartwilight`.
    public let base: String

    public init(_ code: String) {
        let trimmed = code.trimmingCharacters(in: .whitespaces).lowercased()
        self.code = trimmed
        var base = trimmed
        for suffix in ["_day", "_night", "_polartwilight"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
        }
        self.base = base
    }

    /// Rain, sleet or snow, with intensity, showers and thunder; nil for the dry symbols and unknown codes.
    var precipitation: (kind: Precipitation, intensity: Intensity, showers: Bool, thunder: Bool)? {
        var rest = Substring(base)
        var intensity = Intensity.moderate
        if rest.hasPrefix("light") {
            intensity = .light
            rest = rest.dropFirst("light".count)
            // `lightssleetshowersandthunder`, `lightssnowshowersandthunder`: MET's own spelling of two symbols.
            if rest.hasPrefix("ss") { rest = rest.dropFirst() }
        } else if rest.hasPrefix("heavy") {
            intensity = .heavy
            rest = rest.dropFirst("heavy".count)
        }
        guard let kind = [Precipitation.rain, .sleet, .snow].first(where: { rest.hasPrefix($0.rawValue) }) else {
            return nil
        }
        rest = rest.dropFirst(kind.rawValue.count)
        let showers = rest.hasPrefix("showers")
        if showers { rest = rest.dropFirst("showers".count) }
        let thunder = rest == "andthunder"
        guard rest.isEmpty || thunder else { return nil }
        return (kind, intensity, showers, thunder)
    }

    /// The one vocabulary, as Open-Meteo's WMO codes map into it; nil for a code MET has not documented.
    public var condition: Condition? {
        switch base {
        case "clearsky": return .clear
        case "fair": return .mostlyClear
        case "partlycloudy": return .partlyCloudy
        case "cloudy": return .cloudy
        case "fog": return .fog
        default: break
        }
        guard let precipitation else { return nil }
        if precipitation.thunder { return .thunderstorm }
        switch (precipitation.kind, precipitation.showers) {
        case (.rain, false): return .rain
        case (.rain, true): return .showers
        // Sleet is wet snow to the one vocabulary, as WMO's rain-and-snow codes are.
        case (.sleet, false), (.snow, false): return .snow
        case (.sleet, true), (.snow, true): return .snowShowers
        }
    }

    /// English words for this symbol: "Light rain showers", "Heavy sleet and thunder"; the condition's own where they
    /// would say no more than it ("Mostly clear" for `fair`, "Showers" for `rainshowers`), one word per symbol.
    public var phrase: String? {
        switch base {
        case "clearsky": return "Clear sky"
        case "fair": return "Mostly clear"
        case "rainshowers": return "Showers"
        case "partlycloudy": return "Partly cloudy"
        case "cloudy": return "Cloudy"
        case "fog": return "Fog"
        default: break
        }
        guard let precipitation else { return nil }
        var words: [String] = []
        switch precipitation.intensity {
        case .light: words.append("light")
        case .moderate: break
        case .heavy: words.append("heavy")
        }
        words.append(precipitation.kind.rawValue)
        if precipitation.showers { words.append("showers") }
        if precipitation.thunder { words.append("and thunder") }
        let text = words.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
