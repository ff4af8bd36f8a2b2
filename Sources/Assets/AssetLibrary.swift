import DisplayOptions
import Foundation
import WeatherKit

/// Every glyph set and big-digit font, loaded from an assets folder laid out like the repository's `Assets/`:
/// `glyphs/<icon set>.txt`, `fonts/*.txt`, `lettering/*.txt` and `sample/forecast.json`.
public struct AssetLibrary: Sendable {
    public let directory: URL
    /// Shortest first.
    public let fonts: [BigDigitFont]
    /// Block lettering for words on large screens, shortest first; empty when the folder is missing (words are
    /// then plain text).
    public let lettering: [BigDigitFont]
    /// Large condition art for wall-sized screens, shortest first; empty when the folder is missing.
    public let largeArt: [GlyphSet]
    private let ascii: GlyphSet
    private let unicode: GlyphSet
    private let emoji: GlyphSet
    private let nerd: GlyphSet

    public func glyphs(_ set: IconSet) -> GlyphSet {
        switch set {
        case .ascii: ascii
        case .unicode: unicode
        case .emoji: emoji
        case .nerd: nerd
        }
    }

    /// The tallest font no taller than `rows`, if any fits.
    public func font(fittingHeight rows: Int) -> BigDigitFont? {
        fonts.last { $0.height <= rows }
    }

    /// The demo data for `wxdash --demo`, in the `wxdash now --format json` format.
    public var sampleForecastURL: URL {
        directory.appendingPathComponent("sample/forecast.json")
    }

    public func loadSampleForecast() throws -> ForecastDocument {
        let url = sampleForecastURL
        let data = try AssetLibrary.read(url)
        do {
            return try ForecastDocument(json: data)
        } catch let error as ForecastDocument.ReadError {
            throw AssetError.invalidFile(path: url.path, line: nil, problem: error.description)
        }
    }

    public static func load(from directory: URL) throws -> AssetLibrary {
        func glyphSet(_ set: IconSet) throws -> GlyphSet { try glyphs(set, from: directory) }
        return AssetLibrary(
            directory: directory, fonts: try loadFonts(directory.appendingPathComponent("fonts")),
            lettering: try loadLettering(directory.appendingPathComponent("lettering")),
            largeArt: try loadLargeArt(directory.appendingPathComponent("art")),
            ascii: try glyphSet(.ascii), unicode: try glyphSet(.unicode), emoji: try glyphSet(.emoji),
            nerd: try glyphSet(.nerd))
    }

    /// One glyph set alone, for a command that prints symbols and draws no screen (`now`, `mood list`): the fonts
    /// and art the dashboard needs are not parsed.
    public static func glyphs(_ set: IconSet, from directory: URL) throws -> GlyphSet {
        let url = directory.appendingPathComponent("glyphs").appendingPathComponent("\(set.rawValue).txt")
        return try parse(url) { try GlyphSet.parse($0, name: "\(set.rawValue).txt") }
    }

    private static func loadLargeArt(_ folder: URL) throws -> [GlyphSet] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return try names.filter { $0.hasSuffix(".txt") }.sorted().map { name in
            try parse(folder.appendingPathComponent(name)) {
                try GlyphSet.parse($0, name: name, limit: GlyphSet.maximumLargeArt)
            }
        }.sorted { $0.artHeight < $1.artHeight }
    }

    private static func loadLettering(_ folder: URL) throws -> [BigDigitFont] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try loadFonts(folder)
    }

    private static func loadFonts(_ folder: URL) throws -> [BigDigitFont] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            guard FileManager.default.fileExists(atPath: folder.path) else {
                throw AssetError.missingFile(path: folder.path)
            }
            throw AssetError.unreadableFile(path: folder.path, reason: error.localizedDescription)
        }
        let fonts = try names.filter { $0.hasSuffix(".txt") }.sorted().map { name in
            try parse(folder.appendingPathComponent(name)) { try BigDigitFont.parse($0, name: name) }
        }
        guard !fonts.isEmpty else { throw AssetError.noFonts(directory: folder.path) }
        return fonts.sorted { $0.height < $1.height }
    }

    private static func parse<Value>(_ url: URL, _ parse: (String) throws -> Value) throws -> Value {
        let data = try read(url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw AssetError.invalidFile(path: url.path, line: nil, problem: "not UTF-8 text")
        }
        do {
            return try parse(text)
        } catch let error as AssetParseError {
            throw AssetError.invalidFile(path: url.path, line: error.line, problem: error.problem)
        }
    }

    private static func read(_ url: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else { throw AssetError.missingFile(path: url.path) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw AssetError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Where the assets are: `$WXDASH_ASSETS` when set (trusted as given); else `share/wxdash` beside the
    /// executable's `bin` folder, as `make install` lays it out; else the nearest folder above the executable
    /// holding `Assets/glyphs`, as in a development build (`.build/debug/wxdash`). Each layout is tried with the
    /// executable path as given and then with its symlinks resolved. Pass an absolute path (`/proc/self/exe`,
    /// `Bundle.main.executablePath`): a bare command name is taken relative to the current directory.
    public static func locate(environment: [String: String], executablePath: String) -> URL? {
        if let override = environment["WXDASH_ASSETS"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL
        }
        let given = URL(fileURLWithPath: executablePath).standardizedFileURL
        let resolved = given.resolvingSymlinksInPath()
        let folders = [given, resolved].map { $0.deletingLastPathComponent() }

        for folder in folders {
            let installed = folder.deletingLastPathComponent().appendingPathComponent("share/wxdash", isDirectory: true)
            if holdsGlyphs(installed) { return installed.standardizedFileURL }
        }
        for folder in folders {
            var current = folder.path
            while true {
                let assets = URL(fileURLWithPath: current, isDirectory: true).appendingPathComponent(
                    "Assets", isDirectory: true)
                if holdsGlyphs(assets) { return assets.standardizedFileURL }
                let parent = (current as NSString).deletingLastPathComponent
                if parent == current || parent.isEmpty { break }
                current = parent
            }
        }
        return nil
    }

    private static func holdsGlyphs(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("glyphs").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
