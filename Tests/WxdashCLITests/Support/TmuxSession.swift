import Foundation

/// A private tmux server with one shell, for driving the dashboard the way a person would.
final class TmuxSession {
    let socket = "wxdash-test-\(UUID().uuidString.prefix(8))"
    static let prompt = "READY$ "

    init(columns: Int = 100, rows: Int = 30, environment: [String: String]) throws {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let shell = "env -i \(exports) PS1='\(Self.prompt)' bash --norc --noprofile"
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shell])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
        try tmux(["send-keys", "Enter"])
    }

    func press(_ key: String) throws {
        try tmux(["send-keys", key])
    }

    func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// Polls the screen until `condition` holds, for at most `seconds`; returns the last screen read.
    @discardableResult
    func waitFor(seconds: Double = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(100_000)
        }
        return last
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
