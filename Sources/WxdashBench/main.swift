import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let binary =
    CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? root.appendingPathComponent(".build/release/wxdash")
do {
    try await Benchmarks(root: root, binary: binary).run()
} catch {
    FileHandle.standardError.write(Data("wxdash-bench: \(error)\n".utf8))
    exit(1)
}
