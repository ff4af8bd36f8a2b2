import Foundation

/// The repository's `Assets/` folder: `Tests/DashboardTests/<file>.swift` → package root → `Assets`.
enum RepositoryAssets {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Assets", isDirectory: true)

    static func text(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }
}
