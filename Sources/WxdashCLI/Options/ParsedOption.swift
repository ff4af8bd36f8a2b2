/// One option as given: its entry in the table, and its value when it takes one.
struct ParsedOption: Sendable, Equatable {
    var spec: OptionSpec
    var value: String?

    var name: String { spec.name }

    /// The option as arguments again, to hand on to another parser (`--units metric`).
    var arguments: [String] {
        ["--\(spec.name)"] + (value.map { [$0] } ?? [])
    }
}
