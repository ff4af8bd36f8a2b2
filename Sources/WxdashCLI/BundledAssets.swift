import Dashboard
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

    static func directory(environment: [String: String]) throws(Missing) -> URL {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let directory = AssetLibrary.locate(environment: environment, executablePath: executable) else {
            throw Missing()
        }
        return directory
    }
}
