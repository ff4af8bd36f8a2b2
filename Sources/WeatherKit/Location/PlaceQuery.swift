import Foundation

/// A place name as typed, split into the name and an optional country: `"Paris, FR"`, `"Springfield, US"`.
public struct PlaceQuery: Sendable, Equatable {
    public var name: String
    /// ISO 3166-1 alpha-2, upper case.
    public var countryCode: String?
    public var language: String?

    public init(name: String, countryCode: String? = nil, language: String? = nil) {
        self.name = name
        self.countryCode = countryCode
        self.language = language
    }

    /// Reads `"Paris, FR"` as Paris in France; a last part that is not two letters stays part of the name.
    public init(parsing text: String, language: String? = nil) {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count >= 2, let last = parts.last, last.count == 2, last.allSatisfy(\.isLetter) {
            self.init(name: parts.dropLast().joined(separator: ", "), countryCode: last.uppercased(), language: language)
        } else {
            self.init(name: text.trimmingCharacters(in: .whitespaces), language: language)
        }
    }
}
