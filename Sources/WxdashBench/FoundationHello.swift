import Foundation

/// A program that prints one line with Foundation, built dynamically with this toolchain's swiftc: the least a
/// Swift command can cost to start on this machine today, measured in the same run as wxdash.
struct FoundationHello {
    let folder: URL
    var binary: URL { folder.appendingPathComponent("hello") }

    static func build() throws -> FoundationHello {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-bench-hello-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let hello = FoundationHello(folder: folder)
        let source = folder.appendingPathComponent("hello.swift")
        try Data("import Foundation\nprint(\"hello \\(Date().timeIntervalSince1970 > 0)\")\n".utf8).write(to: source)
        let status = try ChildProcess.run(
            ["swiftc", "-O", source.path, "-o", hello.binary.path], environment: ProcessInfo.processInfo.environment,
            onTerminal: false)
        guard status == 0 else {
            hello.remove()
            throw ChildProcess.Failure(description: "swiftc could not build the hello (status \(status))")
        }
        return hello
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
