import Foundation
import Testing
import WeatherKit

@testable import WxdashCLI

@Suite struct SavedPlaceWriterTests {
    static let tokyo = Place(
        name: "Tokyo", region: "Tokyo", country: "Japan", countryCode: "JP", latitude: 35.6895, longitude: 139.69171)

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFirstPlaceMakesAPrivateFileThatReadsBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("wxdash/config.toml").path
        #expect(try SavedPlaceWriter(path: path, existing: []).save(Self.tokyo, label: "Tokyo") == .saved(position: 1))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let sources = try ConfigSources.load(environment: ["WXDASH_CONFIG": path])
        // What alerts need is kept with it: the geocoder's country and region (and zone, when it says one).
        #expect(
            sources.savedPlaces == [
                SavedPlace(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, countryCode: "JP", region: "Tokyo")
            ])
    }

    @Test func appendsToAFileLeavingEveryLineAndTheModeAsTheyWere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("config.toml").path
        let original = "# mine\nunits = \"metric\"\n\n[[places]]\nname = \"Home\"\ncity = \"Kathmandu\""
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(original.utf8), attributes: [.posixPermissions: 0o640]))
        let existing = try ConfigSources.load(environment: ["WXDASH_CONFIG": path]).savedPlaces
        #expect(
            try SavedPlaceWriter(path: path, existing: existing).save(
                Self.tokyo, label: "Work \"east\" \\ office\u{1B}[2J") == .saved(position: 2))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(original + "\n\n[[places]]\n"), "\(text)")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        let places = try ConfigSources.load(environment: ["WXDASH_CONFIG": path]).savedPlaces
        #expect(places.map(\.name) == ["Home", "Work \"east\" \\ office"])
    }

    @Test func theSamePlaceOrNameIsNotSavedTwice() throws {
        let saved = [
            SavedPlace(name: "Home", city: "Kathmandu"),
            SavedPlace(name: "Flat", latitude: 35.69, longitude: 139.69)
        ]
        let writer = SavedPlaceWriter(path: "/nonexistent/never/written.toml", existing: saved)
        #expect(try writer.save(Self.tokyo, label: "Tokyo") == .alreadySaved(position: 2), "within a kilometre")
        #expect(
            try writer.save(Place(name: "Elsewhere", latitude: 1, longitude: 2), label: "Home")
                == .nameTaken(position: 1))
    }

    @Test func anUnwritableFolderIsOneMessage() throws {
        let writer = SavedPlaceWriter(path: "/proc/wxdash/config.toml", existing: [])
        #expect(throws: SavedPlaceWriter.WriteFailed.self) { _ = try writer.save(Self.tokyo, label: "Tokyo") }
    }
}
