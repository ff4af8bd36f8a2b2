import Foundation

/// The project's own fixtures beside the tests, and the shared recorded responses when that folder exists.
enum FixtureFile {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(relativePath))
    }

    /// `../shared/fixtures/recorded` next to the package; nil when this checkout has none.
    static var recordedDirectory: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/recorded")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static func recordedFiles(in folder: String) -> [URL] {
        guard let directory = recordedDirectory?.appendingPathComponent(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
    }
}
