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
    }

    let port: Int
    private let process: Process
    private let routesFile: URL
    /// The server runs until this closes.
    private let lifeline = Pipe()

    var base: String { "http://127.0.0.1:\(port)" }

    /// `port` 0 takes any free port; a given one lets a test bring a server back where it was.
    init(_ routes: [String: Route], port: Int = 0) throws {
        var table: [String: [String: Any]] = [:]
        for (path, route) in routes {
            var entry: [String: Any] = ["status": route.status, "headers": route.headers, "close_early": route.closeEarly, "endless": route.endless]
            if let body = route.body { entry["body"] = body }
            if let file = route.bodyFile { entry["body_file"] = file.path }
            if let delay = route.delay { entry["delay"] = delay }
            if let length = route.announcedLength { entry["announce_length"] = length }
            table[path] = entry
        }
        routesFile = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-routes-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: table).write(to: routesFile)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fixture_server.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, routesFile.path, String(port)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = lifeline
        // Only this test process may hold the lifeline open: no other child (tmux's server) inherits it.
        _ = fcntl(lifeline.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        try process.run()
        let line = FixtureServer.readLine(from: output.fileHandleForReading)
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            try? lifeline.fileHandleForWriting.close()
            throw FixtureServerError.didNotStart(line)
        }
        self.port = port
    }

    deinit {
        // Closing stdin stops the server even when python3 is a wrapper script that would not pass on a signal.
        try? lifeline.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: routesFile)
    }

    private static func readLine(from handle: FileHandle) -> String {
        var bytes = Data()
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

enum FixtureServerError: Error {
    case didNotStart(String)
}
