import CMosquitto
import Foundation
import Locking

/// One connection to a broker through libmosquitto, driven by a network thread of its own.
///
/// The thread (not libmosquitto's `loop_forever`) makes every connection attempt, so each one carries MQTT 5's
/// Maximum Packet Size (the broker drops a message too large for wxdash instead of sending it), an attempt that does
/// not finish (a silent peer, a TLS handshake that never ends) is abandoned after `attemptLimit`, and `close()` never
/// waits on either: it waits at most a quarter of a second for the thread to say goodbye to the broker, and the
/// thread frees the handle when it is done. libmosquitto calls back on that thread; the callbacks find this object
/// through the `userdata` pointer (`Unmanaged`: the thread holds a strong reference while it runs) and only touch
/// state under `state`'s lock, then hand messages and connection events to the owner's handlers. Lost connections
/// are tried again (1 s, doubling to 30 s); on every connect the client subscribes again (one SUBSCRIBE for every
/// topic) and publishes its retained messages again, so a broker that restarted without persistence has the latest
/// state within a second of coming back.
///
/// `close()` must be called: it ends the thread, which frees the handle.
public final class MQTTClient: @unchecked Sendable {
    // @unchecked: `handle` is passed from other threads only to libmosquitto's thread-safe calls (publish and
    // subscribe, with `mosquitto_threaded_set`), and all mutable state is in `state`.
    private let handle: OpaquePointer
    private let endpoint: MQTTEndpoint
    private let onMessage: @Sendable (MQTTMessage) -> Void
    private let onConnection: @Sendable (MQTTConnectionEvent) -> Void
    private let state = Locked(State())
    private let ended = DispatchSemaphore(value: 0)
    /// Held around every use of `handle` from outside the network thread and around its destruction there, so a
    /// publish or a goodbye racing the thread's end never reaches a freed handle. True once it is freed.
    private let handleFreed = Locked(false)

    private struct State {
        var connected = false
        var closed = false
        /// `connect` was called: the thread tries to connect, and again after every loss.
        var wanted = false
        /// When the attempt in progress began; nil when none is.
        var attemptStarted: ContinuousClock.Instant?
        var nextAttempt = ContinuousClock.now
        var retryDelay = 1.0
        /// The broker answered an MQTT 5 CONNECT with "unsupported protocol version": 3.1.1 from then on.
        var olderProtocol = false
        var subscriptions: [String] = []
        /// The retained messages to send again after a reconnect, by topic, in the order first sent.
        var retained: [String: Data] = [:]
        var retainedOrder: [String] = []
        var waiter: CheckedContinuation<Result<Void, MQTTError>, Never>?
        var published = 0
        var acknowledged = 0
        var lastProblem: String?
        /// The last event told to the owner: the same one is not told again (a refusal on every retry).
        var lastEvent: MQTTConnectionEvent?
    }

    private static let library: Int32 = mosquitto_lib_init()

