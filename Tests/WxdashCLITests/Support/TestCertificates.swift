import Foundation

/// A CA of its own, a server certificate for 127.0.0.1 and a client certificate, both signed by that CA, made with the
/// `openssl` command line in `directory`: what an `mqtts://` broker with `require_certificate` and its client need.
struct TestCertificates {
    /// The openssl binary, or nil when it is not installed (the TLS tests then skip).
    static let binary: String? = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    let ca: String
    let serverCertificate: String
    let serverKey: String
    let clientCertificate: String
    let clientKey: String

    init(in directory: URL) throws {
        guard let openssl = Self.binary else { throw BrokerError.notInstalled }
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        (ca, serverCertificate, serverKey) = (path("ca.pem"), path("server.pem"), path("server.key"))
        (clientCertificate, clientKey) = (path("client.pem"), path("client.key"))
        let extensions = path("server.ext")
        try "subjectAltName = IP:127.0.0.1\n".write(toFile: extensions, atomically: true, encoding: .utf8)
        let days = ["-days", "2"]
        let steps: [[String]] = [
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", path("ca.key"), "-out", ca, "-subj",
                "/CN=wxdash test CA"
            ] + days,
            [
                "req", "-newkey", "rsa:2048", "-nodes", "-keyout", serverKey, "-out", path("server.csr"), "-subj",
                "/CN=127.0.0.1"
            ],
            [
                "x509", "-req", "-in", path("server.csr"), "-CA", ca, "-CAkey", path("ca.key"), "-CAcreateserial",
                "-out", serverCertificate,
                "-extfile", extensions
            ] + days,
            [
                "req", "-newkey", "rsa:2048", "-nodes", "-keyout", clientKey, "-out", path("client.csr"), "-subj",
                "/CN=wxdash test client"
            ],
            [
                "x509", "-req", "-in", path("client.csr"), "-CA", ca, "-CAkey", path("ca.key"), "-CAcreateserial",
                "-out", clientCertificate
            ] + days
        ]
        for step in steps {
            let tool = try SpawnedProcess([openssl] + step, stderr: .file(path("openssl.log")))
            guard tool.wait() == 0 else {
                throw BrokerError.didNotStart(
                    "openssl \(step[0]) failed: \((try? String(contentsOfFile: path("openssl.log"), encoding: .utf8)) ?? "")"
                )
            }
        }
        // Mosquitto started as root reads its files as the mosquitto user; the client's key stays private.
        chmod(serverKey, 0o644)
        chmod(clientKey, 0o600)
    }
}
