/// Text from a provider made safe to print on a terminal: no escape sequences, no control characters,
/// no bidi overrides or invisible characters that could disguise what is shown.
public enum TerminalText {
    public static func sanitized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D:
                result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
