import Foundation

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
            result = result.replacingOccurrences(of: secret, with: Redactor.placeholder)
        }
        for parameter in ["appid=", "apikey=", "api_key=", "token="] {
            result = Redactor.blankValues(after: parameter, in: result)
        }
        return result
    }

    private static func blankValues(after parameter: String, in text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let range = rest.range(of: parameter, options: .caseInsensitive) {
            output += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let valueEnd = rest.firstIndex { "&# \"'\n".contains($0) } ?? rest.endIndex
            if valueEnd != rest.startIndex { output += placeholder }
            rest = rest[valueEnd...]
        }
        return output + rest
    }
}
