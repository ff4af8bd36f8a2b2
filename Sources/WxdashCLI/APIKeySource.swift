import Foundation
import WeatherKit

/// Finds the OpenWeatherMap key without it ever appearing on a command line:
/// a key file given with `--api-key-file`, else `OPENWEATHERMAP_API_KEY`.
struct APIKeySource {
    static let environmentVariable = "OPENWEATHERMAP_API_KEY"

    enum Failure: Error, Equatable {
        case unreadable(path: String)
        case readableByOthers(path: String, mode: String)
        case empty(path: String)

        var message: String {
            switch self {
            case .unreadable(let path):
                "Cannot read the API key file \(path): check that it exists and that you can read it."
            case .readableByOthers(let path, let mode):
                "The API key file \(path) can be read by other users (mode \(mode)): run 'chmod 600 \(path)'."
            case .empty(let path):
                "The API key file \(path) is empty: put your OpenWeatherMap key on its first line."
            }
        }
    }

    var keyFile: String?
    var environment: [String: String]

    func key() throws(Failure) -> String? {
        if let keyFile { return try Self.read(keyFile) }
        let fromEnvironment = environment[Self.environmentVariable]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return fromEnvironment.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func read(_ path: String) throws(Failure) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let permissions = attributes[.posixPermissions] as? NSNumber
        else { throw .unreadable(path: path) }
        let mode = permissions.intValue
        if mode & 0o077 != 0 {
            throw .readableByOthers(path: path, mode: String(mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path)
        }
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let key = firstLine.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { throw .empty(path: path) }
        return key
    }
}
