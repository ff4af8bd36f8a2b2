extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line breaks: `trimmingCharacters(in: .whitespacesAndNewlines)`
    /// without Foundation's NSString, which brings ICU into the binary.
    var trimmedWhitespace: String {
        let isBlank: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
