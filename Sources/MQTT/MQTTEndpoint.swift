import Foundation
import ScreenText

/// `mqtt://HOST[:PORT]/PREFIX` or `mqtts://…` (TLS, checked against the system's CA bundle or `tlsFiles`'s CA). No user name or password
/// in the address: they would show in `ps` and in shell history (see `MQTTCredentials`).
public struct MQTTEndpoint: Sendable, Equatable {
    public var host: String
    public var port: Int
    /// The topic prefix, one or more levels (`wxdash`, `home/weather`); `wxdash` when the address has no path.
    public var prefix: String
    public var tls: Bool
    /// With `tls`: a CA of the broker's own and a client certificate, instead of the system's CA bundle alone.
    public var tlsFiles: MQTTTLSFiles?

    public static let defaultPrefix = "wxdash"

    public init(host: String, port: Int, prefix: String = defaultPrefix, tls: Bool = false) {
        self.host = host
        self.port = port
        self.prefix = prefix
        self.tls = tls
    }

    /// This endpoint with `files` for its TLS.
    public func with(_ files: MQTTTLSFiles?) -> MQTTEndpoint {
        var endpoint = self
        endpoint.tlsFiles = files
        return endpoint
    }

    /// How messages name it: `mqtt://127.0.0.1:1883/wxdash`.
    public var display: String {
        "\(tls ? "mqtts" : "mqtt")://\(host.contains(":") ? "[\(host)]" : host):\(port)/\(prefix)"
    }

    public static func parse(_ text: String) throws(MQTTError) -> MQTTEndpoint {
        // A password in the address is never repeated: what is before an @ is shown as …
        let shown = TerminalText.echoed(Self.withoutUserInfo(text))
        let example = "give one like mqtt://127.0.0.1:1883/wxdash or mqtts://broker.example.org/home/weather"
        let tls: Bool
        let rest: Substring
        if text.lowercased().hasPrefix("mqtt://") {
            (tls, rest) = (false, text.dropFirst(7))
        } else if text.lowercased().hasPrefix("mqtts://") {
            (tls, rest) = (true, text.dropFirst(8))
        } else {
            throw .badAddress("'\(shown)' is not an MQTT address: \(example).")
        }
        let authority = rest.prefix { $0 != "/" }
        let path = rest.dropFirst(authority.count).drop { $0 == "/" }
        if authority.contains("@") {
            throw .badAddress(
                "'\(shown)' has a user name in it, which would show in ps and in shell history: put the user name and password in a file (chmod 600) given with --mqtt-credentials, or in WXDASH_MQTT_USERNAME and WXDASH_MQTT_PASSWORD."
            )
        }
        var host = String(authority)
        var port = tls ? 8883 : 1883
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            let after = host[host.index(after: close)...]
            let inside = String(host[host.index(after: host.startIndex)..<close])
            if after.hasPrefix(":") {
                port = try portNumber(after.dropFirst(), shown: shown)
            } else if !after.isEmpty {
                throw .badAddress("'\(shown)' is not an MQTT address: \(example).")
            }
            host = inside
        } else if let colon = host.lastIndex(of: ":") {
            port = try portNumber(host[host.index(after: colon)...], shown: shown)
            host = String(host[..<colon])
        }
        guard !host.isEmpty, host.count <= 253,
            host.unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-.:".unicodeScalars.contains($0))
            })
        else {
            throw .badAddress("'\(shown)' names no host wxdash can reach: \(example).")
        }
        let prefix = path.hasSuffix("/") ? String(path.dropLast()) : String(path)
        if prefix.isEmpty { return MQTTEndpoint(host: host, port: port, tls: tls) }
        guard MQTTTopic.isPlainPrefix(prefix) else {
            throw .badAddress(
                "'\(shown)' has a topic prefix with wildcards, control characters or empty levels; use plain words such as wxdash or home/weather."
            )
        }
        return MQTTEndpoint(host: host, port: port, prefix: prefix, tls: tls)
    }

    /// `mqtt://user:secret@host/x` as `mqtt://…@host/x`.
    static func withoutUserInfo(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" }
        guard let at = authority.lastIndex(of: "@") else { return text }
        return String(text[..<scheme.upperBound]) + "…" + String(rest[at...])
    }

    private static func portNumber(_ text: Substring, shown: String) throws(MQTTError) -> Int {
        guard let port = Int(text), (1...65535).contains(port) else {
            throw .badAddress("'\(shown)' has no port from 1 to 65535 after the colon.")
        }
        return port
    }
}
