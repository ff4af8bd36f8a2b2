import Foundation

/// With `WXDASH_TRACE_START=FILE`, each step of the dashboard's start is appended to FILE with the milliseconds since
/// the process began: the tests read it when a dashboard never draws, to say at which step it stopped.
struct StartupTrace: Sendable {
    private let path: String?

    init(environment: [String: String]) {
        path = environment["WXDASH_TRACE_START"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func mark(_ step: String) {
        guard let path else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let line = "\(Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000) \(step)\n"
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        _ = line.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }
}
