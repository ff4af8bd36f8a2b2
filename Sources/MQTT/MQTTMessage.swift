import Foundation

/// One message from (or for) a broker. A payload over `MQTTMessage.maximumPayload` is never copied: it arrives
/// with `oversized` set and an empty payload, so a hostile publisher costs no more memory than a normal one.
public struct MQTTMessage: Sendable, Equatable {
    /// 64 KiB: a forecast document is about 20 KiB; anything bigger is not one of ours.
    public static let maximumPayload = 64 * 1024

    public var topic: String
    public var payload: Data
    public var retained: Bool
    /// The broker sent more than `maximumPayload` bytes; `payload` is empty.
    public var oversized: Bool

    public init(topic: String, payload: Data, retained: Bool = false, oversized: Bool = false) {
        self.topic = topic
        self.payload = payload
        self.retained = retained
        self.oversized = oversized
    }

    public init(topic: String, text: String, retained: Bool = true) {
        self.init(topic: topic, payload: Data(text.utf8), retained: retained)
    }
}
