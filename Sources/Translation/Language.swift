import Locking

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The words the interface speaks in, and how it writes numbers: one language's catalog over English's, so a key a
/// translation lacks still reads (in English) rather than as its key.
public struct Language: Sendable, Equatable {
    public let ui: UILanguage
    private let catalog: MessageCatalog

    public static let english = Language(ui: .english, catalog: EnglishCatalog.catalog)

    /// `catalog` over English; for the pseudo-language, English stretched and accented.
    public init(ui: UILanguage, catalog: MessageCatalog) {
        self.ui = ui
        self.catalog = ui == .pseudo ? PseudoTranslation.catalog(from: EnglishCatalog.catalog) : catalog
    }

    /// The catalog `Assets/locales/<code>.txt` under `assets`; English and the pseudo-language need no file.
    /// Read once a process, a failure too: the dashboard asks for each place's fetcher, its clock and its feed.
    public static func load(_ ui: UILanguage, assets: URL) throws(LanguageError) -> Language {
        if ui == .english || ui == .pseudo { return Language(ui: ui, catalog: EnglishCatalog.catalog) }
        let url = assets.appendingPathComponent("locales").appendingPathComponent("\(ui.rawValue).txt")
        if let loaded = loaded.withLock({ $0[url.path] }) { return try loaded.get() }
        let result = Result { () throws(LanguageError) in try read(ui, from: url) }
        loaded.withLock { $0[url.path] = result }
        return try result.get()
    }

    /// The catalogs read so far (or why not), by path.
    private static let loaded = Locked<[String: Result<Language, LanguageError>]>([:])

    /// The most a catalog file may hold: some forty times the longest translation, so a wrong or hostile
    /// `WXDASH_ASSETS` costs neither seconds nor hundreds of megabytes before it is refused.
    public static let maximumCatalogBytes = 1_000_000

    private static func read(_ ui: UILanguage, from url: URL) throws(LanguageError) -> Language {
        guard let bytes = SmallFile.contents(url.path, upTo: maximumCatalogBytes + 1) else {
            throw LanguageError.unreadable(path: url.path)
        }
        guard bytes.count <= maximumCatalogBytes else { throw LanguageError.tooLarge(path: url.path) }
        guard let source = String(validating: bytes, as: UTF8.self) else {
            throw LanguageError.unreadable(path: url.path)
        }
        do {
            return Language(ui: ui, catalog: try MessageCatalog(parsing: source))
        } catch {
            throw LanguageError.invalid(path: url.path, problem: error.description)
        }
    }

    /// The message `key` with each `{name}` replaced by `values[name]`.
    public func text(_ key: MessageKey, _ values: [String: String] = [:]) -> String {
        let template = catalog.texts[key.rawValue] ?? EnglishCatalog.catalog.texts[key.rawValue] ?? key.rawValue
        return Self.fill(template, values)
    }

    /// The form of the plural message `key` that `count` takes in this language, with `{n}` the count.
    public func count(_ key: MessageKey, _ count: Int, _ values: [String: String] = [:]) -> String {
        let category = PluralRule.category(of: count, in: ui)
        let forms = catalog.plurals[key.rawValue] ?? EnglishCatalog.catalog.plurals[key.rawValue] ?? [:]
        let template = forms[category] ?? forms[.other] ?? forms.values.first ?? key.rawValue
        var values = values
        values["n"] = values["n"] ?? String(count)
        return Self.fill(template, values)
    }

    /// `,` in the languages that write one and a half as `1,5`, `.` in English (CLDR).
    public var decimalSeparator: String { CLDRFacts.interface(ui).numbers.decimalSeparator }

    /// `number` with its thousands grouped as this language writes them (CLDR): `8,214` in English, `8.214` in
    /// German, `8 214` in French; Spanish and Polish group only from five digits.
    public func grouped(_ number: Int) -> String {
        CLDRFacts.interface(ui).numbers.grouped(number)
    }

    /// `text` with the decimal point of every number in it (a `.` between two digits) written as this language does:
    /// "1.5 mm" → "1,5 mm".
    public func decimals(_ text: String) -> String {
        guard decimalSeparator != ".", text.contains(".") else { return text }
        var result = ""
        var previous: Character?
        var characters = text.makeIterator()
        var pending: Character? = characters.next()
        while let character = pending {
            let next = characters.next()
            if character == ".", previous?.isASCIIDigit == true, next?.isASCIIDigit == true {
                result += decimalSeparator
            } else {
                result.append(character)
            }
            previous = character
            pending = next
        }
        return result
    }

    static func fill(_ template: String, _ values: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

public enum LanguageError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(path: String, problem: String)
    case tooLarge(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "cannot read the language file \(path): reinstall wxdash's assets with “make install”, or choose another language with --ui-lang."
        case .invalid(let path, let problem):
            "the language file \(path) is not valid (\(problem)): mend it, or choose another language with --ui-lang."
        case .tooLarge(let path):
            "the language file \(path) is larger than \(Language.maximumCatalogBytes / 1_000_000) MB, far more than any catalog holds: "
                + "point WXDASH_ASSETS at wxdash's own Assets folder (or reinstall them with “make install”), or choose another language with --ui-lang."
        }
    }
}
