/// What went wrong with a broker, in words that say what to do. Never carries a password.
public enum MQTTError: Error, Sendable, Equatable {
    /// Not an `mqtt://HOST[:PORT]/PREFIX` address.
    case badAddress(String)
    /// Nothing answered at the address within the time given.
    case unreachable(String)
    /// The broker answered and refused (wrong user name or password, not authorised).
    case refused(String)
    /// The credentials file or variables are unusable.
    case credentials(String)
    /// A payload that is not what wxdash publishes there (too big, not JSON, not a forecast).
    case badPayload(String)
    /// libmosquitto said no to a call (out of memory, a bad topic).
    case library(String)

    public var message: String {
        switch self {
        case .badAddress(let text), .unreachable(let text), .refused(let text), .credentials(let text),
            .badPayload(let text), .library(let text):
            text
        }
    }
}
