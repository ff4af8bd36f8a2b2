/// The CLDR facts wxdash writes dates and numbers with, generated at development time by
/// `Scripts/make_cldr_facts.py` (into `CLDRFacts.swift`) so that the binary needs no ICU: the interface languages'
/// names, clocks and digits, every CLDR locale's digit grouping and clock, and the English names of regions.
public enum CLDRFacts {
    /// The facts of the locale an interface language takes its names and digits from (`UILanguage.localeIdentifier`).
    public static func interface(_ ui: UILanguage) -> InterfaceFacts {
        interfaceFacts[ui.localeIdentifier] ?? english
    }

    /// The digit grouping of a locale identifier (`de_CH`, `de`): its own line, else its language's; nil for a
    /// language CLDR does not know.
    public static func numbers(localeIdentifier identifier: String) -> NumberFacts? {
        locale(identifier)?.numbers
    }

    /// Whether a locale (`en_US`, `ko`) writes times on a 12-hour dial; nil for a language CLDR does not know.
    public static func usesTwelveHourClock(localeIdentifier identifier: String) -> Bool? {
        locale(identifier)?.twelveHour
    }

    /// The English name of a region by its ISO 3166 code (`LT` → Lithuania).
    public static func regionName(_ code: String) -> String? {
        regionNames[code.uppercased()]
    }

    private static func locale(_ identifier: String) -> (twelveHour: Bool, numbers: NumberFacts)? {
        if let own = locales[identifier] { return own }
        let language = String(identifier.prefix { $0 != "_" })
        return locales[language]
    }

    private static let english = InterfaceFacts(
        weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], amSymbol: "AM",
        pmSymbol: "PM",
        twelveHour: false, firstWeekday: 1, numbers: .english, percentPattern: "#,##0%")

    private static let interfaceFacts: [String: InterfaceFacts] = {
        var result: [String: InterfaceFacts] = [:]
        for line in interfaceTable {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 9, let numbers = NumberFacts(fields[7]), let firstWeekday = Int(fields[6]) else {
                continue
            }
            result[fields[0]] = InterfaceFacts(
                weekdays: fields[1].split(separator: ";").map(String.init),
                months: fields[2].split(separator: ";").map(String.init),
                amSymbol: fields[3], pmSymbol: fields[4], twelveHour: fields[5] == "12", firstWeekday: firstWeekday,
                numbers: numbers,
                percentPattern: fields[8])
        }
        return result
    }()

    private static let locales: [String: (twelveHour: Bool, numbers: NumberFacts)] = {
        var result: [String: (twelveHour: Bool, numbers: NumberFacts)] = [:]
        for line in localeTable.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 3, let numbers = NumberFacts(String(fields[2])) else { continue }
            result[String(fields[0])] = (fields[1] == "12", numbers)
        }
        return result
    }()

    private static let regionNames: [String: String] = {
        var result: [String: String] = [:]
        for line in regionNameTable.split(separator: "\n") {
            guard let bar = line.firstIndex(of: "|") else { continue }
            result[String(line[..<bar])] = String(line[line.index(after: bar)...])
        }
        return result
    }()
}

/// What one interface language's locale writes dates with: abbreviated names in the format context (Monday and
/// January first), the AM/PM symbols, its clock, the day its weeks start on (ISO: 1 Monday … 7 Sunday) and its digits.
public struct InterfaceFacts: Sendable, Equatable {
    public let weekdays: [String]
    public let months: [String]
    public let amSymbol: String
    public let pmSymbol: String
    public let twelveHour: Bool
    public let firstWeekday: Int
    public let numbers: NumberFacts
    /// CLDR's pattern, as `#,##0 %`.
    public let percentPattern: String
}

/// How a locale writes whole numbers: the grouping separator every `primaryGroup` digits from the right, then every
/// `secondaryGroup` (`5,31,674` in India), from `primaryGroup + minimumGroupingDigits` digits on (`1234` but `10 000`
/// in Polish); its decimal separator and minus sign.
public struct NumberFacts: Sendable, Equatable {
    public let decimalSeparator: String
    public let groupingSeparator: String
    public let minusSign: String
    public let primaryGroup: Int
    public let secondaryGroup: Int
    public let minimumGroupingDigits: Int

    public static let english = NumberFacts(
        decimalSeparator: ".", groupingSeparator: ",", minusSign: "-", primaryGroup: 3, secondaryGroup: 3,
        minimumGroupingDigits: 1)

    public init(
        decimalSeparator: String, groupingSeparator: String, minusSign: String, primaryGroup: Int, secondaryGroup: Int,
        minimumGroupingDigits: Int
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minusSign = minusSign
        self.primaryGroup = max(1, primaryGroup)
        self.secondaryGroup = max(1, secondaryGroup)
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
    }

    /// `decimal;group;minus;primary;secondary;minimum`, as the generated tables write it.
    init?(_ text: String) {
        let fields = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6, let primary = Int(fields[3]), let secondary = Int(fields[4]),
            let minimum = Int(fields[5])
        else { return nil }
        self.init(
            decimalSeparator: fields[0], groupingSeparator: fields[1], minusSign: fields[2], primaryGroup: primary,
            secondaryGroup: secondary,
            minimumGroupingDigits: minimum)
    }

    /// `number` with its digits grouped: `8,214`, `8.214`, `8 214`, `-1,234`.
    public func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude).utf8)
        var text = ""
        if digits.count < primaryGroup + minimumGroupingDigits {
            text = String(decoding: digits, as: UTF8.self)
        } else {
            var groups: [ArraySlice<UInt8>] = [digits.suffix(primaryGroup)]
            var rest = digits.dropLast(primaryGroup)
            while !rest.isEmpty {
                groups.append(rest.suffix(secondaryGroup))
                rest = rest.dropLast(secondaryGroup)
            }
            text = groups.reversed().map { String(decoding: $0, as: UTF8.self) }.joined(separator: groupingSeparator)
        }
        return number < 0 ? minusSign + text : text
    }
}
