import Drawing
import Foundation
import Translation
import WeatherKit

/// Everything the dashboard shows, including "now": views are pure functions of this.
public struct AppState: Sendable, Equatable {
    /// Every place's data and requests, in the config's order (one entry when one place is given), and which
    /// one is on screen.
    public var placeStates: [PlaceState] = [PlaceState()]
    public var placeIndex = 0 {
        didSet { if !placeStates.indices.contains(placeIndex) { placeIndex = 0 } }
    }
    /// Saved places' names, for Tab cycling; fewer than two means there is nothing to cycle.
    public var places: [String] {
        get { placeStates.count > 1 || placeStates.first?.name != nil ? placeStates.map { $0.name ?? "" } : [] }
        set {
            let kept = placeStates
            placeStates =
                newValue.isEmpty
                ? [kept.first ?? PlaceState()]
                : newValue.enumerated().map { index, name in
                    var place = kept.indices.contains(index) ? kept[index] : PlaceState()
                    place.name = name
                    return place
                }
            if !placeStates.indices.contains(placeIndex) { placeIndex = 0 }
        }
    }

    /// The place on screen.
    public var shown: PlaceState {
        get { placeStates[placeIndex] }
        set { placeStates[placeIndex] = newValue }
    }

    /// The forecast of the place on screen, as fetched, in the units it was fetched in.
    public var forecast: Forecast? {
        get { shown.forecast }
        set { shown.forecast = newValue }
    }
    /// The units shown; `u` switches them without a refetch.
    public var units: Units
    /// The person's own units (`--units`, the single-unit overrides, the locale): `u` switches from them to the other
    /// system and back to them.
    public var ownUnits: Units
    public var page: Page = .now
    public var size: Size
    public var now: Date
    public var showingHelp = false
    /// The rest of an escape sequence split by a slow link is not read as keys.
    public var escapeRemnant = EscapeRemnant.none
    /// The `a` list of the official alerts in full.
    public var alertsOverlay = AlertsOverlay()
    public var banner: Banner?
    /// A forecast request for the place on screen is under way.
    public var isFetching: Bool {
        get { shown.isFetching }
        set { shown.isFetching = newValue }
    }
    /// When the last fetch failed and why, for the footer.
    public var lastFailure: String?
    /// The next forecast request for the place on screen.
    public var nextRefresh: Date? {
        get { shown.nextRefresh }
        set { shown.nextRefresh = newValue }
    }
    public var refreshPolicy: RefreshPolicy
    /// The key was rejected or the place does not exist: a person must act, so retries are hourly and `r` retries now.
    public var retryStopped = false
    /// The place being fetched, named while there is no forecast yet ("waiting for the first forecast").
    public var pendingPlace: String?
    /// No place was chosen: it is found from the IP address, so a first start without network says how to choose one.
    public var placeFromIPAddress = false
    /// The server asked (Retry-After) not to be called again before this; `r` waits too.
    public var notBefore: Date?
    /// The daily request budget is used up: the Places page asks nothing more until it resets.
    public var budgetStop: BudgetStop?
    public var appearance: Appearance
    /// The interface's language (the appearance's).
    public var language: Language { appearance.language }
    /// The card selected on the Places page (an index into `places`).
    public var selectedPlace = 0
    /// The journal, newest first, for the Mood page.
    public var moods: [MoodEntry] = [] {
        didSet { moodStatisticsMemo.moodsVersion &+= 1 }
    }
    /// A long journal's figures from SQLite (`MoodJournal.figures`): the statistics read these rather than every mood.
    public var moodFigures: MoodFigures? {
        didSet { moodStatisticsMemo.moodsVersion &+= 1 }
    }
    /// A long journal's counts as a tally (`MoodJournal.tally`), read as its figures.
    public var moodTally: MoodTally? {
        didSet { moodFigures = moodTally.map(MoodFigures.init) }
    }
    private var moodStatisticsMemo = MoodStatisticsMemo()
    /// False while only the newest moods of a long journal are read: no statistics are drawn from a part of it.
    public var moodsAreComplete = true

