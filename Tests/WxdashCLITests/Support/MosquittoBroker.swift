import Foundation

/// A real `mosquitto` on a free 127.0.0.1 port with a generated config (its folder is named wxdash-test-…, so
/// Scripts/leftover-processes.sh finds a broker a test left running) (no persistence, so a restart forgets the
/// retained messages, as a crashed broker would), for the length of a test. Call `stop()` from a `defer`.
final class MosquittoBroker {
    /// The broker binary, or nil when it is not installed (the tests then skip).
    /// libmosquitto is not built with ThreadSanitizer: its network thread hands messages to Swift through locking
    /// ThreadSanitizer cannot see. The plain and AddressSanitizer runs cover the broker tests.
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil
    static let skippedUnderThreadSanitizer =
        "libmosquitto's thread is not instrumented; the plain and AddressSanitizer runs cover this"

    static let binary: String? = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto", "/usr/local/sbin/mosquitto"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    let port: Int
    let directory: URL
    private var process: SpawnedProcess?

    /// The certificates of a TLS broker (`tls: true`), which asks every client for a certificate signed by their CA.
    private(set) var certificates: TestCertificates?

    var url: String { "\(certificates == nil ? "mqtt" : "mqtts")://127.0.0.1:\(port)" }

    /// `users`: user name → password; with any, anonymous clients are refused. `tls`: TLS only, with a client
    /// certificate required (see `certificates`).
    init(users: [String: String] = [:], tls: Bool = false) throws {
        guard let binary = Self.binary else { throw BrokerError.notInstalled }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-test-mosquitto-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        port = try Self.freePort()
        var config = "listener \(port) 127.0.0.1\npersistence false\nlog_dest stderr\n"
        if tls {
            let certificates = try TestCertificates(in: directory)
            self.certificates = certificates
            config +=
                "cafile \(certificates.ca)\ncertfile \(certificates.serverCertificate)\nkeyfile \(certificates.serverKey)\n"
            config += "require_certificate true\n"
        }
        if users.isEmpty {
            config += "allow_anonymous true\n"
        } else {
            let passwords = directory.appendingPathComponent("passwords")
            for (index, (user, password)) in users.sorted(by: { $0.key < $1.key }).enumerated() {
                let tool = try SpawnedProcess(
                    ["mosquitto_passwd", "-b"] + (index == 0 ? ["-c"] : []) + [passwords.path, user, password])
                guard tool.wait() == 0 else { throw BrokerError.didNotStart("mosquitto_passwd failed") }
            }
            config += "allow_anonymous false\npassword_file \(passwords.path)\n"
        }
        try config.write(to: directory.appendingPathComponent("mosquitto.conf"), atomically: true, encoding: .utf8)
        _ = binary
        try start()
    }

    /// Starts (or starts again, on the same port) and waits until it takes connections.
    func start() throws {
        guard let binary = Self.binary else { throw BrokerError.notInstalled }
        let process = try SpawnedProcess(
            [binary, "-c", directory.appendingPathComponent("mosquitto.conf").path],
            stderr: .file(directory.appendingPathComponent("broker-\(UUID().uuidString).log").path))
        self.process = process
        // Only against a hang: the broker is up in milliseconds.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if Self.accepts(port) { return }
            if let status = process.wait(seconds: 0.05) {
                self.process = nil
                throw BrokerError.didNotStart("mosquitto exited with \(status)")
            }
        }
        process.end()
        self.process = nil
        throw BrokerError.didNotStart("no connection within 20 s")
    }

    /// Ends the broker and waits until it has gone.
    func stop() {
        process?.end()
        process = nil
    }

    /// Stops the broker and removes its folder.
    func remove() {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BrokerError.didNotStart("no socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw BrokerError.didNotStart("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

enum BrokerError: Error {
    case notInstalled
    case didNotStart(String)
}
