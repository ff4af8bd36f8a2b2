import Foundation
import Testing

@testable import Translation

/// Every language file has every message, in every plural form its language needs, with the same placeholders as
/// English: a missing key fails here, not on someone's wall.
struct CatalogCompletenessTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    static func catalog(_ language: UILanguage) throws -> MessageCatalog {
        let url = assets.appendingPathComponent("locales/\(language.rawValue).txt")
        return try MessageCatalog(parsing: String(contentsOf: url, encoding: .utf8))
    }

    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    @Test func theBuiltInEnglishIsTheEnglishFileAndHasEveryKey() throws {
        let file = try Self.catalog(.english)
        #expect(file == EnglishCatalog.catalog, "run Scripts/make_messages.py after editing Assets/locales/en.txt")
        #expect(Set(MessageKey.allCases.map(\.rawValue)) == file.keys)
    }

    @Test(arguments: UILanguage.translated.filter { $0 != .english })
    func everyLanguageHasEveryMessageWithItsPlaceholders(_ language: UILanguage) throws {
        let english = EnglishCatalog.catalog
        let catalog = try Self.catalog(language)
        #expect(
            catalog.keys.subtracting(english.keys).isEmpty,
            "keys English does not have: \(catalog.keys.subtracting(english.keys).sorted())")
        for (key, text) in english.texts {
            guard let translated = catalog.texts[key] else {
                Issue.record("\(language.rawValue).txt lacks \(key)")
                continue
            }
            #expect(
                Self.placeholders(translated) == Self.placeholders(text),
                "\(language.rawValue).txt: \(key) = \(translated)")
            #expect(!translated.isEmpty, "\(language.rawValue).txt: \(key) is empty")
        }
        for (key, forms) in english.plurals {
            let translated = catalog.plurals[key] ?? [:]
            for category in PluralRule.categories(of: language) {
                guard let form = translated[category] else {
                    Issue.record("\(language.rawValue).txt lacks \(key).\(category.rawValue)")
                    continue
                }
                let allowed = Self.placeholders(forms[.other] ?? "").union(["n"])
                #expect(
                    Self.placeholders(form).isSubset(of: allowed),
                    "\(language.rawValue).txt: \(key).\(category.rawValue)")
            }
        }
    }

    @Test(arguments: UILanguage.allCases)
    func everyLanguageLoadsFromTheAssets(_ language: UILanguage) throws {
        let loaded = try Language.load(language, assets: Self.assets)
        #expect(loaded.ui == language)
        #expect(!loaded.text(.pageNow).isEmpty)
    }
}
