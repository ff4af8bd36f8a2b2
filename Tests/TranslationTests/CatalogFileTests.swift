import Foundation
import Testing

@testable import Translation

/// A catalog file under `WXDASH_ASSETS` is read with care: one far larger than any catalog is refused before it is
/// read whole, and one that cannot be used is read (and found wanting) once a process.
struct CatalogFileTests {
    static func assets(_ name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-catalog-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("locales"), withIntermediateDirectories: true)
        return root
    }

    @Test func aCatalogOfTensOfMegabytesIsRefusedByName() throws {
        let root = try Self.assets("large")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("locales/de.txt")
        // Valid lines all the way: without the cap it would be parsed (28 MB took 8 s and 344 MB).
        let line = Data("pageNow = \"Jetzt\"\n".utf8)
        var text = Data()
        text.reserveCapacity(28 * 1_000_000)
        while text.count < 28 * 1_000_000 { text.append(line) }
        try text.write(to: file)
        #expect(throws: LanguageError.tooLarge(path: file.path)) { try Language.load(.german, assets: root) }
        let error = LanguageError.tooLarge(path: file.path).description
        #expect(
            error.contains(file.path) && error.contains("larger than 1 MB") && error.contains("WXDASH_ASSETS")
                && error.contains("--ui-lang"), "\(error)")
    }

    @Test func aCatalogJustUnderTheCapIsRead() throws {
        let root = try Self.assets("fits")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("locales/fi.txt")
        let padding = String(repeating: "# padding\n", count: (Language.maximumCatalogBytes - 100) / 10)
        try (padding + "pageNow = \"Nyt\"\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try Language.load(.finnish, assets: root).ui == .finnish)
    }

    @Test func anInvalidCatalogIsReadOnceAndFailsTheSameWayAfter() throws {
        let root = try Self.assets("invalid")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("locales/nl.txt")
        try "this is not a catalog\n".write(to: file, atomically: true, encoding: .utf8)
        let first = #expect(throws: LanguageError.self) { try Language.load(.dutch, assets: root) }
        // Mended meanwhile: the process keeps the answer it had (what it said stays true for the whole run).
        try "pageNow = \"Nu\"\n".write(to: file, atomically: true, encoding: .utf8)
        let second = #expect(throws: LanguageError.self) { try Language.load(.dutch, assets: root) }
        #expect(first == second)
        if case .invalid(let path, _)? = first {
            #expect(path == file.path)
        } else {
            Issue.record("\(String(describing: first))")
        }
    }
}
