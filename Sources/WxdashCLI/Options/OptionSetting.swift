import Drawing
import ScreenText

/// What an option does to `WeatherOptions`, declared with the option in `OptionTable`: the parser runs it, so no
/// second list of option names exists. Options a command reads itself (`locate --save`, `mood list --since`) have none.
struct OptionSetting: Sendable {
    enum Action: Sendable {
        /// Reads the value (refusing a bad one with a `UsageError`) into the options.
        case value(@Sendable (inout WeatherOptions, String, OptionSpec) throws(UsageError) -> Void)
        case toggle(@Sendable (inout WeatherOptions) -> Void)
    }

    let action: Action

    func apply(to options: inout WeatherOptions, _ parsed: ParsedOption) throws(UsageError) {
        switch (action, parsed.value) {
        case (.value(let set), let value?): try set(&options, value, parsed.spec)
        case (.toggle(let set), nil): set(&options)
        case (.value, nil): throw UsageError("--\(parsed.name) needs a value; see 'wxdash --help'.")
        case (.toggle, _?): throw UsageError("--\(parsed.name) takes no value; write just --\(parsed.name).")
        }
    }
}

extension OptionSpec {
    /// `--units 'kelvinish' is not one of: auto, metric, imperial, uk.`: the choices as the table declares them.
    func notOneOf(_ value: String) -> UsageError {
        UsageError("--\(name) '\(TerminalText.echoed(value))' is not one of: \(choices.joined(separator: ", ")).")
    }

    /// The choice among `cases` whose raw value the person gave (in any case), or `notOneOf`.
    func choice<Choice: RawRepresentable>(_ value: String, from cases: [Choice]) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        guard let match = cases.first(where: { $0.rawValue == value.lowercased() }) else { throw notOneOf(value) }
        return match
    }
}
