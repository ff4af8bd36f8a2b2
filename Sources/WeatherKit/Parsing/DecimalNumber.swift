/// A number as people write one in a flag or a config file: `52.52`, `-33.9`, `+10`, `.5`, `1e1`. Swift's
/// `Double(_:)` also takes `0x10`, `0x1p4`, `inf` and `nan`, which are no latitude or timeout.
public enum DecimalNumber {
    public static func parse(_ text: String) -> Double? {
        var sawDigit = false
        var sawPoint = false
        var sawExponent = false
        var previous: Character?
        for character in text {
            switch character {
            case "0"..."9": sawDigit = true
            case ".":
                guard !sawPoint, !sawExponent else { return nil }
                sawPoint = true
            case "e", "E":
                guard sawDigit, !sawExponent else { return nil }
                sawExponent = true
            case "+", "-": guard previous == nil || previous == "e" || previous == "E" else { return nil }
            default: return nil
            }
            previous = character
        }
        guard sawDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
