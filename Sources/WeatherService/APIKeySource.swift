import Foundation
import WeatherKit

/// Finds the OpenWeatherMap key without it ever appearing on a command line:
/// a key file given with `--api-key-file`, else `OPENWEATHERMAP_API_KEY`.
public struct APIKeySource {
    public static let environmentVariable = "OPENWEATHERMAP_API_KEY"

    public enum Failure: Error, Equatable {
        case unreadable(path: String)
        case readableByOthers(path: String, mode: String)
        case empty(path: String)
        case directory(path: String)
        case notARegularFile(path: String)

        public var message: String {
            switch self {
            case .unreadable(let path):
                "Cannot read the API key file \(path): check that it exists and that you can read it."
            case .readableByOthers(let path, let mode):
                "The API key file \(path) can be read by other users (mode \(mode)): run 'chmod 600 \(path)'."
            case .empty(let path):
                "The API key file \(path) is empty: put your OpenWeatherMap key on its first line."
            case .directory(let path):
                "The API key file \(path) is a directory: pass the file that holds your OpenWeatherMap key (the key on its first line, mode 600), not its folder."
            case .notARegularFile(let path):
                "The API key file \(path) is not a regular file (a FIFO, device or socket is there): put your OpenWeatherMap key in an ordinary file (mode 600) and pass that."
            }
        }
    }

    public var keyFile: String?
    public var environment: [String: String]

    public init(keyFile: String?, environment: [String: String]) {
        self.keyFile = keyFile
        self.environment = environment
    }

    public func key() throws(Failure) -> String? {
        if let keyFile { return try Self.read(keyFile) }
        let fromEnvironment = environment[Self.environmentVariable]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return fromEnvironment.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Opens without waiting (O_NONBLOCK: a FIFO would block), then checks what was opened: only a regular
    /// file that no one else can read is taken.
    private static func read(_ path: String) throws(Failure) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory(path: path)
        default: throw .notARegularFile(path: path)
        }
        let mode = Int(status.st_mode & 0o777)
        if mode & 0o077 != 0 {
            throw .readableByOthers(path: path, mode: String(mode, radix: 8))
        }
        // A key is one short line: 64 KB is plenty and bounds what a wrong path can make us read.
        let data: Data
        do { data = try handle.read(upToCount: 64 * 1024) ?? Data() } catch { throw .unreadable(path: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(path: path) }
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let key = firstLine.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { throw .empty(path: path) }
        return key
    }
}
