import Foundation

/// The tests' `fixture_server.py` on 127.0.0.1 with the given routes (its JSON), until `stop()`.
final class BenchFixtureServer {
    let port: Int
    private let pid: pid_t
    /// The server runs until its stdin closes.
    private let lifeline: Int32
    private let routesFile: URL

    var base: String { "http://127.0.0.1:\(port)" }

    init(root: URL, routes: String) throws {
        routesFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-bench-routes-\(UUID().uuidString).json")
        try Data(routes.utf8).write(to: routesFile)
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0, pipe(&output) == 0 else {
            throw ChildProcess.Failure(description: "no pipe for the fixture server")
        }
        (input + output).forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        let script = root.appendingPathComponent("Tests/WxdashCLITests/Support/fixture_server.py")
        do {
            pid = try ChildProcess.start(["python3", script.path, routesFile.path], stdin: input[0], stdout: output[1])
        } catch {
            (input + output).forEach { close($0) }
            throw error
        }
        close(input[0])
        close(output[1])
        lifeline = input[1]
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output[0], &byte, 1) == 1 && byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        close(output[0])
        port = Int(String(decoding: line, as: UTF8.self).replacingOccurrences(of: "PORT ", with: "")) ?? 0
        guard port > 0 else {
            stop()
            throw ChildProcess.Failure(description: "the fixture server did not start")
        }
    }

    func stop() {
        close(lifeline)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        try? FileManager.default.removeItem(at: routesFile)
    }
}
