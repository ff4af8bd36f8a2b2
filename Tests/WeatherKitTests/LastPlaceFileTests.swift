import Foundation
import Testing
import WeatherKit

/// `last-place.json`: the place last shown, kept privately and read back.
@Suite struct LastPlaceFileTests {
    @Test func aPlaceSavedIsReadBackAndNoFileIsNoPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-last-place-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = LastPlaceFile(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path])
        #expect(file.path == folder.appendingPathComponent("wxdash/last-place.json").path)
        #expect(file.load() == nil)
        let place = Place.coordinates(latitude: 27.7, longitude: 85.3)
        try file.save(place)
        #expect(file.load() == place)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
