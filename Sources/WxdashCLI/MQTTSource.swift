import Drawing
import MQTT
import ScreenText
import WeatherKit

/// `--source mqtt://HOST[:PORT]/PREFIX[,PROVIDER…]`: a publisher's broker, and the providers to fetch from when the
/// broker has nothing for the place (none unless named: wxdash never fetches behind the publisher's back).
public struct MQTTSource: Sendable, Equatable {
    public var endpoint: MQTTEndpoint
    public var fallback: [Provider]

    static func parse(_ value: String) throws(UsageError) -> MQTTSource {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let endpoint: MQTTEndpoint
        do throws(MQTTError) { endpoint = try MQTTEndpoint.parse(parts.first ?? "") } catch {
            throw UsageError("--source " + error.message)
        }
        var fallback: [Provider] = []
        for name in parts.dropFirst() {
            guard let provider = Provider(rawValue: name.lowercased()), !fallback.contains(provider) else {
                throw UsageError(
                    "--source '\(TerminalText.echoed(value))': '\(TerminalText.echoed(name))' is not a provider to fall back on once; use one of \(Provider.allCases.map(\.rawValue).joined(separator: ", ")), each once."
                )
            }
            fallback.append(provider)
        }
        return MQTTSource(endpoint: endpoint, fallback: fallback)
    }
}

extension WeatherOptions {
    /// With `--source`, `--place NAME` that no saved place has is one of the publisher's places (`PREFIX/places`):
    /// read from the broker by its name rather than refused.
    func publishersPlace(among saved: [SavedPlace]) -> WeatherOptions {
        guard source != nil, let name = placeName, SavedPlace.named(name, in: saved) == nil else { return self }
        var options = self
        options.placeName = nil
        options.city = name
        return options
    }
}
