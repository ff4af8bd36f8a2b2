extension String {
    /// Spaces before the text so it ends at `columns` (by display width).
    public func leftPadded(to columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - DisplayWidth.of(self))) + self
    }

    /// Spaces after the text up to `columns` (by display width).
    public func rightPadded(to columns: Int) -> String {
        self + String(repeating: " ", count: max(0, columns - DisplayWidth.of(self)))
    }
}
