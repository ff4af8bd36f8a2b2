import Locking
import MQTT

/// The publisher's client, for its own message handler, which is made before the client is.
final class ClientSlot: Sendable {
    private let slot = Locked<MQTTClient?>(nil)

    var client: MQTTClient? {
        get { slot.withLock { $0 } }
        set { slot.withLock { $0 = newValue } }
    }
}
