import Dashboard

extension HelpText {
    /// The dashboard's keys, from the one key map the dashboard itself uses.
    static var keys: String {
        KeyMap.table(indent: "  ").joined(separator: "\n")
    }
}
