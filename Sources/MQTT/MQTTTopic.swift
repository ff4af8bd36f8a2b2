import Foundation
import ScreenText
import Translation

/// Topic names: a place's label as one safe level (`Vilnius` → `vilnius`, `São Paulo, BR` → `sao-paulo-br`), and the
/// topics wxdash publishes under a prefix.
public enum MQTTTopic {
    /// `label` as one topic level: lower-case ASCII letters and digits, runs of anything else as one `-`, at most 64
    /// characters; `place` when nothing is left. Never `+`, `#`, `/` or a control character.
    public static func slug(_ label: String) -> String {
        let folded = NameFolding.folded(label)
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(lowercased(scalar))
            } else {
                pendingDash = true
            }
            if slug.count >= 64 { break }
        }
        return slug.isEmpty ? "place" : String(slug.prefix(64))
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    /// Levels of letters, digits, `-`, `_` and `.` only, none empty: what a prefix may be.
    public static func isPlainPrefix(_ prefix: String) -> Bool {
        guard !prefix.isEmpty, prefix.utf8.count <= 200 else { return false }
        return prefix.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { level in
            !level.isEmpty
                && level.unicodeScalars.allSatisfy {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
                }
        }
    }

    /// A topic a person wrote in the config (a sensor's): printable, no wildcards, no NUL, at most 512 bytes.
    public static func isSubscribable(_ topic: String) -> Bool {
        !topic.isEmpty && topic.utf8.count <= 512 && !topic.contains("+") && !topic.contains("#")
            && !topic.unicodeScalars.contains { TerminalText.isUnsafe($0) || $0.value < 0x20 }
    }

    public static func availability(prefix: String) -> String { "\(prefix)/status" }
    public static func forecast(prefix: String, place: String) -> String { "\(prefix)/\(place)/forecast" }
    public static func alerts(prefix: String, place: String) -> String { "\(prefix)/\(place)/alerts" }
    public static func airQuality(prefix: String, place: String) -> String { "\(prefix)/\(place)/air_quality" }
    public static func status(prefix: String, place: String) -> String { "\(prefix)/\(place)/status" }
    /// The list of places the publisher serves, in its order (so a subscriber knows the first).
    public static func places(prefix: String) -> String { "\(prefix)/places" }
}
