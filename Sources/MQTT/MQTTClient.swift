import CMosquitto
import Foundation
import Locking

/// One connection to a broker through libmosquitto, with its own network thread (`mosquitto_loop_start`).
///
/// libmosquitto calls back on that thread; the callbacks find this object through the `userdata` pointer
/// (`Unmanaged`, never a capture) and only touch state under `state`'s lock, then hand messages and connection
/// events to the owner's handlers, which hop to their own queue. The thread reconnects by itself (1 s, doubling to
/// 30 s); on every connect the client subscribes again and publishes its retained messages again, so a broker that
/// restarted without persistence has the latest state within a second of coming back.
///
/// `close()` must be called: it stops the thread and frees the handle.
public final class MQTTClient: @unchecked Sendable {
    // @unchecked: `handle` is only passed to libmosquitto's thread-safe calls (publish, subscribe, disconnect and
    // loop_stop are documented safe from any thread with the threaded interface), and all mutable state is in `state`.
    private let handle: OpaquePointer
    private let endpoint: MQTTEndpoint
    private let onMessage: @Sendable (MQTTMessage) -> Void
    private let onConnection: @Sendable (MQTTConnectionEvent) -> Void
    private let state = Locked(State())

    private struct State {
        var connected = false
        var closed = false
        var subscriptions: [String] = []
        /// The retained messages to send again after a reconnect, by topic, in the order first sent.
        var retained: [String: Data] = [:]
        var retainedOrder: [String] = []
        var waiter: CheckedContinuation<Result<Void, MQTTError>, Never>?
        var published = 0
        var acknowledged = 0
        var lastProblem: String?
    }

    private static let library: Int32 = mosquitto_lib_init()

    /// `will`: published by the broker, retained, if this client vanishes without closing.
    public init(
        endpoint: MQTTEndpoint, clientID: String, credentials: MQTTCredentials?, will: MQTTMessage? = nil,
        onMessage: @escaping @Sendable (MQTTMessage) -> Void = { _ in },
        onConnection: @escaping @Sendable (MQTTConnectionEvent) -> Void = { _ in }
    ) throws(MQTTError) {
        _ = Self.library
        guard let handle = mosquitto_new(String(clientID.prefix(64)), true, nil) else {
            throw .library("libmosquitto could not make a client (out of memory?).")
        }
        self.handle = handle
        self.endpoint = endpoint
        self.onMessage = onMessage
        self.onConnection = onConnection
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        do {
            try configure(credentials: credentials, will: will)
        } catch {
            mosquitto_destroy(handle)
            throw error
        }
    }

    private func configure(credentials: MQTTCredentials?, will: MQTTMessage?) throws(MQTTError) {
        _ = mosquitto_int_option(handle, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311)
        if let credentials {
            try check(mosquitto_username_pw_set(handle, credentials.username, credentials.password), "setting the user name")
        }
        if let will {
            let code = will.payload.withUnsafeBytes { bytes in
                mosquitto_will_set(handle, will.topic, Int32(bytes.count), bytes.baseAddress, 1, true)
            }
            try check(code, "setting the last will")
        }
        if let files = endpoint.tlsFiles { try files.check(for: endpoint) }
        if endpoint.tls {
            let files = endpoint.tlsFiles
            let bundle = "/etc/ssl/certs/ca-certificates.crt"
            let systemFile = FileManager.default.fileExists(atPath: bundle) ? bundle : nil
            // A CA file of the broker's own replaces the system's; an encrypted key is refused, never asked for.
            let code = mosquitto_tls_set(
                handle, files?.ca ?? systemFile, files?.ca == nil ? "/etc/ssl/certs" : nil, files?.certificate, files?.key) { _, _, _, _ in 0 }
            try check(code, "setting up TLS (is the certificate or key file PEM, and the key unencrypted and the certificate's own?)")
            mosquitto_log_callback_set(handle) { _, userdata, level, text in
                guard let userdata, let text, level & MOSQ_LOG_ERR != 0 else { return }
                Unmanaged<MQTTClient>.fromOpaque(userdata).takeUnretainedValue().didLogError(String(cString: text))
            }
        }
        mosquitto_reconnect_delay_set(handle, 1, 30, true)
        mosquitto_connect_callback_set(handle) { _, userdata, code in
            guard let userdata else { return }
            Unmanaged<MQTTClient>.fromOpaque(userdata).takeUnretainedValue().didConnect(code)
        }
        mosquitto_disconnect_callback_set(handle) { _, userdata, code in
            guard let userdata else { return }
            Unmanaged<MQTTClient>.fromOpaque(userdata).takeUnretainedValue().didDisconnect(code)
        }
        mosquitto_publish_callback_set(handle) { _, userdata, _ in
            guard let userdata else { return }
            Unmanaged<MQTTClient>.fromOpaque(userdata).takeUnretainedValue().didAcknowledge()
        }
        mosquitto_message_callback_set(handle) { _, userdata, message in
            guard let userdata, let message else { return }
            Unmanaged<MQTTClient>.fromOpaque(userdata).takeUnretainedValue().didReceive(message.pointee)
        }
    }

