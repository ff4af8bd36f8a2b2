import Foundation

/// What /proc says about processes that are not this process's children (a daemonised tmux server, its shells).
enum ProcessTable {
    /// Every process below `pid`, children first.
    static func descendants(of pid: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = pid_t(entry), let parent = stat(child)?.parent else { continue }
            children[parent, default: []].append(child)
        }
        var found: [pid_t] = []
        var queue = [pid]
        while let next = queue.popLast() {
            for child in children[next] ?? [] {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// Whether the process has ended (a zombie waiting for a parent that may never reap it counts as ended).
    static func isGone(_ pid: pid_t) -> Bool {
        guard let state = stat(pid)?.state else { return true }
        return state == "Z" || state == "X"
    }

    /// Waits up to `seconds` for all of `pids` to end; returns those still running.
    static func waitGone(_ pids: [pid_t], seconds: Double) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        var running = pids.filter { !isGone($0) }
        while !running.isEmpty && Date() < deadline {
            usleep(20_000)
            running = running.filter { !isGone($0) }
        }
        return running
    }

    /// SIGTERM, then SIGKILL after `grace` seconds, to each of `pids` still running; waits until they are gone.
    static func end(_ pids: [pid_t], grace: Double = 2) {
        var running = pids.filter { !isGone($0) }
        running.forEach { kill($0, SIGTERM) }
        running = waitGone(running, seconds: grace)
        running.forEach { kill($0, SIGKILL) }
        _ = waitGone(running, seconds: 5)
    }

    /// One line per process below `pid`: its id, state, what it waits in and its command line, and for a wxdash
    /// the stacks of its threads (when gdb is there), so a test that waited in vain says what the program was doing.
    static func report(below pid: pid_t) -> String {
        descendants(of: pid).map { child in
            let state = stat(child).map { String($0.state) } ?? "?"
            let wchan = (try? String(contentsOfFile: "/proc/\(child)/wchan", encoding: .utf8)) ?? "?"
            let command = ((try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(child)/cmdline"))) ?? Data())
                .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
            let written = ((try? String(contentsOfFile: "/proc/\(child)/io", encoding: .utf8)) ?? "")
                .split(separator: "\n").filter { $0.hasPrefix("wchar") || $0.hasPrefix("syscw") }.joined(separator: " ")
            var line = "\(child) \(state) \(wchan) \(written) \(command.prefix(160))"
            if command.contains("wxdash"), FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb"),
                let stacks = stacks(of: child)
            {
                line += "\n" + stacks
            }
            if let trace = startTrace(of: child) { line += "\n--- its start:\n" + trace }
            return line
        }.joined(separator: "\n")
    }

    /// The steps of its start a dashboard wrote where `WXDASH_TRACE_START` (in its environment) says.
    private static func startTrace(of pid: pid_t) -> String? {
        guard let environment = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ")) else { return nil }
        let prefix = "WXDASH_TRACE_START="
        guard
            let entry = environment.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }).first(where: {
                $0.hasPrefix(prefix)
            })
        else { return nil }
        return try? String(contentsOfFile: String(entry.dropFirst(prefix.count)), encoding: .utf8)
    }

    private static func stacks(of pid: pid_t) -> String? {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-gdb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        guard
            let gdb = try? SpawnedProcess(
                ["/usr/bin/gdb", "-batch", "-nx", "-p", "\(pid)", "-ex", "thread apply all bt 12"],
                stdout: .file(output.path), stderr: .null)
        else { return nil }
        guard gdb.wait(seconds: 30) != nil else {
            gdb.end()
            return nil
        }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("Thread") }.joined(
            separator: "\n")
    }

    private static func stat(_ pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After the command name in parentheses: " S PPID ...".
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }
}
