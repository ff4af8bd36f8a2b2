import Foundation
import WeatherKit

/// A provider's daily request budget is used up: the Places page asks no place again before `until` (the next
/// UTC midnight), and says so instead of leaving its cards "waiting".
public struct BudgetStop: Sendable, Equatable {
    public var provider: Provider
    public var until: Date

    public init(provider: Provider, until: Date) {
        self.provider = provider
        self.until = until
    }
}
