import Foundation
import HTTP
import Translation
import WeatherKit
import WeatherStore

/// Fetches the forecast the options ask for: finds the place once, then asks the provider each time.
public actor ForecastFetcher {
    public struct Fetched: Sendable {
        public var forecast: Forecast
        /// Said once, when the place was first found (e.g. which of several matches was taken).
        public var placeNote: String?
        /// Why the air-quality request failed; the forecast stands without it.
        public var airQualityReason: String?
        /// For the dashboard's banner: what failed and what the dashboard does about it, in the reader's language.
        public var airQualityNote: String?
        /// The daily request budget running low: how much is used and how the refreshes stretch.
        public var budgetNote: String?
        /// Why there are no climate normals this time (English, for stderr), and the same for the dashboard's banner.
        public var normalsProblem: String?
        public var normalsNote: String?

        /// For stderr under `wxdash now`: "Open-Meteo failed (HTTP 503): the forecast is from MET Norway."
        public var fallbackNote: String? {
            guard let failures = forecast.failedProviders, !failures.isEmpty else { return nil }
            let failed = failures.map { "\($0.provider.displayName) failed (\($0.reason))" }.joined(separator: ", ")
            return "\(failed): the forecast is from \(forecast.provider.displayName)."
        }

        /// For stderr under `wxdash now`.
        public var airQualityProblem: String? {
            airQualityReason.map { "no air quality this time: \($0)" }
        }
    }

    /// The official alerts for the place, or why there are none.
    public struct AlertsResult: Sendable {
        public var summary: AlertSummary
        /// Said on stderr: the source failed (the forecast is shown all the same).
        public var problem: String?
        /// What the failing server asked for (HTTP 429's `Retry-After`).
        public var retryAfter: TimeInterval?
    }

    private let services: ProviderServices
    /// The language alert texts are wanted in (`AlertLanguage.choose`).
    private let alertLanguage: String
    /// The interface's language, for the notes a person reads.
    private let words: Language
    private let options: ServiceOptions
    /// The units shown; the provider is asked for the nearest system and the rest is converted here.
    private let units: Units
    /// How often the run fetches, for the request budget's note.
    private let refresh: TimeInterval
    private var resolved: ResolvedPlace?
    private let cache: SharedForecastCache?
    /// Every request passes it first: the daily budgets, shared by every place of the process.
    private let gate: RequestGate
    private let cacheKey: String
    private let journalPath: String
    /// The last ensemble answer and when it was asked for, so the Ensemble API is asked at most once an hour.
    private let ensembleStore: EnsembleStore
    /// The place last shown, for when none is given.
    private let lastPlace: LastPlaceFile
    /// Why the cache cannot be used, until someone has been told.
    private var cacheProblem: String?
    private var journal: MoodJournal?
    /// The cache's kept answers (MET Norway's Expires, Last-Modified) were read into `services.responses`.
    private var responsesSeeded = false

    /// `cache`: the forecast cache, opened once for every place the process shows.
    public init(options: ServiceOptions, apiKey: String?, environment: [String: String], cache: CacheOpening)
        throws(WeatherError)
    {
        let redactor = Redactor(secrets: apiKey.map { [$0] } ?? [])
        self.redactor = redactor
        let http = HTTPClient(
            timeout: options.timeout, redactor: redactor, userAgent: HTTPClient.userAgent(contact: options.contact))
        self.services = try ProviderServices(options: options, apiKey: apiKey, http: http, gate: cache.gate)
        self.gate = cache.gate
        self.log = EventLog(
            path: EventLog.defaultPath(environment: environment), level: options.logLevel,
            redactor: redactor)
        self.options = options
        self.words = options.words
        self.alertLanguage = options.alertLanguage
        self.units = options.units
        self.refresh = options.refresh
        self.cacheKey = Self.cacheKey(options: options, units: options.units)
        self.journalPath = MoodJournal.defaultPath(environment: environment)
        self.ensembleStore = EnsembleStore(path: EnsembleStore.defaultPath(environment: environment))
        self.lastPlace = LastPlaceFile(environment: environment)
        self.cache = cache.cache
        self.cacheProblem = cache.problem
        if let line = cache.logLine { log.log(.warning, line) }
    }

    /// Where this place's forecast is kept: known before any network call, so it works offline. Each provider's
    /// answer is kept apart (`provider`, else the first one asked).
    public static func cacheKey(options: ServiceOptions, units: Units, provider: Provider? = nil) -> String {
        let place: String
        switch options.placeSpecifier {
        case .city(let name): place = "city:" + name.lowercased()
        case .coordinates(let latitude, let longitude): place = String(printf: "coords:%.4f,%.4f", latitude, longitude)
        case .ipAddress: place = "ip"
        }
        let language = options.language ?? "-"
        return
            "\((provider ?? options.provider).rawValue)|\(options.openWeatherMapAPI.rawValue)|\(units.description)|\(options.days)d|\(language)|\(place)"
    }

    /// Where the alerts beside the forecast under `forecastKey` are kept: apart for each language, so alerts saved in
    /// one language are never shown to someone reading another.
    public static func alertsKey(forecastKey: String, language: String) -> String {
        "\(forecastKey)|alerts:\(language)"
    }

    /// The official alerts for the place the last `fetch` found; nil when alerts are off or no place is known yet.
    /// A failing source is a `problem`, never an error: the forecast is shown without alerts.
    public func fetchAlerts(now: Date) async -> AlertsResult? {
        guard let service = services.alertService, let place = resolved?.place else { return nil }
        let coverage = service.coverage(for: place)
        let summary = { (report: AlertReport?) in
            AlertSummary(report: report, coverage: coverage, minimum: self.options.alertsMinimum, now: now)
        }
        do {
            let report = try await service.report(AlertRequest(place: place, language: alertLanguage), now: now)
            do {
                let key = Self.alertsKey(forecastKey: answeredKey ?? cacheKey, language: alertLanguage)
                try cache?.access { try $0.saveAlerts(report, key: key) }
            } catch {
                log.log(.warning, "alerts not cached: \(error)")
            }
            log.log(.info, "alerts ok \(coverage.source?.rawValue ?? "none") \(report.alerts.count)")
            // What tidying changed (an onset after its end repaired or dropped, duplicates merged, alerts left out).
            for correction in report.corrections { log.log(.warning, "alerts tidied: \(correction)") }
            return AlertsResult(summary: summary(report))
        } catch {
            let cleaned = error.redacted(by: redactor)
            log.log(.error, "alerts failed \(coverage.source?.rawValue ?? "none"): \(cleaned.message)")
            let name = coverage.source?.displayName ?? "the alerts source"
            var retryAfter: TimeInterval?
            if case .rateLimited(_, let seconds) = cleaned { retryAfter = seconds }
            return AlertsResult(
                summary: summary(nil), problem: "official alerts from \(name) are not shown: \(cleaned.message)",
                retryAfter: retryAfter)
        }
    }

    /// The alerts saved with this place's forecast, as of `now` (ended ones drop out); nil when alerts are off.
    /// `untilRefetch`: a fetch will follow (the dashboard), so alerts saved in another language stand in until it
    /// replaces them; without one (`now --offline`) only the reader's language is shown, as README promises.
    public func cachedAlerts(now: Date, untilRefetch: Bool = false) -> AlertSummary? {
        guard options.alerts else { return nil }
        // The alerts are the ones saved beside the forecast `cached()` answers with, which may be a nearby place's.
        if cachedKey == nil { _ = cached() }
        let forecastKey = cachedKey ?? cacheKey
        let key = Self.alertsKey(forecastKey: forecastKey, language: alertLanguage)
        // After a change of language the alerts saved in the one read before stand until the first fetch replaces
        // them: an alert in force is shown in another language rather than not at all.
        let report = try? cache?.access { cache in
            try cache.loadAlerts(key: key)
                ?? (untilRefetch
                    ? cache.newestAlerts(keyPrefix: Self.alertsKey(forecastKey: forecastKey, language: "")) : nil)
        }
        return AlertSummary(report: report, minimum: options.alertsMinimum, now: now)
    }

    /// The key the last fetched forecast was saved under: the provider that answered it.
    private var answeredKey: String?
    /// Which providers are failing, from one fetch to the next.
    private var fallback = ProviderFallback()

    /// The key `cached()` last answered from: the alerts beside it belong to the same place.
    private var cachedKey: String?

    /// The last forecast saved for this place, in the units asked for, found by what the place is
    /// (`ForecastCache.entry(for:keys:preferring:lastPlace:)`).
    public func cached() -> ForecastCache.Entry? {
        guard let shared = cache else { return nil }
        do {
            return try shared.access { cache in try cached(in: cache) }
        } catch {
            cacheProblem = cacheProblem ?? "The forecast cache cannot be read (\(error)); running without it."
            return nil
        }
    }

    private func cached(in cache: ForecastCache) throws -> ForecastCache.Entry? {
        let keys = services.providers.order.map { Self.cacheKey(options: options, units: units, provider: $0) }
        guard
            let match = try cache.entry(
                for: options.placeSpecifier, keys: keys, preferring: options.provider, lastPlace: { lastPlace.load() })
        else { return nil }
        cachedKey = match.key
        var entry = match.entry
        entry.forecast = entry.forecast.plausible().converted(to: units)
        if let label = options.placeLabel {
            (entry.forecast.location.name, entry.forecast.location.region, entry.forecast.location.country) = (
                label, nil, nil
            )
        }
        return entry
    }

    /// Every place the geocoder finds for `name` (narrowed by ", CC" or ", Region"), most populous first.
    public func places(matching name: String) async throws(WeatherError) -> [Place] {
        do {
            return try await services.placeResolver.candidates(for: name, language: options.language)
        } catch {
            throw error.redacted(by: redactor)
        }
    }

    private func rememberPlace(_ place: Place) {
        do {
            try lastPlace.save(place)
        } catch {
            log.log(.warning, "the last place was not remembered: \(error)")
        }
    }

    /// Moods saved without weather in the last three hours get this forecast. A journal that does not exist
    /// is not created just for this, and one that cannot be opened is left alone.
    private func attachToPendingMoods(_ forecast: Forecast) {
        guard FileManager.default.fileExists(atPath: journalPath) else { return }
        do {
            // Opened once, then kept: the dashboard fetches every few minutes for weeks.
            let journal = try self.journal ?? MoodJournal(path: journalPath)
            self.journal = journal
            let attached = try journal.attachPending(
                MoodForecast(forecast), fetchedAt: forecast.fetchedAt, now: forecast.fetchedAt)
            if !attached.isEmpty { log.log(.info, "weather attached to moods \(attached)") }
        } catch {
            log.log(.warning, "pending moods not updated: \(error)")
        }
    }

    /// A problem with the cache, said once: nil after the first call.
    public func takeCacheProblem() -> String? {
        if let aside = cache?.takeSetAside() {
            log.log(.warning, "cache damaged: set aside as \(aside)")
            cacheProblem =
                cacheProblem
                ?? "The forecast cache was damaged: it was set aside as \(aside) (safe to delete) and a fresh one started."
        }
        defer { cacheProblem = nil }
        if cacheProblem != nil { cacheProblemReported = true }
        return cacheProblem
    }

    private var cacheProblemReported = false
    public let log: EventLog
    private let redactor: Redactor

    /// `attachingMoods`: the forecast is the weather on screen, so moods saved without weather in the last hours
    /// take it; a place fetched only for the Places page's card is not where the person is looking.
    public func fetch(now: Date, attachingMoods: Bool = true) async throws(WeatherError) -> Fetched {
        let started = Date()
        do {
            let result = try await fetchUnlogged(now: now, attachingMoods: attachingMoods)
            let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
            log.log(
                .info, "fetch ok \(result.forecast.provider.rawValue) \(answeredKey ?? cacheKey) in \(milliseconds) ms")
            return result
        } catch {
            let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
            let cleaned = error.redacted(by: redactor)
            log.log(
                .error,
                "fetch failed \(options.provider.rawValue) \(cacheKey) after \(milliseconds) ms: \(cleaned.message)")
            throw cleaned
        }
    }

    private func fetchUnlogged(now: Date, attachingMoods: Bool) async throws(WeatherError) -> Fetched {
        var note: PlaceNote?
        let place: Place
        if let resolved {
            place = resolved.place
        } else {
            let lookup = PlaceLookup(
                resolver: services.placeResolver, specifier: options.placeSpecifier, ipLocate: options.ipLocate,
                language: options.language,
                lastPlace: lastPlace)
            var found = try await lookup.resolve()
            // A saved place is shown under its name, with the country, region and zone it was saved with.
            if let hint = options.placeHint {
                found.place = hint.applied(to: found.place)
            }
            resolved = found
            note = found.note
            place = found.place
            rememberPlace(found.place)
        }
        let request = ForecastRequest(place: place, units: units.system, days: options.days, language: options.language)
        // A provider whose budget for the day is spent is not asked (the next one is) until the day ends.
        let dayEnd = RequestBudget.day(of: now).end
        var spent: [Provider: Date] = [:]
        for provider in services.providers.order where gate.budget(provider, limit: limit(provider), at: now).isSpent {
            fallback.recordSpent(provider, until: dayEnd, now: now)
            spent[provider] = dayEnd
        }
        // What an earlier wxdash was told about MET Norway's answers (Expires, Last-Modified) holds for this one too:
        // read once (afterwards the answers this process keeps are the newer ones), and only what changed is saved.
        if !responsesSeeded, let saved = try? cache?.access({ try $0.loadResponses() }) {
            services.responses.seed(saved)
            responsesSeeded = true
        }
        let chain = await services.providers.forecast(request, now: now, fallback: fallback, spent: spent)
        fallback = chain.fallback
        let changedResponses = services.responses.takeChanged()
        if !changedResponses.isEmpty {
            do {
                try cache?.access { try $0.saveResponses(changedResponses, now: now) }
            } catch {
                log.log(.warning, "conditional answers not cached: \(error)")
            }
        }
        if let problem = gate.problem.withLock({ value in
            defer { value = nil }
            return value
        }) {
            log.log(.warning, problem)
        }
        for attempt in chain.attempts {
            guard let error = attempt.error else { continue }
            let next = attempt == chain.attempts.last ? "" : "; asking the next provider"
            log.log(.warning, "\(attempt.provider.rawValue) failed: \(error.redacted(by: redactor).message)\(next)")
        }
        var mapped = try chain.result.get()
        // The forecast first, then what comes with it: a budget nearly spent goes to the forecast.
        async let air = airQuality(at: place, now: now)
        async let spread = ensemble(at: place, now: now)
        let today = mapped.daily.first?.date ?? mapped.location.localTime(at: now).date
        async let normalsAnswer = services.normals?.normals(
            latitude: place.latitude, longitude: place.longitude, today: today, now: now, cache: cache)
        let (airQuality, airQualityFailure) = await air
        let ensembleSpread = await spread
        let normals = await normalsAnswer
        if let problem = normals?.problem { log.log(.warning, problem) }
        // Counted once every request of this fetch was.
        let answeredBudget = gate.budget(mapped.provider, limit: limit(mapped.provider), at: now)
        mapped.requestBudget = answeredBudget
        // A saved place reads as the name it was given, alone, like every other saved place (its country and region
        // still choose its alerts).
        if options.placeLabel != nil {
            (mapped.location.region, mapped.location.country) = (nil, nil)
        }
        // Bare coordinates learn their zone from the forecast, and with it their country (for alerts).
        if resolved?.place.timeZoneIdentifier == nil, let zone = mapped.location.timeZoneIdentifier {
            resolved?.place.timeZoneIdentifier = zone
        }
        // The forecast's time zone decides for bare coordinates, which have no country code.
        let scale = AQIScale.forPlace(
            countryCode: place.countryCode, timeZone: place.timeZoneIdentifier ?? mapped.location.timeZoneIdentifier,
            preference: options.aqi)
        mapped.airQuality = airQuality?.reading(on: scale)
        let fetched = mapped.plausible()
        if fetched.current.time != mapped.current.time {
            let reading = mapped.current.time.timeIntervalSince1970
            let hoursOff = (abs(reading - now.timeIntervalSince1970) / 3600).wholeNumber
            log.log(
                .warning,
                "\(mapped.provider.rawValue) \(cacheKey): the current time (\(reading.wholeNumber) s since 1970) is "
                    + "\(hoursOff) h from the fetch, more than \(Int(Forecast.plausibleReadingSkew / 3600)) h; the fetch time stands in"
            )
        }
        let forecast = fetched.converted(to: units).withEnsemble(ensembleSpread).withNormals(normals?.normals)
        do {
            let key = Self.cacheKey(options: options, units: units, provider: forecast.provider)
            answeredKey = key
            try cache?.access {
                try $0.save(forecast, key: key, now: now, requested: (place.latitude, place.longitude))
            }
        } catch {
            if !cacheProblemReported {
                cacheProblem = "The forecast cannot be saved to the cache (\(error)); running without it."
            }
            log.log(.warning, "cache save failed: \(error)")
        }
        if attachingMoods { attachToPendingMoods(forecast) }
        let interval = refresh
        let clock = { (instant: Date) in forecast.location.localTime(at: instant).clockText }
        let budgetNote = answeredBudget.note(interval: interval, at: now, language: words, clock: clock)
        // The log stays English, whatever the person reads.
        if let logged = answeredBudget.note(interval: interval, at: now, clock: clock) { log.log(.warning, logged) }
        return Fetched(
            forecast: forecast, placeNote: note?.text(in: words), airQualityReason: airQualityFailure?.message,
            airQualityNote: airQualityFailure.map {
                words.text(.airQualityMissing, ["reason": ProviderFailure.reason(for: $0.error, in: words)])
            },
            budgetNote: budgetNote, normalsProblem: normals?.problem,
            normalsNote: normals?.problem.map { _ in
                words.text(
                    .normalsMissing,
                    [
                        "reason": normals?.error.map { ProviderFailure.reason(for: $0, in: words) }
                            ?? words.text(.normalsTooFew)
                    ])
            })
    }

    private func limit(_ provider: Provider) -> Int {
        options.requestBudget ?? RequestBudget.defaultLimit(for: provider)
    }

    /// The ensemble's spread for the place: the last answer while it is younger than `OpenMeteoEnsembleClient.interval`
    /// (or was asked for within the hour), else a new one. A failure keeps the last answer, or none, and never fails
    /// the forecast: it is only logged.
    private func ensemble(at place: Place, now: Date) async -> EnsembleSpread? {
        guard let client = services.ensemble else { return nil }
        let held = ensembleStore.load(key: cacheKey)
        if let held {
            // A clock that went back (more than the minutes two runs' clocks may differ by) asks again.
            let age = now.timeIntervalSince(held.askedAt)
            if age > -300,
                age < OpenMeteoEnsembleClient.minimumInterval
                    || (held.spread != nil && age < OpenMeteoEnsembleClient.interval)
            {
                return held.spread
            }
        }
        var entry = EnsembleStore.Entry(key: cacheKey, askedAt: now, spread: held?.spread)
        do {
            entry.spread = try await client.spread(
                latitude: place.latitude, longitude: place.longitude, unit: units.temperature, days: options.days,
                now: now)
        } catch {
            let cleaned = error.redacted(by: redactor)
            log.log(
                .warning,
                "ensemble unavailable: \(cleaned.message(checking: options.ensembleBase != nil ? "--ensemble-base" : nil))"
            )
        }
        do {
            try ensembleStore.save(entry)
        } catch {
            log.log(.warning, "ensemble not cached: \(error)")
        }
        return entry.spread
    }

    /// The place's air quality on its scale, or why there is none: a failure here never fails the forecast.
    /// The reading, or why there is none: the error and its message for the log and stderr.
    private func airQuality(at place: Place, now: Date) async -> (AirQuality?, (error: WeatherError, message: String)?)
    {
        do {
            return (
                try await services.airQuality.airQuality(
                    latitude: place.latitude, longitude: place.longitude, scale: .us, now: now), nil
            )
        } catch {
            let cleaned = error.redacted(by: redactor)
            // The air-quality server is --air-quality-base's, or --api-base's standing in for it.
            let message = cleaned.message(
                checking: options.airQualityBase ?? options.apiBase != nil ? "--air-quality-base" : nil)
            log.log(.warning, "air quality unavailable: \(message)")
            return (nil, (cleaned, message))
        }
    }
}