    /// The statistics can be drawn: from the whole journal in hand, or from its counts.
    public var moodStatisticsAreReady: Bool {
        moodsAreComplete || moodFigures != nil
    }
    /// Why the journal cannot be read, when it cannot: the Mood page says so instead of "No moods yet".
    public var journalProblem: String?
    /// How many mood lines the Mood page has scrolled past.
    public var moodScroll = 0
    /// The `m` prompt, while it is open.
    public var moodPrompt: MoodPrompt?
    /// `--pages`: the pages `--rotate` shows, in order.
    public var rotationPages: [Page] = Page.allCases
    /// A key was pressed since the last rotation: `--rotate` holds the page for one more cycle.
    public var rotationHeld = false
    /// Shown, labelled as sample data, when the first fetch fails and nothing was cached.
    public var fallbackForecast: Forecast?
    /// Official alerts are asked for (`--no-alerts` clears it).
    public var alertsEnabled = false
    /// The last official alerts report for the place on screen; it stays through failed fetches, then shows as stale.
    public var alerts: AlertReport? {
        get { shown.alerts }
        set { shown.alerts = newValue }
    }
    /// The rain radar is asked for (`--no-radar` clears it): only then is the Radar page in the paging order.
    public var radarEnabled = false
    /// The rain radar around the place on screen.
    public var radar: PlaceRadar {
        get { shown.radar }
        set { shown.radar = newValue }
    }
    /// `--alerts LEVEL`: the least severe alert shown.
    public var alertsMinimum: AlertSeverity = .minor
    /// Why the last alerts fetch of the place on screen failed, for the footer; nil after a success.
    public var alertsFailure: String? {
        get { shown.alertsFailure }
        set { shown.alertsFailure = newValue }
    }
    public var isFetchingAlerts: Bool {
        get { shown.isFetchingAlerts }
        set { shown.isFetchingAlerts = newValue }
    }
    /// The planned next alerts fetch; nil until the first one for this place is under way.
    public var nextAlertsFetch: Date? {
        get { shown.nextAlertsFetch }
        set { shown.nextAlertsFetch = newValue }
    }
    /// The latest readings of the person's own sensors (`[[sensors]]`), in the config's order; their staleness is
    /// worked out against `now` when drawn.
    public var sensors: [SensorReading] = []
    /// `--source`: the broker's connection is gone; the data on screen ages without a word from the publisher.
    public var brokerGone = false
    /// `--night`: when the page dims.
    public var night: NightSchedule = .off
    /// A key woke the full page at night until this moment.
    public var awakeUntil: Date?
    /// How long a key wakes the full page at night.
    public static let wakeDuration: TimeInterval = 60
    public var isNight: Bool { night.isNight(at: now, forecast: forecast) }
    /// The dim night page is on screen: night, and no key woke the full page.
    public var showsNightPage: Bool { isNight && !(awakeUntil.map { $0 > now } ?? false) }
    /// The Places page is in the paging order: there are two or more saved places.
    public var hasPlacesPage: Bool { places.count > 1 }
    /// The pages in paging order: `Page.allCases`, without Radar when the radar is off and without Places when there
    /// are fewer than two saved places.
    public var pages: [Page] {
        Page.allCases.filter { page in
            switch page {
            case .places: hasPlacesPage
            case .radar: radarEnabled
            default: true
            }
        }
    }
    /// The Radar page is what the person sees.
    public var showsRadarPage: Bool { page == .radar && radarEnabled && !showsNightPage }
    /// The Places page is what the person sees (its places then keep their own refresh schedules).
    public var showsPlacesPage: Bool { page == .places && hasPlacesPage }

    /// Saved place `index`'s forecast as fetched.
    public func forecast(forPlace index: Int) -> Forecast? {
        placeStates.indices.contains(index) ? placeStates[index].forecast : nil
    }

    /// Saved place `index`'s last official alerts report.
    public func alertsReport(forPlace index: Int) -> AlertReport? {
        placeStates.indices.contains(index) ? placeStates[index].alerts : nil
    }

    /// Saved place `index`'s official alerts to show now, most severe first.
    public func shownAlerts(forPlace index: Int) -> [Alert] {
        alertsReport(forPlace: index)?.shown(at: now, minimum: alertsMinimum) ?? []
    }

