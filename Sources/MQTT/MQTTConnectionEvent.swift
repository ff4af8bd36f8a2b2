/// What the client's network thread saw of the connection, handed to the owner's handler (each change once).
public enum MQTTConnectionEvent: Sendable, Equatable {
    case connected
    /// The connection ended or could not be made; the client keeps trying unless it was closed.
    case disconnected(reason: String)
    /// The broker answered and refused (a wrong password, a user it does not let in): what to do is in `reason`. The
    /// client keeps trying, in case the broker's users change.
    case refused(reason: String)
}