    /// Seconds between pings: a broker that vanished without closing the connection is noticed within twice this.
    static let keepalive: Int32 = 10
    /// MQTT 5's Maximum Packet Size, sent in every CONNECT: the broker drops anything larger for this client, so a
    /// huge retained message never reaches memory. Room above `MQTTMessage.maximumPayload`, so that a message just
    /// over it still arrives and is refused by name.
    static let maximumPacket: UInt32 = 256 * 1024
    /// An attempt (TCP, the TLS handshake, the broker's CONNACK) that has not finished by then is dropped and tried again.
    static let attemptLimit: Duration = .seconds(10)

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
        ProcessEnd.noteLibraryThread()
        let thread = Thread { [self] in run() }
        thread.name = "wxdash-mqtt"
        thread.start()
    }

    private func configure(credentials: MQTTCredentials?, will: MQTTMessage?) throws(MQTTError) {
        _ = mosquitto_int_option(handle, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5)
        // Publish and subscribe come from other threads: they queue, and this client's own thread writes.
        _ = mosquitto_threaded_set(handle, true)
        if let credentials {
            try check(
                mosquitto_username_pw_set(handle, credentials.username, credentials.password), "setting the user name")
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
                handle, files?.ca ?? systemFile, files?.ca == nil ? "/etc/ssl/certs" : nil, files?.certificate,
                files?.key
            ) { _, _, _, _ in 0 }
            try check(
                code,
                "setting up TLS (is the certificate or key file PEM, and the key unencrypted and the certificate's own?)"
            )
            mosquitto_log_callback_set(handle) { _, userdata, level, text in
                guard let userdata, let text, level & MOSQ_LOG_ERR != 0 else { return }
                Unmanaged<MQTTClient>.fromOpaque(userdata).takeUnretainedValue().didLogError(String(cString: text))
            }
        }
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

    /// Has the network thread connect (now, and again after every loss) and waits up to `timeout` seconds for the
    /// broker's answer. A refusal (a wrong password) or silence is thrown; the thread then keeps trying in the
    /// background unless `close()` is called.
    public func connect(timeout: TimeInterval) async throws(MQTTError) {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Void, MQTTError>, Never>) in
            let early: Result<Void, MQTTError>? = state.withLock { state in
                if state.closed { return .failure(.unreachable("closed before the broker answered.")) }
                if state.connected { return .success(()) }
                state.waiter = continuation
                if !state.wanted {
                    state.wanted = true
                    state.nextAttempt = .now
                }
                return nil
            }
            if let early { return continuation.resume(returning: early) }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                let (waiter, problem) = state.withLock { state in
                    defer { state.waiter = nil }
                    return (state.waiter, state.lastProblem)
                }
                let detail = problem.map { " (\($0))" } ?? ""
                waiter?.resume(
                    returning: .failure(
                        .unreachable(
                            "no MQTT broker answered at \(endpoint.display) within \(Int(timeout.rounded(.up))) s\(detail): check the address and that the broker runs."
                        )))
            }
        }
        try result.get()
    }

    private static func problem(connecting code: Int32, errno number: Int32) -> String {
        code == MOSQ_ERR_ERRNO.rawValue ? String(cString: strerror(number)) : words(code)
    }

    public var isConnected: Bool { state.withLock { $0.connected } }

    /// Sends `message` (QoS 1). A retained one is also kept and sent again after every reconnect; while the broker is
    /// away it waits for that.
    public func publish(_ message: MQTTMessage) {
        let connected = state.withLock { state in
            if message.retained {
                if state.retained.updateValue(message.payload, forKey: message.topic) == nil {
                    state.retainedOrder.append(message.topic)
                }
            }
            return state.connected
        }
        guard connected else { return }
        send(message.topic, message.payload, retain: message.retained)
    }

    private func send(_ topic: String, _ payload: Data, retain: Bool) {
        let code = withHandle { handle in
            payload.withUnsafeBytes { bytes in
                mosquitto_publish(handle, nil, topic, Int32(bytes.count), bytes.baseAddress, 1, retain)
            }
        }
        if code == MOSQ_ERR_SUCCESS.rawValue { state.withLock { $0.published += 1 } }
    }

    /// Subscribes now (when connected) and after every reconnect.
    public func subscribe(_ topic: String) {
        subscribe([topic])
    }

    /// Subscribes to every topic of `topics` not subscribed yet, in one SUBSCRIBE, so the broker sends their retained
    /// messages together (one slow topic does not hold the others back); now when connected, and after every reconnect.
    public func subscribe(_ topics: [String]) {
        let (new, connected) = state.withLock { state in
            var new: [String] = []
            for topic in topics where !state.subscriptions.contains(topic) && !new.contains(topic) { new.append(topic) }
            state.subscriptions += new
            return (new, state.connected)
        }
        if connected { subscribeNow(new) }
    }

    private func subscribeNow(_ topics: [String]) {
        guard !topics.isEmpty else { return }
        let names = topics.map { strdup($0) }
        defer { for name in names { free(name) } }
        _ = withHandle { handle in
            names.withUnsafeBufferPointer { buffer in
                mosquitto_subscribe_multiple(handle, nil, Int32(buffer.count), buffer.baseAddress, 1, 0, nil)
            }
        }
    }

    /// `body` with the handle while it is not freed; MOSQ_ERR_NO_CONN after.
    private func withHandle(_ body: (OpaquePointer) -> Int32) -> Int32 {
        handleFreed.withLock { freed in freed ? MOSQ_ERR_NO_CONN.rawValue : body(handle) }
    }

    /// Waits (up to `timeout`) until the broker has acknowledged every message sent so far; false when it has not
    /// (the connection went, or the time ran out).
    @discardableResult
    public func flush(timeout: TimeInterval) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        while ContinuousClock.now < deadline {
            let (acknowledged, connected) = state.withLock { ($0.acknowledged >= $0.published, $0.connected) }
            if acknowledged { return true }
            if !connected { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// Ends the network thread, which disconnects cleanly (the broker does not send the will) and frees the handle.
    /// Waits at most a quarter of a second, whatever the broker does (a thread in the middle of an attempt finishes
    /// it on its own). Idempotent.
    public func close() {
        let (wasClosed, waiter) = state.withLock { state in
            defer {
                state.closed = true
                state.waiter = nil
            }
            return (state.closed, state.waiter)
        }
        guard !wasClosed else { return }
        waiter?.resume(returning: .failure(.unreachable("closed before the broker answered.")))
        // Queues the DISCONNECT and wakes the thread from its select(), so it says goodbye and ends at once.
        if isConnected { _ = withHandle { mosquitto_disconnect($0) } }
        _ = ended.wait(timeout: .now() + 0.25)
    }

    // MARK: - The network thread

    private enum Step {
        case idle, attempt, abandon
        case serve(connecting: Bool)
    }

    private func run() {
        while true {
            let now = ContinuousClock.now
            let step: Step? = state.withLock { state in
                if state.closed { return nil }
                if !state.wanted { return .idle }
                if state.connected { return .serve(connecting: false) }
                if let started = state.attemptStarted {
                    return now - started > Self.attemptLimit ? .abandon : .serve(connecting: true)
                }
                return now >= state.nextAttempt ? .attempt : .idle
            }
            guard let step else { break }
            switch step {
            case .idle:
                // Between attempts: a tenth of a second keeps close() quick and costs an idle display nothing.
                usleep(100_000)
            case .attempt:
                attempt()
            case .abandon:
                state.withLock {
                    $0.lastProblem = $0.lastProblem ?? "no answer within \(Self.attemptLimit.components.seconds) s"
                }
                retryLater()
            case .serve(let connecting):
                // Connected, the thread sleeps in select() until the broker or a publish wakes it (a second at most,
                // for the pings); while an attempt is under way it looks ten times as often, to keep its deadline.
                let code = mosquitto_loop(handle, connecting ? 100 : 1000, 1)
                if code != MOSQ_ERR_SUCCESS.rawValue {
                    lost(code, errno: errno)
                } else if connecting {
                    // A handshake in progress may leave the socket ready at once every time: never spin on it.
                    usleep(10_000)
                }
            }
        }
        if isConnected {
            mosquitto_disconnect(handle)
            for _ in 0..<10 where mosquitto_loop(handle, 20, 1) == MOSQ_ERR_SUCCESS.rawValue {}
        }
        handleFreed.withLock { freed in
            mosquitto_destroy(handle)
            freed = true
        }
        ended.signal()
    }

    /// One connection attempt. The TCP connect blocks this thread (at once on loopback; the system's limit for an
    /// address that never answers); the TLS handshake and the CONNACK are waited for by `mosquitto_loop`.
    private func attempt() {
        let older = state.withLock { state in
            state.attemptStarted = .now
            return state.olderProtocol
        }
        var properties: OpaquePointer?
        if !older {
            _ = mosquitto_property_add_int32(
                &properties, Int32(MQTT_PROP_MAXIMUM_PACKET_SIZE.rawValue), Self.maximumPacket)
        }
        let code = mosquitto_connect_bind_v5(
            handle, endpoint.host, Int32(endpoint.port), Self.keepalive, nil, properties)
        let number = errno
        mosquitto_property_free_all(&properties)
        guard code != MOSQ_ERR_SUCCESS.rawValue else { return }
        if isTLSFailure(code, errno: number) {
            didFailTLS("the broker ended the connection")
        } else {
            state.withLock { $0.lastProblem = Self.problem(connecting: code, errno: number) }
        }
        retryLater()
    }

    /// The connection (or the attempt) ended: the next attempt after the delay, which doubles up to 30 s.
    private func lost(_ code: Int32, errno number: Int32) {
        if isTLSFailure(code, errno: number) { didFailTLS("the broker ended the connection") }
        let connecting = state.withLock { $0.attemptStarted != nil && !$0.connected }
        if connecting {
            state.withLock { $0.lastProblem = $0.lastProblem ?? Self.problem(connecting: code, errno: number) }
        }
        didDisconnect(code)
        retryLater()
    }

    private func retryLater() {
        state.withLock { state in
            state.connected = false
            state.attemptStarted = nil
            state.nextAttempt = .now + .milliseconds(Int64(state.retryDelay * 1000))
            state.retryDelay = min(max(state.retryDelay * 2, 1), 30)
        }
    }

    /// Tells the owner `event`, unless it was the last thing told.
    private func tell(_ event: MQTTConnectionEvent) {
        let new = state.withLock { state in
            defer { state.lastEvent = event }
            return state.lastEvent != event && !state.closed
        }
        if new { onConnection(event) }
    }

    // MARK: - Callbacks, on the network thread

    private func didConnect(_ code: Int32) {
        if code == Int32(MQTT_RC_UNSUPPORTED_PROTOCOL_VERSION.rawValue) || code == 1,
            !state.withLock({ $0.olderProtocol })
        {
            // A broker older than MQTT 5 (Mosquitto before 1.6): the same again in 3.1.1, without the size limit.
            state.withLock { state in
                state.olderProtocol = true
                state.retryDelay = 0
            }
            _ = mosquitto_int_option(handle, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311)
            return
        }
        if code != 0 {
            let older = state.withLock { $0.olderProtocol }
            // MQTT 5's reasons are 128 and up; below, 3.1.1's return codes.
            let text =
                (older || code < 128 ? mosquitto_connack_string(code) : mosquitto_reason_string(code)).map {
                    String(cString: $0)
                } ?? "refused (\(code))"
            let reason = text.hasSuffix(".") ? String(text.dropLast()) : text
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                state.lastProblem = reason
                return state.waiter
            }
            let advice =
                "check the user name and password (--mqtt-credentials, or \(MQTTCredentials.usernameVariable) and \(MQTTCredentials.passwordVariable)) and that the broker lets this user in"
            tell(
                .refused(
                    reason:
                        "the MQTT broker at \(endpoint.display) refused the connection (\(reason.lowercased())): \(advice)"
                ))
            waiter?.resume(
                returning: .failure(
                    .refused(
                        "the MQTT broker at \(endpoint.display) refused the connection (\(reason.lowercased())): \(advice)."
                    )))
            return
        }
        // Told before `isConnected` turns true: a reader that waits for it finds the owner's mailbox open again.
        tell(.connected)
        let (subscriptions, retained) = state.withLock { state in
            state.connected = true
            state.attemptStarted = nil
            state.retryDelay = 1
            state.lastProblem = nil
            return (
                state.subscriptions,
                state.retainedOrder.compactMap { topic in state.retained[topic].map { (topic, $0) } }
            )
        }
        subscribeNow(subscriptions)
        for (topic, payload) in retained { send(topic, payload, retain: true) }
        let waiter = state.withLock { state in
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: .success(()))
    }

    private func didDisconnect(_ code: Int32) {
        let wasConnected = state.withLock { state in
            defer { state.connected = false }
            return state.connected
        }
        guard wasConnected else { return }
        tell(.disconnected(reason: code == 0 ? "disconnected" : "lost the connection to \(endpoint.display)"))
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
        waiter?.resume(
            returning: .failure(
                .refused(
                    "the TLS handshake with the MQTT broker at \(endpoint.display) failed (\(reason)): give the CA that signed the broker's certificate with --mqtt-ca FILE when it is not in the system's bundle, and a client certificate with --mqtt-cert FILE and --mqtt-key FILE when the broker asks for one."
                )))
    }

    private func didAcknowledge() {
        state.withLock { $0.acknowledged += 1 }
    }

    private func didReceive(_ message: mosquitto_message) {
        guard let topicPointer = message.topic else { return }
        let topic = String(
            decoding: UnsafeRawBufferPointer(start: topicPointer, count: strnlen(topicPointer, 65_536)), as: UTF8.self)
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
