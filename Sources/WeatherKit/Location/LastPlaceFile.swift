import Foundation

/// `$XDG_STATE_HOME/wxdash/last-place.json`: the place last shown, used when no place is given and IP location is off
/// or fails, and to find a cached forecast for it.
public struct LastPlaceFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(environment: [String: String]) {
        self.init(path: XDGDirectory.state.path(of: "last-place.json", environment: environment))
    }

    /// The place last remembered; nil when there is none or the file cannot be read.
    public func load() -> Place? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(Place.self, from: data)
    }

    /// Remembers `place` (a private file, replaced in one step).
    public func save(_ place: Place) throws {
        try PrivateFile.write(try JSONEncoder().encode(place), to: path)
    }
}
