import Foundation

/// A sensor's payload read as hostile input: a plain number (`21.5`, as Tasmota and ESPHome send) or a JSON object
/// whose `field` holds one (zigbee2mqtt's `{"temperature":21.5,"humidity":45,…}`). Anything else is a problem with
/// a reason, never a crash and never a made-up value.
public enum SensorPayload {
    public enum Problem: Error, Sendable, Equatable {
        case oversized
        case notANumber
        case notJSON
        case missingField(String)
        case notFinite

        public var message: String {
            switch self {
            case .oversized: "its payload was over \(MQTTMessage.maximumPayload / 1024) KiB and was ignored"
            case .notANumber: "its payload is not a number"
            case .notJSON: "its payload is not a JSON object"
            case .missingField(let field): "its payload has no number at \"\(field)\""
            case .notFinite: "its payload is not a finite number"
            }
        }
    }

    public static func value(of message: MQTTMessage, field: String?) -> Result<Double, Problem> {
        if message.oversized || message.payload.count > MQTTMessage.maximumPayload { return .failure(.oversized) }
        guard let field else {
            guard let text = String(data: message.payload, encoding: .utf8) else { return .failure(.notANumber) }
            return number(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let decoder = JSONDecoder()
        decoder.userInfo[FieldReader.fieldKey] = field
        let reader: FieldReader
        do { reader = try decoder.decode(FieldReader.self, from: message.payload) } catch { return .failure(.notJSON) }
        if let value = reader.number { return value.isFinite ? .success(value) : .failure(.notFinite) }
        if let text = reader.text { return number(text) }
        return .failure(.missingField(field))
    }

    /// Reads only the one key of a JSON object; the rest is skipped, whatever it is.
    private struct FieldReader: Decodable {
        static let fieldKey = CodingUserInfoKey(rawValue: "wxdash.sensor.field")!
        var number: Double?
        var text: String?

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard let field = decoder.userInfo[Self.fieldKey] as? String else { return }
            let key = Key(stringValue: field)
            number = try? container.decode(Double.self, forKey: key)
            if number == nil { text = try? container.decode(String.self, forKey: key) }
        }
    }

    private static func number(_ text: String) -> Result<Double, Problem> {
        guard text.count <= 32, !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let value = Double(text)
        else { return .failure(.notANumber) }
        return value.isFinite ? .success(value) : .failure(.notFinite)
    }
}