    /// How many alerts saved place `index` has besides the first shown, for `+N more` (`AlertReport.moreCount`).
    public func moreAlerts(forPlace index: Int) -> Int {
        alertsReport(forPlace: index)?.moreCount(at: now, minimum: alertsMinimum) ?? 0
    }

    /// How far saved place `index`'s data can be trusted, as `freshness` says it for the place on screen.
    public func freshness(forPlace index: Int) -> Freshness {
        if index == placeIndex { return freshness }
        guard let forecast = forecast(forPlace: index) else { return .none }
        if placeStates[index].failures >= RefreshPolicy.offlineAfterFailures { return .offline }
        return refreshPolicy.isStale(fetchedAt: forecast.fetchedAt, now: now) ? .stale : .fresh
    }

    /// Shown in the header when the data on screen is the bundled sample, not live weather.
    public var isSampleData: Bool { forecast != nil && forecast == fallbackForecast }

    public init(
        forecast: Forecast? = nil, units: Units, size: Size, now: Date, appearance: Appearance = Appearance(),
        refreshPolicy: RefreshPolicy = RefreshPolicy(interval: RefreshPolicy.defaultInterval(for: .openMeteo))
    ) {
        placeStates = [PlaceState(forecast: forecast)]
        self.units = units
        self.ownUnits = units
        self.size = size
        self.now = now
        self.appearance = appearance
        self.refreshPolicy = refreshPolicy
    }

    /// The forecast as it reads now, in the units on screen, with the outdoor station's reading where it is fresh.
    public var displayedForecast: Forecast? {
        displayedForecast(forPlace: placeIndex)
    }

    /// Saved place `index`'s forecast as it reads now, in the units on screen: the current temperature and humidity
    /// are the person's own outdoor station's while it is fresh (`Forecast.withOutdoorStation`, the one rule for it).
    public func displayedForecast(forPlace index: Int) -> Forecast? {
        guard var forecast = forecast(forPlace: index)?.rolledForward(to: now) else { return nil }
        // The radar the Radar page read tells the one rain story too, where the forecast brought none of its own.
        if forecast.radar == nil, let observation = placeStates[index].radar.observation {
            forecast.radar = observation
        }
        return withStation(forecast.converted(to: units), place: index)
    }

    /// `forecast` with the outdoor station's fresh reading for saved place `index`; a station tied to no place is
    /// the first place's (the only one on a one-place dashboard).
    func withStation(_ forecast: Forecast, place index: Int) -> Forecast {
        let name = places.indices.contains(index) ? places[index] : nil
        return forecast.withOutdoorStation(sensors, place: name, isHome: index == 0, now: now)
    }

    /// The saved place whose alerts the page shows: on the Places page the selected card's, or when it has none in
    /// force the place with the most severe alert; else the place on screen.
    public var alertsPlace: Int {
        guard showsPlacesPage, places.indices.contains(selectedPlace) else { return placeIndex }
        if !shownAlerts(forPlace: selectedPlace).isEmpty { return selectedPlace }
        return placesWithAlerts.first ?? selectedPlace
    }

