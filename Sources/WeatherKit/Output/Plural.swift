/// A count with its noun in the right number: "1 day", "7 days", "0 moods".
public enum Plural {
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
