import Foundation

/// Runs `fixture_server.py` on 127.0.0.1 with the given routes for the length of a test.
final class FixtureServer {
    struct Route {
        var status = 200
        var body: String?
        var bodyFile: URL?
        var headers: [String: String] = [:]
        var delay: Double?
        var closeEarly = false
        /// A body without a length that the server sends until the client stops reading.
        var endless = false
        /// A Content-Length header of this many bytes, whatever the body's real length.
        var announcedLength: Int?
        /// The endless body in chunked encoding.
        var chunked = false
        /// Headers, then one byte of the body a second.
        var trickleBody = false
        /// A status line, then one header line every 2 s.
        var trickleHeaders = false
        /// A gzip body that inflates to this many MiB.
        var gzipBombMiB: Int?
        /// The request is read, then the connection reset.
        var reset = false
        /// The request is read and never answered.
        var silent = false
        /// The body is sent gzip-compressed.
        var gzip = false
        /// The body alone, with no status line or headers (an HTTP/0.9 answer).
        var bareBody = false
        /// A status line, then one header line of this many bytes.
        var headerLineBytes: Int?
    }

    /// One request the server saw: its path and its headers, names lower-cased.
    struct SeenRequest {
        var path: String
        var headers: [String: String]
        /// The query string, undecoded (`latitude=52.52&…`).
        var query = ""
    }

    let port: Int
    private let process: SpawnedProcess
    private let routesFile: URL
    private let requestLog: URL
    /// The write end of the server's stdin: it runs until this closes.
    private var lifeline: Int32
    private var stopped = false

    var base: String { "http://127.0.0.1:\(port)" }

    /// `port` 0 takes any free port; a given one lets a test bring a server back where it was.
    /// Call `stop()` from a `defer` right after creating it.
    /// `environment` adds to the server's (`FIXTURE_RAINVIEWER`: a radar scene, see rainviewer_scene.py).
    init(_ routes: [String: Route], port: Int = 0, environment: [String: String] = [:]) throws {
        var table: [String: [String: Any]] = [:]
        for (path, route) in routes {
            var entry: [String: Any] = [
                "status": route.status, "headers": route.headers, "close_early": route.closeEarly,
                "endless": route.endless
            ]
            if let body = route.body { entry["body"] = body }
            if let file = route.bodyFile { entry["body_file"] = file.path }
            if let delay = route.delay { entry["delay"] = delay }
            if let length = route.announcedLength { entry["announce_length"] = length }
            let flags = [
                "chunked": route.chunked, "trickle_body": route.trickleBody, "trickle_headers": route.trickleHeaders,
                "reset": route.reset, "silent": route.silent, "gzip": route.gzip, "bare_body": route.bareBody
            ]
            for (name, on) in flags where on { entry[name] = true }
            if let mebibytes = route.gzipBombMiB { entry["gzip_bomb_mib"] = mebibytes }
            if let bytes = route.headerLineBytes { entry["header_line_bytes"] = bytes }
            table[path] = entry
        }
        routesFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-routes-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: table).write(to: routesFile)
        requestLog = routesFile.deletingPathExtension().appendingPathExtension("requests")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "fixture_server.py")
        // Close-on-exec, so that only the server's own copies (its stdin and stdout) reach it and no other child.
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { throw FixtureServerError.didNotStart("no pipe") }
        guard pipe(&output) == 0 else {
            input.forEach { close($0) }
            throw FixtureServerError.didNotStart("no pipe")
        }
        (input + output).forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        lifeline = input[1]
        defer {
            close(input[0])
            close(output[0])
        }
        do {
            process = try SpawnedProcess(
                ["python3", script.path, routesFile.path, String(port)],
                environment: ProcessInfo.processInfo.environment.merging(["FIXTURE_REQUEST_LOG": requestLog.path]) {
                    $1
                }.merging(environment) { $1 },
                stdin: .descriptor(input[0]), stdout: .descriptor(output[1]))
        } catch {
            close(lifeline)
            close(output[1])
            try? FileManager.default.removeItem(at: routesFile)
            throw error
        }
        close(output[1])
        let line = FixtureServer.readLine(from: output[0])
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            self.port = 0
            stop()
            throw FixtureServerError.didNotStart(line)
        }
        self.port = port
    }

    /// Ends the server and waits until it has gone. Closing its stdin stops it even when python3 is a wrapper
    /// script that would not pass on a signal; SIGTERM and SIGKILL to its process group follow if it lingers.
    func stop() {
        guard !stopped else { return }
        stopped = true
        close(lifeline)
        if process.wait(seconds: 5) == nil {
            process.end()
        }
        try? FileManager.default.removeItem(at: routesFile)
        try? FileManager.default.removeItem(at: requestLog)
    }

    /// Every request the server has seen so far, oldest first.
    func requests() -> [SeenRequest] {
        guard let text = try? String(contentsOf: requestLog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let path = object["path"] as? String
            else { return nil }
            return SeenRequest(
                path: path, headers: object["headers"] as? [String: String] ?? [:],
                query: object["query"] as? String ?? "")
        }
    }

    deinit {
        stop()
    }

    private static func readLine(from descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == -1 && errno == EINTR { continue }
            if count <= 0 || byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
enum FixtureServerError: Error {
    case didNotStart(String)
}