    private func check(_ code: Int32, _ what: String) throws(MQTTError) {
        guard code != MOSQ_ERR_SUCCESS.rawValue else { return }
        throw .library("libmosquitto failed \(what): \(Self.words(code)).")
    }

    static func words(_ code: Int32) -> String {
        mosquitto_strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    /// Starts the network thread and waits up to `timeout` seconds for the broker's answer. A refusal (a wrong
    /// password) or silence is thrown; the thread then keeps trying in the background unless `close()` is called.
    public func connect(timeout: TimeInterval) async throws(MQTTError) {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, MQTTError>, Never>) in
            let alreadyConnected = state.withLock { state in
                if state.connected { return true }
                state.waiter = continuation
                return false
            }
            if alreadyConnected { return continuation.resume(returning: .success(())) }
            let code = mosquitto_connect_async(handle, endpoint.host, Int32(endpoint.port), 30)
            if code != MOSQ_ERR_SUCCESS.rawValue {
                let number = errno
                if isTLSFailure(code, errno: number) {
                    didFailTLS("the broker ended the connection")
                } else {
                    // Refused at once (nothing listens): the thread retries, so the timeout still decides.
                    state.withLock { $0.lastProblem = Self.problem(connecting: code) }
                }
            }
            mosquitto_loop_start(handle)
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                let waiter = state.withLock { state in
                    defer { state.waiter = nil }
                    return state.waiter
                }
                let detail = state.withLock { $0.lastProblem }.map { " (\($0))" } ?? ""
                waiter?.resume(returning: .failure(.unreachable(
                    "no MQTT broker answered at \(endpoint.display) within \(Int(timeout.rounded(.up))) s\(detail): check the address and that the broker runs.")))
            }
        }
        try result.get()
    }

    private static func problem(connecting code: Int32) -> String {
        code == MOSQ_ERR_ERRNO.rawValue ? String(cString: strerror(errno)) : words(code)
    }

    public var isConnected: Bool { state.withLock { $0.connected } }

    /// Sends `message` (QoS 1). A retained one is also kept and sent again after every reconnect; while the broker is
    /// away it waits for that.
    public func publish(_ message: MQTTMessage) {
        let connected = state.withLock { state in
            if message.retained {
                if state.retained.updateValue(message.payload, forKey: message.topic) == nil { state.retainedOrder.append(message.topic) }
            }
            return state.connected
        }
        guard connected else { return }
        send(message.topic, message.payload, retain: message.retained)
    }

    private func send(_ topic: String, _ payload: Data, retain: Bool) {
        let code = payload.withUnsafeBytes { bytes in
            mosquitto_publish(handle, nil, topic, Int32(bytes.count), bytes.baseAddress, 1, retain)
        }
        if code == MOSQ_ERR_SUCCESS.rawValue { state.withLock { $0.published += 1 } }
    }

    /// Subscribes now (when connected) and after every reconnect.
    public func subscribe(_ topic: String) {
        let connected = state.withLock { state in
            if !state.subscriptions.contains(topic) { state.subscriptions.append(topic) }
            return state.connected
        }
        if connected { mosquitto_subscribe(handle, nil, topic, 1) }
    }

    /// Waits (up to `timeout`) until the broker has acknowledged every message sent so far.
    public func flush(timeout: TimeInterval) async {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        while ContinuousClock.now < deadline {
            let done = state.withLock { $0.acknowledged >= $0.published || !$0.connected }
            if done { return }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Disconnects cleanly (the broker does not send the will), stops the thread and frees the handle. Idempotent.
    public func close() {
        let wasClosed = state.withLock { state in
            defer { state.closed = true }
            return state.closed
        }
        guard !wasClosed else { return }
        mosquitto_disconnect(handle)
        mosquitto_loop_stop(handle, false)
        let waiter = state.withLock { state in
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: .failure(.unreachable("closed before the broker answered.")))
        mosquitto_destroy(handle)
    }

    deinit { close() }

    // MARK: - On the network thread

    private func didConnect(_ code: Int32) {
        if code != 0 {
            let reason = mosquitto_connack_string(code).map { String(cString: $0) } ?? "refused (\(code))"
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                state.lastProblem = reason
                return state.waiter
            }
            onConnection(.disconnected(reason: "the broker refused the connection: \(reason)"))
            waiter?.resume(returning: .failure(.refused(
                "the MQTT broker at \(endpoint.display) refused the connection: \(reason); check the user name and password (--mqtt-credentials, or \(MQTTCredentials.usernameVariable) and \(MQTTCredentials.passwordVariable)).")))
            return
        }
        let (subscriptions, retained) = state.withLock { state in
            state.connected = true
            state.lastProblem = nil
            return (state.subscriptions, state.retainedOrder.compactMap { topic in state.retained[topic].map { (topic, $0) } })
        }
        for topic in subscriptions { mosquitto_subscribe(handle, nil, topic, 1) }
        for (topic, payload) in retained { send(topic, payload, retain: true) }
        let waiter = state.withLock { state in
            defer { state.waiter = nil }
            return state.waiter
        }
        onConnection(.connected)
        waiter?.resume(returning: .success(()))
    }

    private func didDisconnect(_ code: Int32) {
        if isTLSFailure(code, errno: errno) { didFailTLS("the broker ended the connection") }
        let closed = state.withLock { state in
            state.connected = false
            return state.closed
        }
        guard !closed else { return }
        onConnection(.disconnected(reason: code == 0 ? "disconnected" : "lost the connection to \(endpoint.display)"))
    }

    /// libmosquitto says why a TLS handshake failed only in its log ("OpenSSL Error[0]: error:0A000086:SSL
    /// routines::certificate verify failed"; its other errors are about TLS files too): the first fails a waiting
    /// `connect` at once.
    private func didLogError(_ text: String) {
        didFailTLS(String(text.split(separator: ":").last ?? Substring(text)).trimmingCharacters(in: .whitespaces))
    }

    /// A TLS connection the broker ended before its answer (no client certificate, with TLS 1.3), or an OpenSSL error.
    private func isTLSFailure(_ code: Int32, errno number: Int32) -> Bool {
        endpoint.tls && (code == MOSQ_ERR_TLS.rawValue || (code == MOSQ_ERR_ERRNO.rawValue && number == EPROTO))
    }

    private func didFailTLS(_ reason: String) {
        let waiter = state.withLock { state in
            defer { state.waiter = nil }
            state.lastProblem = "TLS: \(reason)"
            return state.waiter
        }
        waiter?.resume(returning: .failure(.refused(
            "the TLS handshake with the MQTT broker at \(endpoint.display) failed (\(reason)): give the CA that signed the broker's certificate with --mqtt-ca FILE when it is not in the system's bundle, and a client certificate with --mqtt-cert FILE and --mqtt-key FILE when the broker asks for one.")))
    }

    private func didAcknowledge() {
        state.withLock { $0.acknowledged += 1 }
    }

    private func didReceive(_ message: mosquitto_message) {
        guard let topicPointer = message.topic else { return }
        let topic = String(decoding: UnsafeRawBufferPointer(start: topicPointer, count: strnlen(topicPointer, 65_536)), as: UTF8.self)
        let length = Int(message.payloadlen)
        guard length >= 0 else { return }
        if length > MQTTMessage.maximumPayload {
            onMessage(MQTTMessage(topic: topic, payload: Data(), retained: message.retain, oversized: true))
            return
        }
        let payload = message.payload.map { Data(bytes: $0, count: length) } ?? Data()
        onMessage(MQTTMessage(topic: topic, payload: payload, retained: message.retain))
    }
}
