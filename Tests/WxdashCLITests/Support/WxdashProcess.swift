import Foundation

/// Runs the built `wxdash` binary the way a person or a script would, with a clean environment.
struct WxdashProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        let beside = directory.appendingPathComponent("wxdash")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return FixturePaths.packageRoot.appendingPathComponent(".build/debug/wxdash")
    }

    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
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
        ]
        environment.merge(SanitizerOptions.environment) { $1 }
        environment.merge(extra) { $1 }
        // Files rather than pipes: nothing can block on a full pipe.
        let outFile = home.appendingPathComponent("stdout")
        let errFile = home.appendingPathComponent("stderr")
        let process = try SpawnedProcess([binary.path] + arguments, environment: environment, stdout: .file(outFile.path), stderr: .file(errFile.path))
        guard let status = process.wait(seconds: 120) else {
            process.end()
            throw WxdashProcessError.timedOut(arguments)
        }
        return Result(
            status: status,
            stdout: String(decoding: try Data(contentsOf: outFile), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errFile), as: UTF8.self))
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
