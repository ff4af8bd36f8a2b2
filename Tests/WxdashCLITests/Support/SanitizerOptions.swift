import Foundation

/// The sanitizer settings of `make test-sanitize`, handed on to every wxdash a test starts
/// (the tests otherwise give it a clean environment).
enum SanitizerOptions {
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"].contains($0.key) }
    }

    /// The same, reporting on stderr rather than into a folder.
    static var withoutLogPath: [String: String] {
        environment.mapValues { options in
            options.split(separator: ":").filter { !$0.hasPrefix("log_path=") }.joined(separator: ":")
        }
    }
}
