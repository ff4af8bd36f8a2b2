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

    private static func stat(_ pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses: " S PPID ...".
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }
}