    /// On the Places page, the saved places with an official alert in force, the most severe first (then in their
    /// order); empty on the other pages.
    public var placesWithAlerts: [Int] {
        guard showsPlacesPage else { return [] }
        let severities = places.indices.compactMap { index in
            shownAlerts(forPlace: index).map(\.severity).max().map { (index, $0) }
        }
        return severities.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// The official alerts report of `alertsPlace`.
    public var shownAlertsReport: AlertReport? {
        alertsReport(forPlace: alertsPlace)
    }

    /// Whose alerts the band and the `a` list show, named where the page is not that place's own (the Places page).
    public var alertsOwner: String? {
        showsPlacesPage && places.indices.contains(alertsPlace) ? places[alertsPlace] : nil
    }

    /// The place the shown alerts' times are told in.
    public var alertsLocation: Location? {
        forecast(forPlace: alertsPlace)?.location
    }

    /// The alerts to show now, most severe first: one that has ended is gone at the next tick, with no fetch.
    public var shownAlerts: [Alert] {
        shownAlertsReport?.shown(at: now, minimum: alertsMinimum) ?? []
    }

    /// How many alerts there are besides the first shown, for `+N more` (`AlertReport.moreCount`).
    public var moreAlerts: Int {
        shownAlertsReport?.moreCount(at: now, minimum: alertsMinimum) ?? 0
    }

    /// The alerts at least `alertsMinimum` severe that were left out past `AlertReport.limit`.
    public var droppedAlerts: Int {
        alerts?.droppedCount(minimum: alertsMinimum) ?? 0
    }

    /// When the alerts on screen next change by themselves (the soonest end), for a tick at that moment.
    public var nextAlertChange: Date? {
        shownAlerts.compactMap(\.ends).filter { $0 > now }.min()
    }

    /// Older than `AlertsPolicy.staleAfter`, or of unknown age (`FetchAge`).
    public var alertsAreStale: Bool {
        guard let report = shownAlertsReport else { return false }
        return DataAgePolicy.isTooOld(.alerts, fetchedAt: report.fetchedAt, now: now)
    }

    public var freshness: Freshness {
        guard let forecast else { return .none }
        if shown.failures >= RefreshPolicy.offlineAfterFailures { return .offline }
        if refreshPolicy.isStale(fetchedAt: forecast.fetchedAt, now: now) { return .stale }
        return .fresh
    }

    /// The weather a mood logged now keeps: what is on screen, when it is live and fresh; otherwise none, and
    /// the next fetch attaches it.
    public var weatherForMood: MoodForecast? {
        guard freshness == .fresh, !isSampleData, let forecast else { return nil }
        return MoodForecast(withStation(forecast, place: placeIndex))
    }

    /// The saved place on screen's name, which sensors tied to a place are matched against; nil with one place.
    public var shownPlaceName: String? {
        places.indices.contains(placeIndex) ? places[placeIndex] : nil
    }

    /// What a mood logged now keeps of the person's own sensors: the fresh ones of the place on screen.
    public var indoorForMood: IndoorReading? {
        IndoorReading(sensors, now: now, place: shownPlaceName)
    }

    /// The name of the place on screen: the saved place's, else `pendingPlace`.
    public var placeBeingFetched: String? {
        places.indices.contains(placeIndex) ? places[placeIndex] : pendingPlace
    }

    /// A success, or a person's Tab: no failures count any more, and nothing the server said holds.
    public mutating func clearFailures() {
        shown.failures = 0
        lastFailure = nil
        retryStopped = false
        shown.failureKind = nil
        notBefore = nil
    }
}

extension AppState {
    /// The journal's statistics in the units and week shown. Worked out once per change of the journal, the
    /// units or the week (`update` keeps them), not in every frame: a journal of ten years is 20,000 moods or more.
    public var moodStatistics: MoodStatistics {
        if let memo = moodStatisticsMemo.worked, memo.key == moodStatisticsKey { return memo.statistics }
        return workedStatistics(moodStatisticsKey)
    }

    private func workedStatistics(_ key: MoodStatisticsKey) -> MoodStatistics {
        if let moodFigures {
            return MoodStatistics(moodFigures, firstWeekday: key.firstWeekday, temperatureUnit: key.unit)
        }
        return MoodStatistics(moods, firstWeekday: key.firstWeekday, temperatureUnit: key.unit)
    }

    /// Works the statistics out again when what they depend on changed since the last time.
    mutating func keepMoodStatistics() {
        let key = moodStatisticsKey
        guard moodStatisticsAreReady, moodStatisticsMemo.worked?.key != key else { return }
        moodStatisticsMemo.worked = (key, workedStatistics(key))
    }

    private var moodStatisticsKey: MoodStatisticsKey {
        MoodStatisticsKey(
            moodsVersion: moodStatisticsMemo.moodsVersion, unit: units.temperature,
            firstWeekday: appearance.timeStyle.firstWeekday)
    }
}

/// What the mood statistics depend on.
struct MoodStatisticsKey: Sendable, Equatable {
    var moodsVersion: Int
    var unit: TemperatureUnit
    var firstWeekday: Int
}

/// The statistics last worked out, and a count of the journal's changes. A cache: two states that show the same
/// are equal whatever it holds.
struct MoodStatisticsMemo: Sendable, Equatable {
    var moodsVersion = 0
    var worked: (key: MoodStatisticsKey, statistics: MoodStatistics)?

    static func == (lhs: MoodStatisticsMemo, rhs: MoodStatisticsMemo) -> Bool { true }
}
