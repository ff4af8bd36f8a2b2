extension Int {
    /// The number in decimal with zeros in front up to `width` characters, the sign counted, as `%0Nd` writes it
    /// (`7` → `07`, `-7` to 4 → `-007`) — without `String(format:)`, which is slow enough to show in long lists.
    public func zeroPadded(to width: Int) -> String {
        let digits = String(magnitude)
        let sign = self < 0 ? "-" : ""
        let zeros = Swift.max(0, width - digits.count - sign.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }
}
