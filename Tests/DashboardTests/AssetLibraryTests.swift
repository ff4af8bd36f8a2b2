import Foundation
import Testing

@testable import Dashboard

@Suite struct AssetLibraryTests {
    /// A fresh folder under the system's temporary directory, removed by `remove()`.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("wxdash-assets-\(UUID().uuidString)", isDirectory: true)
            .resolvingSymlinksInPath()

        func folder(_ path: String) throws -> URL {
            let url = root.appendingPathComponent(path, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        func file(_ path: String, _ text: String = "") throws -> URL {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func loadsTheRepositoryAssets() throws {
        let library = try AssetLibrary.load(from: RepositoryAssets.directory)
        for set in IconSet.allCases {
            #expect(library.glyphs(set).name == "\(set.rawValue).txt")
        }
        #expect(IconSet.default == .unicode)
        #expect(library.sampleForecastURL.lastPathComponent == "forecast.json")
    }

    @Test func theEnvironmentWins() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let installed = try scratch.folder("usr/share/wxdash/glyphs")
        let executable = try scratch.file("usr/bin/wxdash")
        let located = AssetLibrary.locate(
            environment: ["WXDASH_ASSETS": "/opt/my-assets/"], executablePath: executable.path)
        #expect(located?.path == "/opt/my-assets")
        #expect(
            AssetLibrary.locate(environment: ["WXDASH_ASSETS": ""], executablePath: executable.path)?.path
                == installed.deletingLastPathComponent().path)
    }

    @Test func findsTheInstalledLayout() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let share = try scratch.folder("prefix/share/wxdash/glyphs").deletingLastPathComponent()
        let executable = try scratch.file("prefix/bin/wxdash")
        #expect(AssetLibrary.locate(environment: [:], executablePath: executable.path)?.path == share.path)
    }

    @Test func findsTheDevelopmentLayout() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let assets = try scratch.folder("checkout/Assets/glyphs").deletingLastPathComponent()
        let executable = try scratch.file("checkout/.build/x86_64-unknown-linux-gnu/debug/wxdash")
        #expect(AssetLibrary.locate(environment: [:], executablePath: executable.path)?.path == assets.path)
    }

    @Test func followsASymlinkedExecutableToItsCheckout() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let assets = try scratch.folder("checkout/Assets/glyphs").deletingLastPathComponent()
        let executable = try scratch.file("checkout/.build/release/wxdash")
        let link = try scratch.folder("home/bin").appendingPathComponent("wxdash")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)
        #expect(AssetLibrary.locate(environment: [:], executablePath: link.path)?.path == assets.path)
    }

    @Test func findsNothingElsewhere() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let executable = try scratch.file("prefix/bin/wxdash")
        _ = try scratch.folder("prefix/share/wxdash")  // no glyphs/ inside
        _ = try scratch.folder("prefix/Assets")  // no glyphs/ inside
        #expect(AssetLibrary.locate(environment: ["HOME": scratch.root.path], executablePath: executable.path) == nil)
    }

    @Test func loadingErrorsNameTheFileAndWhatToDo() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let root = scratch.root
        for set in IconSet.allCases {
            _ = try scratch.file("glyphs/\(set.rawValue).txt", RepositoryAssets.text("glyphs/\(set.rawValue).txt"))
        }
        #expect(throws: AssetError.missingFile(path: root.appendingPathComponent("fonts").path)) {
            _ = try AssetLibrary.load(from: root)
        }

        _ = try scratch.folder("fonts")
        #expect(throws: AssetError.noFonts(directory: root.appendingPathComponent("fonts").path)) {
            _ = try AssetLibrary.load(from: root)
        }

        let font = try scratch.file("fonts/big-1.txt", "height 1\n[0]\n0\n")
        do {
            _ = try AssetLibrary.load(from: root)
            Issue.record("a font without most characters loaded")
        } catch let error as AssetError {
            guard case .invalidFile(let path, nil, let problem) = error else { throw error }
            #expect(path == font.path)
            #expect(problem.contains("no section for [1]"))
            #expect(error.description.contains("make install"))
            #expect(error.description.contains("WXDASH_ASSETS"))
        }

        try FileManager.default.removeItem(at: font)
        _ = try scratch.file("fonts/big-5.txt", RepositoryAssets.text("fonts/big-5.txt"))
        let unicode = try scratch.file("glyphs/unicode.txt", "height 1\n[clear]\nx\n")
        #expect(
            throws: AssetError.invalidFile(
                path: unicode.path, line: 2,
                problem: "[clear] has no symbol; write the one for table rows after the bracket, e.g. “[clear] *”")
        ) {
            _ = try AssetLibrary.load(from: root)
        }

        try FileManager.default.removeItem(at: unicode)
        #expect(throws: AssetError.missingFile(path: unicode.path)) {
            _ = try AssetLibrary.load(from: root)
        }
        #expect(
            AssetError.missingFile(path: unicode.path).description.hasPrefix("\(unicode.path) is missing. Reinstall"))
    }

    @Test func loadsTheSampleForecast() throws {
        let library = try AssetLibrary.load(from: RepositoryAssets.directory)
        let document = try library.loadSampleForecast()
        #expect(document.forecast.location.name == "Berlin")
        #expect(document.forecast.hourly.count >= 24)
    }
}
