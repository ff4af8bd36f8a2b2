import Foundation

/// The `cod` field: a number in some bodies (`200`, `401`), a string in others (`"200"`, `"404"`).
struct OpenWeatherMapCode: Decodable, Equatable {
    /// nil when the text is not a number.
    let value: Int?

    init(_ value: Int?) {
        self.value = value
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self) {
            value = Int(text.trimmingCharacters(in: .whitespaces))
        } else if let number = try? container.decode(Double.self), number.isFinite, abs(number) < 10_000 {
            value = Int(number)
        } else {
            value = nil
        }
    }
}
