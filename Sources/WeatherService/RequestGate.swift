import Foundation
import HTTP
import Locking
import WeatherKit
import WeatherStore

/// The one place every request of a process passes before it is sent — forecasts, alerts, air quality, the
/// ensemble, place searches, for every place — so that a daily request budget holds however many places ask at
/// once: the request is counted first (in `RequestLedger`, shared with every other wxdash on the machine) and
/// refused, unsent, once the account's budget is spent.
public final class RequestGate: Sendable {
    private let ledger: RequestLedger?
    private let clock: @Sendable () -> Date
    /// Counts of this process alone, when the ledger cannot be used (an unwritable cache folder). Its lock is also
    /// the one every decision is taken under, so that two places of this process never both take the last request.
    /// (Not a `Locked<Void>`: ThreadSanitizer reports the empty value's accesses under the lock as a race.)
    private let ownCounts = Locked([String: Int]())
    /// Set once the ledger failed, for the log.
    public let problem = Locked<String?>(nil)

    /// `seed`: the counts an older wxdash kept in the cache database, taken into a ledger that does not exist yet.
    public init(ledger: RequestLedger?, clock: @escaping @Sendable () -> Date, seed: () -> [Provider: Int] = { [:] }) {
        self.ledger = ledger
        self.clock = clock
        if let ledger, !ledger.exists {
            let day = RequestBudget.day(of: clock()).day
            for (provider, count) in seed() { try? ledger.add(count, to: provider, day: day) }
        }
    }

    /// A gate that counts in memory only (tests, sample data).
    public static func inMemory(clock: @escaping @Sendable () -> Date = { Date() }) -> RequestGate {
        RequestGate(ledger: nil, clock: clock)
    }

    /// Counts one request to `account`, or refuses it when `limit` requests were counted today. `weight`: a request the
    /// provider counts as several (a long archive range), refused unless all of them fit.
    public func take(_ account: Provider, limit: Int, weight: Int = 1) throws(WeatherError) {
        let (day, end) = RequestBudget.day(of: clock())
        let weight = max(1, weight)
        let allowed = ownCounts.withLock { counts in
            if let ledger {
                do {
                    return try ledger.take(account, day: day, limit: limit, weight: weight).allowed
                } catch {
                    problem.withLock { $0 = $0 ?? "requests are counted for this process only: \(error)" }
                }
            }
            let key = "\(account.rawValue)|\(day)"
            guard counts[key, default: 0] + weight <= limit else { return false }
            counts[key, default: 0] += weight
            return true
        }
        if !allowed { throw .budgetSpent(account, until: end) }
    }

    /// `account`'s budget as it stands at `now`.
    public func budget(_ account: Provider, limit: Int, at now: Date) -> RequestBudget {
        let (day, end) = RequestBudget.day(of: now)
        let used = ownCounts.withLock { counts in
            if let ledger, let used = try? ledger.used(account, day: day, limit: limit) { return used }
            return counts["\(account.rawValue)|\(day)", default: 0]
        }
        return RequestBudget(provider: account, used: used, limit: limit, resetsAt: end)
    }
}

/// An `HTTPFetching` that asks the gate before each request: the requests it passes on count to `account`.
public struct BudgetedHTTP: HTTPFetching {
    public let inner: any HTTPFetching
    public let gate: RequestGate
    public let account: Provider
    public let limit: Int

    public func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        try gate.take(account, limit: limit)
        return try await inner.get(url)
    }

    public func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse {
        try gate.take(account, limit: limit)
        return try await inner.get(url, headers: headers)
    }
}
