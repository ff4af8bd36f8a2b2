import Foundation
import Translation

/// Whole numbers with their digits grouped as the numeric locale groups them (`531,674`, `531.674`, `5,31,674`),
/// the locale read from `LC_ALL`, `LC_NUMERIC` or `LANG` by name; C, POSIX and unknown names group as English does.
public struct DigitGrouping: Sendable {
    private let identifier: String

    public init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_NUMERIC", "LANG"].compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let known = TimeStyle.localeIdentifier(name).flatMap { identifier in
            TimeStyle.knownLanguages.contains(String(identifier.prefix { $0 != "_" })) ? identifier : nil
        }
        identifier = known ?? "en_US_POSIX"
    }

    public func text(_ number: Int) -> String {
        // POSIX groups as English does.
        Language.grouped(number, localeIdentifier: identifier == "en_US_POSIX" ? "en_US" : identifier)
    }
}
