#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Removes secrets from text before it is shown or logged: every known key, and whatever follows `appid=`.
public struct Redactor: Sendable {
    public static let placeholder = "<redacted>"
    private let secrets: [String]

    public init(secrets: [String] = []) {
        self.secrets = secrets.filter { $0.count >= 4 }
    }

    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets {
            result = result.replacing(secret, with: Redactor.placeholder)
        }
        for parameter in ["appid=", "apikey=", "api_key=", "token="] {
            result = Redactor.blankValues(after: parameter, in: result)
        }
        return result
    }

    private static func blankValues(after parameter: String, in text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let range = Redactor.caseInsensitiveRange(of: parameter, in: rest) {
            output += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let valueEnd = rest.firstIndex { "&# \"'\n".contains($0) } ?? rest.endIndex
            if valueEnd != rest.startIndex { output += placeholder }
            rest = rest[valueEnd...]
        }
        return output + rest
    }

    /// Where `word` (ASCII) first appears in `text`, whatever the case of its letters.
    private static func caseInsensitiveRange(of word: String, in text: Substring) -> Range<Substring.Index>? {
        let wanted = Array(word.lowercased().utf8)
        guard !wanted.isEmpty else { return nil }
        var start = text.startIndex
        while start < text.endIndex {
            var index = start
            var matched = 0
            while matched < wanted.count, index < text.endIndex, let ascii = text[index].asciiValue,
                (ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii) == wanted[matched]
            {
                matched += 1
                index = text.index(after: index)
            }
            if matched == wanted.count { return start..<index }
            start = text.index(after: start)
        }
        return nil
    }
}
