import Foundation

/// The files for an `mqtts://` broker that does not use the system's CA bundle or wants a client certificate:
/// `--mqtt-ca` (the CA that signed the broker's certificate, PEM), `--mqtt-cert` and `--mqtt-key` (this client's
/// certificate and private key, PEM, the key unencrypted). The key must be a file no one else can read, like the
/// credentials file; its path may be shown, its contents never are.
public struct MQTTTLSFiles: Sendable, Equatable {
    public var ca: String?
    public var certificate: String?
    public var key: String?

    /// Nil when none is given.
    public init?(ca: String?, certificate: String?, key: String?) {
        guard ca != nil || certificate != nil || key != nil else { return nil }
        (self.ca, self.certificate, self.key) = (ca, certificate, key)
    }

    /// Checks every file before libmosquitto reads them, so a problem names the file and says what to do. Commands
    /// call it before any client exists: a usage error then exits before OpenSSL has started a thread.
    public func check(for endpoint: MQTTEndpoint) throws(MQTTError) {
        guard endpoint.tls else {
            throw .credentials(
                "--mqtt-ca, --mqtt-cert and --mqtt-key are for a broker reached with TLS: give an mqtts:// address instead of \(endpoint.display)."
            )
        }
        guard (certificate == nil) == (key == nil) else {
            throw .credentials(
                "A client certificate needs both --mqtt-cert FILE and --mqtt-key FILE ([mqtt] cert and key in the config): give both, or neither."
            )
        }
        if let ca { _ = try MQTTCredentials.open(ca, "The MQTT CA file", private: false) }
        if let certificate {
            _ = try MQTTCredentials.open(certificate, "The MQTT client certificate file", private: false)
        }
        if let key { _ = try MQTTCredentials.open(key, "The MQTT client key file", private: true) }
    }
}
