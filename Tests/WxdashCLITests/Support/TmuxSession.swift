import Foundation

/// A private tmux server with one shell, for driving the dashboard the way a person would.
/// Call `stop()` (from a `defer` right after creating it) to end the server and everything in it.
final class TmuxSession {
    let socket = "wxdash-test-\(UUID().uuidString.prefix(8))"
    static let prompt = "READY$ "
    /// The tmux server's process id; it is not this process's child (tmux daemonises).
    private(set) var serverPID: pid_t?
    private var stopped = false
    /// Whether this session took a slot of its own (not inside `EndToEndSlots.holding`).
    private var holdsSlot = false
    /// Where a dashboard started in it writes the steps of its start (`WXDASH_TRACE_START`).
    private var startTrace: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-start-\(socket).log").path
    }

    /// Waits for one of `EndToEndSlots`' places first, and keeps it until `stop()`.
    init(columns: Int = 100, rows: Int = 30, environment: [String: String]) async throws {
        holdsSlot = !EndToEndSlots.held
        if holdsSlot { await EndToEndSlots.shared.acquire() }
        do {
            try start(columns: columns, rows: rows, environment: environment)
        } catch {
            stop()
            throw error
        }
    }

    private func start(columns: Int, rows: Int, environment: [String: String]) throws {
        let exports = environment.merging(["WXDASH_TRACE_START": startTrace]) { old, _ in old }.merging(
            SanitizerOptions.environment
        ) { $1 }.merging(TestClock.machineClock) { $1 }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let shell = "env -i \(exports) PS1='\(Self.prompt)' bash --norc --noprofile"
        // The server this starts keeps whatever stdout it was given open for its whole life: give it none.
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shell], capture: false)
        serverPID = pid_t(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
        try tmux(["pipe-pane", "-o", "cat >> '\(startTrace).pty'"], capture: false)
    }

    /// Ends the server and every process under it, and waits until they are gone: `kill-server` first,
    /// then SIGTERM and SIGKILL for whatever is still running.
    func stop() {
        guard !stopped else { return }
        stopped = true
        defer {
            try? FileManager.default.removeItem(atPath: startTrace)
            try? FileManager.default.removeItem(atPath: startTrace + ".pty")
            if holdsSlot { EndToEndSlots.shared.release() }
        }
        guard let serverPID else {
            _ = try? tmux(["kill-server"], capture: false)
            return
        }
        let everything = [serverPID] + ProcessTable.descendants(of: serverPID)
        _ = try? tmux(["kill-server"], capture: false)
        ProcessTable.end(ProcessTable.waitGone(everything, seconds: 5))
    }

    deinit {
        stop()
    }

    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text], capture: false)
        try tmux(["send-keys", "Enter"], capture: false)
    }

    /// Types text without pressing Enter.
    func typeLiterally(_ text: String) throws {
        try tmux(["send-keys", "-l", text], capture: false)
    }

    func press(_ key: String) throws {
        try tmux(["send-keys", key], capture: false)
    }

    func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// Polls the screen every 50 ms from a thread of its own until `condition` holds, for at most `seconds`: for
    /// what shows only for a moment (an 8-second banner) or must be seen the moment it comes. Returns that screen
    /// and the seconds it took, or nil when it never came.
    func watch(seconds: Double, _ condition: @escaping @Sendable (String) -> Bool) async -> (
        screen: String, seconds: Double
    )? {
        nonisolated(unsafe) let session = self
        return await OwnThread.run {
            let start = ContinuousClock.now
            let deadline = start.advanced(by: .milliseconds(Int(seconds * 1000)))
            while ContinuousClock.now < deadline {
                if let screen = try? session.screen(), condition(screen) {
                    let took = ContinuousClock.now - start
                    return (screen, Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18)
                }
                usleep(50_000)
            }
            return nil
        }
    }

    /// Polls the screen until `condition` holds, for at most `seconds`, and returns that screen. A wait that runs out
    /// throws `TmuxError.conditionNotMet` with the last screen read, so a dashboard that hangs fails the test there
    /// (a caller that drops the screen still relies on the wait).
    /// Every wait is this many times what its test names: the whole suite runs at once on two cores, where a debug
    /// dashboard's first paint can take many seconds. A hang still fails, only later.
    static let patience = 3.0

    @discardableResult
    func waitFor(seconds named: Double = 15, _ condition: (String) -> Bool) async throws -> String {
        let seconds = named * Self.patience
        // A monotonic deadline: the wait never reads the calendar clock (which make test-clock shifts).
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        var last = ""
        repeat {
            last = try screen()
            if condition(last) { return last }
            // Asleep without holding one of the few threads the other tests' async work runs on.
            try await Task.sleep(for: .milliseconds(100))
        } while ContinuousClock.now < deadline
        // A wait resumed late (the machine busy) looks once more: what it waits for may have come meanwhile.
        last = try screen()
        if condition(last) { return last }
        let pane =
            (try? tmux([
                "display-message", "-p",
                "alternate #{alternate_on} mode #{pane_in_mode} tty #{pane_tty} #{pane_width}x#{pane_height}"
            ])) ?? ""
        let current = (try? screen()) ?? ""
        let raw = (try? Data(contentsOf: URL(fileURLWithPath: startTrace + ".pty"))) ?? Data()
        let rawText = String(decoding: raw, as: UTF8.self).unicodeScalars.map {
            $0.value < 32 ? "^\(Character(Unicode.Scalar($0.value + 64)!))" : String($0)
        }.joined()
        let processes =
            pane + "\nnow:\n" + current + "\nraw output \(raw.count) bytes, from the start:\n"
            + String(rawText.prefix(3000))
            + "\n" + (serverPID.map { ProcessTable.report(below: $0) } ?? "")
        throw TmuxError.conditionNotMet(
            seconds: seconds, lastScreen: last + (processes.isEmpty ? "" : "\n--- processes:\n" + processes))
    }

    /// Runs a tmux client to its end. Not with Foundation's Process: the tmux server forks from its client and
    /// would keep Process's exit-watch pipe open forever, so `waitUntilExit` would never return.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-tmux-\(UUID().uuidString)"
        ).path
        defer { unlink(outputPath) }
        let client = try SpawnedProcess(
            ["tmux", "-L", socket, "-f", "/dev/null"] + arguments, stdout: capture ? .file(outputPath) : .null)
        guard client.wait(seconds: 30) != nil else {
            client.end()
            throw TmuxError.timedOut(arguments)
        }
        guard capture else { return "" }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}

enum TmuxError: Error, CustomStringConvertible {
    /// A tmux client did not finish.
    case timedOut([String])
    /// `waitFor`'s condition did not hold within its time.
    case conditionNotMet(seconds: Double, lastScreen: String)

    var description: String {
        switch self {
        case .timedOut(let arguments): "tmux \(arguments.joined(separator: " ")) did not finish"
        case .conditionNotMet(let seconds, let screen):
            "the screen did not show what was awaited within \(seconds) s; it showed:\n\(screen)"
        }
    }
}
