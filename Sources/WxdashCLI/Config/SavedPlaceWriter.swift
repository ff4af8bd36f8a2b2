import ConfigFormat
import Drawing
import Foundation
import ScreenText
import Translation
import WeatherKit

/// `wxdash locate NAME --save`: adds a place to the config file as a `[[places]]` table at its end,
/// leaving every other line (and the file's permissions) as they were.
struct SavedPlaceWriter {
    enum Outcome: Equatable {
        case saved(position: Int)
        case alreadySaved(position: Int)
        /// Another place is saved under the same name.
        case nameTaken(position: Int)
    }

    struct WriteFailed: Error, CustomStringConvertible {
        let path: String
        var description: String { "cannot write \(path): check that the folder and file are writable." }
    }

    let path: String
    let existing: [SavedPlace]

    static let header = "# wxdash config. 'wxdash config init' writes a commented one with every setting.\n"

    func save(_ place: Place, label: String) throws -> Outcome {
        if let index = existing.firstIndex(where: { Self.isNear($0, place) }) {
            return .alreadySaved(position: index + 1)
        }
        if let index = existing.firstIndex(where: { $0.name == label }) {
            return .nameTaken(position: index + 1)
        }
        let original = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        let separator = original.map { $0.isEmpty || $0.hasSuffix("\n") ? "\n" : "\n\n" } ?? ""
        let table = separator + Self.table(for: place, label: label)
        // The file as it will be must still read as a config: never leave a person a broken file.
        _ = try ConfigDocument.parse((original ?? Self.header) + table, path: path)
        do {
            if original == nil {
                try PrivateFile.makeFolder((path as NSString).deletingLastPathComponent)
                guard
                    FileManager.default.createFile(
                        atPath: path, contents: Data((Self.header + table).utf8), attributes: [.posixPermissions: 0o600]
                    )
                else {
                    throw WriteFailed(path: path)
                }
            } else {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(table.utf8))
            }
        } catch {
            throw WriteFailed(path: path)
        }
        return .saved(position: existing.count + 1)
    }

    /// The place's name, coordinates and what alerts need of it (country, region, zone), where the geocoder said.
    static func table(for place: Place, label: String) -> String {
        var table =
            "[[places]]\nname = \(ConfigValue.quoted(label))\n"
            + String(printf: "lat = %.4f\nlon = %.4f\n", place.latitude, place.longitude)
        if let code = place.countryCode, code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
            table += "country = \(ConfigValue.quoted(code.uppercased()))\n"
        }
        if let region = place.region.map(TerminalText.sanitized), !region.isEmpty, region.count <= 200 {
            table += "region = \(ConfigValue.quoted(region))\n"
        }
        if let zone = place.timeZoneIdentifier, TimeZoneIdentifier.isValid(zone) {
            table += "zone = \(ConfigValue.quoted(zone))\n"
        }
        return table
    }

    /// Within about a kilometre: the same place saved under another name.
    static func isNear(_ saved: SavedPlace, _ place: Place) -> Bool {
        guard let latitude = saved.latitude, let longitude = saved.longitude else { return false }
        return abs(latitude - place.latitude) < 0.01 && abs(longitude - place.longitude) < 0.01
    }
}
