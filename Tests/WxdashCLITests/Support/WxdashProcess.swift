import Foundation

/// Runs the built `wxdash` binary the way a person or a script would, with a clean environment.
struct WxdashProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// From its start to its end as seen by the thread that waited for it.
        var seconds: Double = 0
    }

    static var binary: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        let beside = directory.appendingPathComponent("wxdash")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return FixturePaths.packageRoot.appendingPathComponent(".build/debug/wxdash")
    }

    /// Runs wxdash as an ordinary user, for permission tests: root reads and writes whatever it likes, so
    /// under root the process becomes `nobody` (65534) with setpriv; otherwise it runs as this user.
    static let unprivileged: [String] =
        geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []

    /// The user id `unprivileged` runs as, for making its files.
    static let unprivilegedUser: uid_t = geteuid() == 0 ? 65534 : geteuid()

    /// The clean environment `run` gives wxdash, with its files under `home`.
    static func environment(home: URL, arguments: [String], launcher: [String] = [], extra: [String: String] = [:])
        -> [String: String]
    {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": home.path,
            "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "no_proxy": "127.0.0.1,localhost",
            "NO_PROXY": "127.0.0.1,localhost",
            // The tests' own "now", unless a test names another: wxdash never runs on the hour the tests run at.
            "WXDASH_NOW": TestClock.pinned
        ]
        environment.merge(TestClock.machineClock) { $1 }
        // Official alerts would go to the real services; a test that wants them points --alerts-base at its server.
        if !arguments.contains("--alerts-base") { environment["WXDASH_NO_ALERTS"] = "1" }
        // The radar would go to RainViewer; a test that wants it points --radar-base at its server.
        if !arguments.contains("--radar-base") { environment["WXDASH_NO_RADAR"] = "1" }
        // Another user cannot write the sanitizer's report folder: its reports then go to stderr.
        environment.merge(launcher.isEmpty ? SanitizerOptions.environment : SanitizerOptions.withoutLogPath) { $1 }
        environment.merge(extra) { $1 }
        return environment
    }

    /// `launcher` goes before the binary (`unprivileged`, say). wxdash's clock starts at `TestClock.now` unless
    /// `environment` sets `WXDASH_NOW` (to another instant, or to "" for the machine's own clock).
    static func run(_ arguments: [String], environment extra: [String: String] = [:], launcher: [String] = [])
        async throws -> Result
    {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        if !launcher.isEmpty { chown(home.path, unprivilegedUser, gid_t(unprivilegedUser)) }
        let environment = Self.environment(home: home, arguments: arguments, launcher: launcher, extra: extra)
        // Files rather than pipes: nothing can block on a full pipe.
        let outFile = home.appendingPathComponent("stdout")
        let errFile = home.appendingPathComponent("stderr")
        let process = try SpawnedProcess(
            launcher + [binary.path] + arguments, environment: environment, stdout: .file(outFile.path),
            stderr: .file(errFile.path))
        let started = ContinuousClock.now
        let (ended, endedAt) = await process.ended(within: 120)
        guard let status = ended else {
            process.end()
            throw WxdashProcessError.timedOut(arguments)
        }
        return Result(
            status: status,
            stdout: String(decoding: try Data(contentsOf: outFile), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errFile), as: UTF8.self),
            seconds: Double((endedAt - started).components.attoseconds) / 1e18
                + Double((endedAt - started).components.seconds))
    }
}

enum WxdashProcessError: Error {
    case timedOut([String])
}

enum FixturePaths {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> URL {
        testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The WeatherKit tests' provider fixtures, shared rather than copied.
    static func providerFixture(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests/WeatherKitTests/Fixtures").appendingPathComponent(relativePath)
    }
}
