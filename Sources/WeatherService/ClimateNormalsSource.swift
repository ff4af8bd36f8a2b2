import Foundation
import HTTP
import WeatherKit
import WeatherStore

/// A place's climate normals: from the cache while they are fresh, else from Open-Meteo's archive in one request
/// spanning the reference period, counted against Open-Meteo's daily budget as the many calls Open-Meteo counts it
/// as. A failure or an answer with nothing in it never fails the forecast: it is a note, and the archive is asked
/// again only after `retryAfterFailure` (or, for a place the archive has nothing for, `reuse`).
public struct ClimateNormalsSource: Sendable {
    /// Normals are used this long at least before the archive is asked again (and up to a year while the reference
    /// period stays the same: they change once a year).
    public static let reuse: TimeInterval = 30 * 86_400
    /// After a failed request, how long before the archive is asked again (each asking costs hundreds of calls).
    public static let retryAfterFailure: TimeInterval = 6 * 3600

    public struct Result: Sendable {
        public var normals: ClimateNormals?
        /// Why this fetch brought no normals, in English for stderr and the log; nil when it did or did not ask.
        public var problem: String?
        /// The error behind `problem`, for the reader's note.
        public var error: WeatherError?
    }

    public let client: OpenMeteoArchiveClient
    public let gate: RequestGate
    public let limit: Int
    /// `--archive-base`, when given: named in messages about a server that does not answer like the archive.
    public let baseOption: String?

    /// nil with `--no-normals`, or with `--api-base` alone (a mirror may not serve the archive).
    public init?(options: ServiceOptions, http: any HTTPFetching, gate: RequestGate) {
        guard options.normals, options.archiveBase != nil || options.apiBase == nil else { return nil }
        client = OpenMeteoArchiveClient(base: options.archiveBase ?? OpenMeteoArchiveClient.defaultBase, http: http)
        self.gate = gate
        limit = options.requestBudget ?? RequestBudget.defaultLimit(for: .openMeteo)
        baseOption = options.archiveBase == nil ? nil : "--archive-base"
    }

    /// Where a place's normals are kept: by where it is (about a kilometre), whatever it is called.
    public static func key(latitude: Double, longitude: Double) -> String {
        String(format: "normals|%.2f,%.2f", latitude, longitude)
    }

    public func normals(latitude: Double, longitude: Double, today: LocalDate, now: Date, cache: SharedForecastCache?)
        async -> Result
    {
        let key = Self.key(latitude: latitude, longitude: longitude)
        let period = ClimateNormals.period(for: today)
        let kept = try? cache?.access { try $0.loadNormals(key: key) }
        if let kept, !needsAsking(kept, period: period, now: now) {
            return Result(normals: kept.normals)
        }
        var entry = ForecastCache.NormalsEntry(askedAt: now, normals: kept?.normals, savedAt: kept?.savedAt)
        var result = Result(normals: kept?.normals)
        do {
            try gate.take(.openMeteo, limit: limit, weight: OpenMeteoArchiveClient.weight(period: period))
            if let fresh = try await client.normals(latitude: latitude, longitude: longitude, period: period, now: now)
            {
                (entry.normals, entry.savedAt) = (fresh, now)
                result.normals = fresh
            } else {
                entry.problem = Self.empty
                result.problem = "no climate normals: \(Self.empty)"
            }
        } catch {
            entry.problem = error.message(checking: baseOption)
            result.problem = "no climate normals this time: \(error.message(checking: baseOption))"
            result.error = error
        }
        try? cache?.access { try $0.saveNormals(entry, key: key) }
        return result
    }

    public static let empty = "the archive has too few values for this place"

    /// Whether the archive is to be asked: normals older than `reuse` from another period, or none and the last
    /// asking long enough ago.
    public func needsAsking(_ kept: ForecastCache.NormalsEntry, period: ClosedRange<Int>, now: Date) -> Bool {
        let sinceAsked = now.timeIntervalSince(kept.askedAt)
        // A clock that went back asks again.
        guard sinceAsked >= -300 else { return true }
        if let normals = kept.normals, let saved = kept.savedAt {
            let age = now.timeIntervalSince(saved)
            let samePeriod = normals.firstYear == period.lowerBound && normals.lastYear == period.upperBound
            if age < Self.reuse || (samePeriod && age < 366 * 86_400) { return false }
            // Stale normals are still shown while a failed refresh waits.
            return kept.problem == nil || sinceAsked >= Self.retryAfterFailure
        }
        if kept.problem == Self.empty { return sinceAsked >= Self.reuse }
        return sinceAsked >= Self.retryAfterFailure
    }
}
