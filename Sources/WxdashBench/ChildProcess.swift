import Foundation

/// Runs a program to completion, optionally on a fresh pseudo-terminal (so a full-screen program paints).
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// How a program run to its end went: its status, wall time, and its own CPU and peak memory.
    struct Measured {
        var exitStatus: Int32
        var seconds: TimeInterval
        var cpuSeconds: TimeInterval
        var peakMegabytes: Double
    }

    /// Runs a program off any terminal and measures it alone (wait4's usage, not the sum of all children).
    static func runMeasured(_ arguments: [String], environment: [String: String]) throws -> Measured {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = try spawn(arguments, environment: environment, actions: &actions)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func time(_ value: timeval) -> TimeInterval { TimeInterval(value.tv_sec) + TimeInterval(value.tv_usec) / 1e6 }
        return Measured(
            exitStatus: (status >> 8) & 0xff, seconds: seconds, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime),
            peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    /// Runs a program off any terminal, its stdout read through a pipe: when its first line came, and the whole run
    /// measured as `runMeasured` does (the output itself is thrown away).
    static func runMeasuredFirstLine(_ arguments: [String], environment: [String: String]) throws -> (
        Measured, firstLine: TimeInterval?
    ) {
        var output: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw Failure(description: "no pipe for \(arguments[0])") }
        _ = fcntl(output[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, output[1])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let pid: pid_t
        do {
            pid = try spawn(arguments, environment: environment, actions: &actions)
        } catch {
            close(output[0])
            close(output[1])
            throw error
        }
        close(output[1])
        var firstLine: TimeInterval?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(output[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            if firstLine == nil, buffer[0..<count].contains(UInt8(ascii: "\n")) {
                firstLine = TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
        }
        close(output[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func time(_ value: timeval) -> TimeInterval { TimeInterval(value.tv_sec) + TimeInterval(value.tv_usec) / 1e6 }
        let measured = Measured(
            exitStatus: (status >> 8) & 0xff, seconds: seconds, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime),
            peakMegabytes: Double(usage.ru_maxrss) / 1024)
        return (measured, firstLine)
    }

    @discardableResult
    static func run(_ arguments: [String], environment: [String: String], onTerminal: Bool) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var master: Int32 = -1
        var slave: Int32 = -1
        if onTerminal {
            var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0 else {
                throw Failure(description: "cannot open a pseudo-terminal")
            }
            for descriptor: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_adddup2(&actions, slave, descriptor)
            }
            posix_spawn_file_actions_addclose(&actions, master)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        if master >= 0 {
            // Drain what the program paints so it never blocks on a full terminal buffer; the reader closes
            // the master once the program has gone and the terminal reads as ended.
            let drained = master
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while read(drained, &buffer, buffer.count) > 0 {}
                close(drained)
            }
        }
        let pid: pid_t
        do {
            pid = try spawn(arguments, environment: environment, actions: &actions)
        } catch {
            if slave >= 0 { close(slave) }
            throw error
        }
        if slave >= 0 { close(slave) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    /// Starts a program that reads `stdin` and writes `stdout` (descriptors of this process), with this
    /// process's environment and no stderr; the caller waits for it.
    static func start(_ arguments: [String], stdin: Int32, stdout: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        return try spawn(arguments, environment: nil, actions: &actions)
    }

    /// posix_spawnp with an empty signal mask and every signal at its default disposition, as a shell starts a
    /// program: the calling thread may block signals (Dispatch and Swift concurrency threads block nearly all,
    /// SIGTERM included), and a child would otherwise keep that mask for life.
    private static func spawn(
        _ arguments: [String], environment: [String: String]?, actions: inout posix_spawn_file_actions_t
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var cArguments = arguments.map { strdup($0) } + [nil]
        var cEnvironment = (environment ?? [:]).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned =
            environment == nil
            ? posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
            : posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw Failure(description: "cannot start \(arguments[0]) (error \(spawned))") }
        return pid
    }
}
