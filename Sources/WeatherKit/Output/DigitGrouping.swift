import Translation

/// Whole numbers with their digits grouped as the numeric locale groups them (`531,674`, `531.674`, `5,31,674`),
/// the locale read from `LC_ALL`, `LC_NUMERIC` or `LANG` by name; C, POSIX and unknown names group as English does.
public struct DigitGrouping: Sendable {
    private let facts: NumberFacts

    public init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_NUMERIC", "LANG"].compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        facts = TimeStyle.localeIdentifier(name).flatMap(CLDRFacts.numbers(localeIdentifier:)) ?? .english
    }

    public func text(_ number: Int) -> String {
        facts.grouped(number)
    }
}
