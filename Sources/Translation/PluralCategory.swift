/// CLDR's plural categories: which form of a word a number takes.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}
