import Dashboard
import DashboardApp
import Drawing
import Foundation
import Locking
import MQTT
import ScreenText
import Translation
import WeatherKit
import WeatherService

extension DashboardCommand {
    /// `wxdash --source mqtt://…`: one lasting subscription to what `wxdash publish` leaves on the broker. A refresh
    /// reads its latest messages instead of fetching, and the feed hands over each new forecast of a place shown as
    /// it comes, so the page follows the publisher without asking. The forecast keeps the publisher's fetch time, so
    /// the footer shows the publisher's age; the publisher's last error is the note; a broker that cannot be reached
    /// is a failed refresh (the last data stays, the footer says Offline). Only with providers after the URL
    /// (`,open-meteo`) does a failed read fetch. The alerts are the publisher's, read from the same forecast document.
    /// With `followPlaces` (no place named, none saved, no providers after the URL) the places are the publisher's
    /// (`PREFIX/places`, waited for a few seconds at start; the publisher's first place alone when they do not come).
    static func published(
        _ source: MQTTSource, places given: [WeatherOptions], followPlaces: Bool, fallback: [ForecastFetcher],
        credentials: MQTTCredentials?,
        settings: Settings, clock: @escaping @Sendable () -> Date
    ) async throws(MQTTError) -> (weather: WeatherClient, feed: FeedClient, places: [WeatherOptions]) {
        let own = fallback.isEmpty ? nil : weather(fallback, clock: clock)
        let timeout = given.first?.timeout ?? 10
        let subscription = try PublisherSubscription(
            endpoint: source.endpoint, credentials: credentials, timeout: timeout)
        var followed = given
        if followPlaces, let first = given.first,
            let published = await Self.places(of: subscription, within: min(timeout, 3)), !published.entries.isEmpty
        {
            followed = Self.options(for: published, like: first)
        }
        // The publisher's list may come later (the broker was away at start) or change: the feed follows it.
        let places = Locked(followed)
        // The forecast topic each place was last read from: a new forecast there is that place's.
        let topics = Locked<[Int: String]>([:])
        let options: @Sendable (Int) -> WeatherOptions = { place in
            places.withLock { $0[min(max(place, 0), $0.count - 1)] }
        }
        let words = settings.language
        let event: @Sendable (PublisherFeed.Reading, Int) -> DashboardEvent = { reading, place in
            let units = settings.units(keeping: reading.forecast.units)
            let note = reading.status?.lastError.map {
                words.text(.publisherFetchFailed, ["error": TerminalText.sanitized($0)])
            }
            return .fetchSucceeded(reading.forecast.converted(to: units), at: clock(), note: note, place: place)
        }
        let alertsEvent: @Sendable (PublisherFeed.Reading, Int) -> DashboardEvent = { reading, place in
            switch reading.alerts {
            case .report(let report): .alertsFetched(report, at: clock(), place: place)
            case .failed(let source):
                .alertsFailed(
                    words.text(.publisherAlertsFailed, ["source": source.displayName]), at: clock(), place: place)
            case .none: .alertsFailed(words.text(.publisherAlertsNone), at: clock(), place: place)
            }
        }
        let weather = WeatherClient(
            fetch: { place in
                let shown = options(place)
                do throws(MQTTError) {
                    let reading = try await subscription.read(label: shown.placeLabel ?? shown.city)
                    topics.withLock {
                        $0[place] = MQTTTopic.forecast(prefix: source.endpoint.prefix, place: reading.topic)
                    }
                    return event(reading, place)
                } catch {
                    if let own { return await own.fetch(place) }
                    let kind: FetchFailure.Kind =
                        switch error {
                        case .unreachable: .unreachable
                        case .badPayload: .serverFailed
                        case .refused: .keyRejected
                        default: .other
                        }
                    return .fetchFailed(
                        FetchFailure(message: error.message, kind: kind, detail: source.endpoint.display), at: clock(),
                        jitter: Double.random(in: 0...1), place: place)
                }
            },
            fetchAlerts: { place in
                if let own { return await own.fetchAlerts(place) }
                // The publisher's, from the latest forecast document it left (no new connection, no fetch).
                let shown = options(place)
                do throws(MQTTError) {
                    return alertsEvent(try await subscription.read(label: shown.placeLabel ?? shown.city), place)
                } catch {
                    return .alertsFailed(error.message, at: clock(), place: place)
                }
            })
        let feed = FeedClient(
            start: { send in
                // A lost broker is said at once (the footer), not at the next scheduled refresh.
                subscription.watchConnection { lost in send(.brokerConnection(lost: lost)) }
                if followPlaces, let first = given.first {
                    subscription.followPlaces { published in
                        let list = Self.options(for: published, like: first)
                        guard !list.isEmpty else { return }
                        let changed = places.withLock { places in
                            let names = list.compactMap(\.city)
                            // The start's own list (or the publisher's first place alone, unnamed) is told only when
                            // the publisher's differs from it.
                            guard places.compactMap(\.city) != names, names.count > 1 || places.count > 1 else {
                                return false
                            }
                            places = list
                            // Each place's forecast topic by its new position, so the next forecast of any of them shows.
                            let prefix = source.endpoint.prefix
                            topics.withLock { topics in
                                topics = Dictionary(
                                    uniqueKeysWithValues: published.entries.enumerated().map { index, entry in
                                        (index, MQTTTopic.forecast(prefix: prefix, place: entry.topic))
                                    })
                            }
                            return true
                        }
                        if changed { send(.placesFollowed(list.compactMap(\.city))) }
                    }
                }
                subscription.watch { topic in
                    // On the network thread: the reading itself (already in hand) is taken on a task of its own.
                    for place in topics.withLock({ $0.filter { $0.value == topic }.keys.sorted() }) {
                        let shown = options(place)
                        Task {
                            guard let reading = try? await subscription.read(label: shown.placeLabel ?? shown.city)
                            else { return }
                            send(event(reading, place))
                            // Alerts as they come too, unless providers after the URL fetch them.
                            if own == nil { send(alertsEvent(reading, place)) }
                        }
                    }
                }
            },
            stop: { subscription.close() })
        return (weather, feed, followed)
    }

    /// A display's options for each of the publisher's places: `first` (the options as given) under each place's name.
    static func options(for published: PublishedPlaces, like first: WeatherOptions) -> [WeatherOptions] {
        published.entries.map { entry in
            var place = first
            place.city = entry.label
            return place
        }
    }

    /// The publisher's places if they come within `seconds` (connecting included), else nil at once: a broker that is
    /// away or silent holds the dashboard's start up no longer than that (the connection goes on trying behind it).
    static func places(of subscription: PublisherSubscription, within seconds: TimeInterval) async -> PublishedPlaces? {
        let answer = Locked<CheckedContinuation<PublishedPlaces?, Never>?>(nil)
        return await withCheckedContinuation { continuation in
            answer.withLock { $0 = continuation }
            let finish: @Sendable (PublishedPlaces?) -> Void = { places in
                answer.withLock { waiting in
                    waiting?.resume(returning: places)
                    waiting = nil
                }
            }
            Task { finish(try? await subscription.places(timeout: seconds)) }
            Task {
                try? await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
                finish(nil)
            }
        }
    }
}
