/// What the client's network thread saw of the connection, handed to the owner's handler.
public enum MQTTConnectionEvent: Sendable, Equatable {
    case connected
    /// The connection ended or could not be made; the client keeps trying unless it was closed.
    case disconnected(reason: String)
}
