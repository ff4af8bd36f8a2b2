import Foundation

/// `../shared/fixtures/recorded/rainviewer` next to the package; nil when this checkout has none.
enum RecordedRainViewer {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var directory: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/recorded/rainviewer")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static func file(_ name: String) throws -> Data {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
