import Assets
import BaseMap
import DisplayOptions
import Foundation

/// The glyphs, fonts and sample data installed beside the binary (or in the source tree).
enum BundledAssets {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "cannot find wxdash's glyphs and fonts: run 'make install', or set WXDASH_ASSETS to the Assets folder of the source tree."
        }
    }

    static func load(environment: [String: String]) throws -> AssetLibrary {
        try AssetLibrary.load(from: directory(environment: environment))
    }

    /// The symbols of `set` for a command's output; nil for the default set (its one-column Unicode symbols are
    /// built in) or when the file cannot be read.
    static func glyphs(_ set: IconSet, environment: [String: String]) -> GlyphSet? {
        guard set != .unicode, let directory = try? directory(environment: environment) else { return nil }
        return try? AssetLibrary.glyphs(set, from: directory)
    }

    /// The coastlines and borders under the radar; nil when the assets have no `basemap.bin` (the radar is drawn
    /// without a map), an error naming the file when it is damaged.
    static func baseMap(environment: [String: String]) throws -> BaseMap? {
        try BaseMap.load(fromAssets: directory(environment: environment))
    }

    static func directory(environment: [String: String]) throws(Missing) -> URL {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let directory = AssetLibrary.locate(environment: environment, executablePath: executable) else {
            throw Missing()
        }
        return directory
    }
}
