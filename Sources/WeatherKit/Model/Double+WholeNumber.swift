extension Double {
    /// Rounded to a whole number that an `Int` can always hold: non-finite values give 0 and absurd ones are
    /// clamped, so no value from a server can trap a conversion.
    public var wholeNumber: Int {
        guard isFinite else { return 0 }
        return Int(Swift.min(Swift.max(rounded(), -1e15), 1e15))
    }
}
