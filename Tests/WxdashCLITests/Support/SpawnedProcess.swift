import Foundation

/// A program started with posix_spawn the way a shell would start it: an empty signal mask, every signal at its
/// default disposition, its own process group, and no descriptor of this process but the three it is given.
/// Foundation's Process does none of this on Linux, and the test threads block nearly every signal (SIGTERM
/// included), so a child started from them would otherwise ignore SIGTERM and `tmux kill-server` for life.
struct SpawnedProcess: Sendable {
    enum Stream: Sendable {
        case null
        /// Written to, created or truncated first.
        case file(String)
        /// A descriptor of this process; the child gets its own copy.
        case descriptor(Int32)
    }

    enum Failure: Error {
        case cannotStart(String, Int32)
    }

    let pid: pid_t

    /// glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, which Swift does not import (it needs _GNU_SOURCE).
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
        {
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    /// `environment` nil passes on this process's own.
    init(
        _ arguments: [String], environment: [String: String]? = nil, stdin: Stream = .null, stdout: Stream = .null,
        stderr: Stream = .null
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(
                    &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            }
        }
        guard let closeFrom = Self.closeFrom, closeFrom(&actions, 3) == 0 else {
            throw Failure.cannotStart(arguments[0], ENOSYS)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var cArguments = arguments.map { strdup($0) } + [nil]
        let environmentList = environment.map { $0.map { "\($0.key)=\($0.value)" } }
        var cEnvironment = (environmentList ?? []).map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned =
            environmentList == nil
            ? posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
            : posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw Failure.cannotStart(arguments[0], spawned) }
        self.pid = pid
    }

    /// Waits for the program to end and returns its exit status, or 128+N after signal N, as a shell reports it.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return Self.shellStatus(status)
    }

    /// Like `wait()`, for at most `seconds`; nil if it is still running.
    func wait(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Self.shellStatus(status) }
            if result == -1 && errno != EINTR { return nil }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Like `wait(seconds:)`, on a thread of its own: a test that waits long for a process holds none of the few
    /// threads (as many as cores) that every other test's async work runs on, and the process's end is seen when it
    /// comes, however busy those threads are.
    func wait(seconds: Double) async -> Int32? {
        await ended(within: seconds).status
    }

    /// The exit status (nil if still running after `seconds`) and when the end was seen, looked for every 10 ms on
    /// a thread of its own.
    func ended(within seconds: Double) async -> (status: Int32?, at: ContinuousClock.Instant) {
        let process = self
        return await withCheckedContinuation { continuation in
            Thread {
                let status = process.wait(seconds: seconds)
                continuation.resume(returning: (status, ContinuousClock.now))
            }.start()
        }
    }

    /// Ends the program and anything else in its process group: SIGTERM, then SIGKILL after `grace` seconds.
    @discardableResult
    func end(grace: Double = 2) -> Int32 {
        kill(-pid, SIGTERM)
        if let status = wait(seconds: grace) {
            kill(-pid, SIGKILL)
            return status
        }
        kill(-pid, SIGKILL)
        return wait()
    }

    private static func shellStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
