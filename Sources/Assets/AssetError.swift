/// Why wxdash's run-time files could not be loaded, naming the file and what to do about it.
public enum AssetError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingFile(path: String)
    case unreadableFile(path: String, reason: String)
    case invalidFile(path: String, line: Int?, problem: String)
    case noFonts(directory: String)

    public var description: String {
        switch self {
        case .missingFile(let path):
            "\(path) is missing. \(AssetError.remedy)"
        case .unreadableFile(let path, let reason):
            "\(path) cannot be read (\(reason)). Check its permissions, or \(AssetError.remedy.lowercasedFirst)"
        case .invalidFile(let path, let line, let problem):
            "\(path)\(line.map { ", line \($0)" } ?? ""): \(problem). Fix the file, or \(AssetError.remedy.lowercasedFirst)"
        case .noFonts(let directory):
            "\(directory) holds no big-digit fonts (*.txt). \(AssetError.remedy)"
        }
    }

    private static let remedy =
        "Reinstall wxdash's assets with “make install”, or set WXDASH_ASSETS to a folder that holds glyphs/ and fonts/."
}

extension String {
    fileprivate var lowercasedFirst: String {
        prefix(1).lowercased() + dropFirst()
    }
}
