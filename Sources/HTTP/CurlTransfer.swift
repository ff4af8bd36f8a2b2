#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    /// One GET through its own libcurl easy handle, performed on the thread that calls `perform()`, which it blocks
    /// (libcurl waits in poll: no CPU while the server is silent). libcurl calls back into this object through its
    /// user pointer, always on that same thread; only `cancel()` comes from elsewhere, through an atomic flag.
    final class CurlTransfer: @unchecked Sendable {
        /// What came back, or how far it got before it stopped.
        struct Outcome {
            var code: CURLcode
            var status: Int
            var headers: [String: String]
            var body: Data
            /// A status line arrived: the server began to answer.
            var answered: Bool
            var overflow: Overflow?
            var elapsed: TimeInterval
        }

        enum Overflow {
            case body, headers
        }

        static let maximumHeaderBytes = 256 * 1024
        /// Less than a byte a second for this long ends a transfer before its deadline.
        static let stallSeconds: TimeInterval = 30

        let curl: LibCurl
        let url: URL
        let requestHeaders: RequestHeaders
        let timeout: TimeInterval
        let bodyLimit: Int
        private let cancelled = Atomic<Bool>(false)
        // Touched only on the performing thread.
        private var body = Data()
        private var headers: [String: String] = [:]
        private var headerBytes = 0
        private var answered = false
        private var overflow: Overflow?

        init(curl: LibCurl, url: URL, requestHeaders: RequestHeaders, timeout: TimeInterval, bodyLimit: Int) {
            self.curl = curl
            self.url = url
            self.requestHeaders = requestHeaders
            self.timeout = timeout
            self.bodyLimit = bodyLimit
        }

        /// Ends the transfer at libcurl's next progress call (at least once a second, even while nothing arrives).
        func cancel() {
            cancelled.store(true, ordering: .relaxed)
        }

        var isCancelled: Bool {
            cancelled.load(ordering: .relaxed)
        }

        func perform() -> Outcome {
            let start = Date()
            guard let handle = curl.easyInit() else {
                return Outcome(
                    code: CURLE_FAILED_INIT, status: 0, headers: [:], body: Data(), answered: false, overflow: nil,
                    elapsed: 0)
            }
            defer { curl.easyCleanup(handle) }
            var requestHeaders: UnsafeMutablePointer<curl_slist>? = curl.slistAppend(nil, "Accept: application/json")
            defer { curl.slistFreeAll(requestHeaders) }
            for line in self.requestHeaders.lines {
                requestHeaders = curl.slistAppend(requestHeaders, line) ?? requestHeaders
            }
            var code = configure(handle, headers: requestHeaders)
            if code == CURLE_OK, !isCancelled {
                code = curl.easyPerform(handle)
            } else if isCancelled {
                code = CURLE_ABORTED_BY_CALLBACK
            }
            var status = 0
            if answered {
                var value = 0
                if wx_curl_getinfo_long(curl.getinfo, handle, CURLINFO_RESPONSE_CODE, &value) == CURLE_OK {
                    status = value
                }
            }
            return Outcome(
                code: code, status: status, headers: headers, body: code == CURLE_OK ? body : Data(),
                answered: answered,
                overflow: overflow, elapsed: Date().timeIntervalSince(start))
        }

        private func configure(_ handle: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?)
            -> CURLcode
        {
            let me = Unmanaged.passUnretained(self).toOpaque()
            let timeoutMilliseconds = max(1, Int((timeout * 1000).rounded(.up)))
            let connectMilliseconds = min(timeoutMilliseconds, max(1000, min(10_000, timeoutMilliseconds / 2)))
            let settings: [CURLcode] = [
                wx_curl_setopt_string(curl.setopt, handle, CURLOPT_URL, url.absoluteString),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_NOSIGNAL, 1),
                wx_curl_setopt_string(curl.setopt, handle, CURLOPT_PROTOCOLS_STR, "http,https"),
                wx_curl_setopt_string(curl.setopt, handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_FOLLOWLOCATION, 0),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_TIMEOUT_MS, timeoutMilliseconds),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_CONNECTTIMEOUT_MS, connectMilliseconds),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_LOW_SPEED_LIMIT, 1),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_LOW_SPEED_TIME, Int(Self.stallSeconds)),
                wx_curl_setopt_string(curl.setopt, handle, CURLOPT_ACCEPT_ENCODING, "gzip"),
                wx_curl_setopt_offset(curl.setopt, handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(bodyLimit)),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_SSL_VERIFYPEER, 1),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_SSL_VERIFYHOST, 2),
                wx_curl_setopt_slist(curl.setopt, handle, CURLOPT_HTTPHEADER, headers),
                wx_curl_setopt_data_callback(curl.setopt, handle, CURLOPT_WRITEFUNCTION) { data, size, count, user in
                    guard let data, let user else { return 0 }
                    return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().receiveBody(
                        data, count: size * count)
                },
                wx_curl_setopt_pointer(curl.setopt, handle, CURLOPT_WRITEDATA, me),
                wx_curl_setopt_data_callback(curl.setopt, handle, CURLOPT_HEADERFUNCTION) { data, size, count, user in
                    guard let data, let user else { return 0 }
                    return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().receiveHeader(
                        data, count: size * count)
                },
                wx_curl_setopt_pointer(curl.setopt, handle, CURLOPT_HEADERDATA, me),
                wx_curl_setopt_progress_callback(curl.setopt, handle) { user, _, _, _, _ in
                    guard let user else { return 1 }
                    return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().isCancelled ? 1 : 0
                },
                wx_curl_setopt_pointer(curl.setopt, handle, CURLOPT_XFERINFODATA, me),
                wx_curl_setopt_long(curl.setopt, handle, CURLOPT_NOPROGRESS, 0)
            ]
            return settings.first { $0 != CURLE_OK } ?? CURLE_OK
        }

        /// Returning less than `count` makes libcurl stop with CURLE_WRITE_ERROR: the cap holds on decoded bytes,
        /// so memory stays bounded whatever the server sends or however well it compresses.
        private func receiveBody(_ data: UnsafeMutablePointer<CChar>, count: Int) -> Int {
            guard body.count + count <= bodyLimit else {
                overflow = .body
                body = Data()
                return 0
            }
            body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
            return count
        }

        private func receiveHeader(_ data: UnsafeMutablePointer<CChar>, count: Int) -> Int {
            headerBytes += count
            guard headerBytes <= Self.maximumHeaderBytes else {
                overflow = .headers
                return 0
            }
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
                .trimmedWhitespace
            if line.hasPrefix("HTTP/") {
                // A new status line (after 100 Continue, or a proxy's CONNECT answer) starts a new set of headers.
                answered = true
                headers = [:]
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmedWhitespace.lowercased()
                let value = line[line.index(after: colon)...].trimmedWhitespace
                headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            }
            return count
        }
    }
#endif
