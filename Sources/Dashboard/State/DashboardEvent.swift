import Drawing
import Foundation
import KeyPress
import Radar
import WeatherKit

/// Something that happened: the runtime turns keys, timers, signals and fetch results into these.
public enum DashboardEvent: Sendable, Equatable {
    case key(Key)
    case resize(Size)
    /// The clock moved on (a minute tick, or a banner's expiry).
    case tick(Date)
    /// `note` is something to tell the person once, such as which of several places was taken.
    /// `place` is the saved place it was fetched for (0 when there is one place).
    case fetchSucceeded(Forecast, at: Date, note: String? = nil, place: Int = 0)
    /// `jitter` (0…1, random in the runtime, fixed in tests) spreads the retry time.
    case fetchFailed(FetchFailure, at: Date, jitter: Double, place: Int = 0)
    /// The refresh timer fired.
    case refreshDue
    /// `--rotate`: time to show the next page.
    case rotateDue
    /// The journal as it now stands, with a note such as "Saved mood #4".
    case moodsLoaded([MoodEntry], note: String?, at: Date)
    /// The newest moods of a long journal, shown while the rest is read (`moodsLoaded` brings the whole).
    case recentMoodsLoaded([MoodEntry], note: String?, at: Date)
    /// A long journal counted by SQLite for its statistics, so they need not wait for (or be worked out from) every mood.
    case moodTallyLoaded(MoodTally)
    /// The same, as the few figures the statistics read (`MoodJournal.figures`).
    case moodFiguresLoaded(MoodFigures)
    /// Saving a mood failed (`message` says why and what to do): the prompt opens again with what was typed.
    case moodNotSaved(String, level: MoodLevel, comment: String?, at: Date)
    /// Time to ask for official alerts again.
    case alertsDue
    /// The alerts for saved place `place`.
    case alertsFetched(AlertReport, at: Date, place: Int = 0)
    /// The alerts source failed (`message` says how); `retryAfter` is what the server asked for, if anything.
    case alertsFailed(String, at: Date, retryAfter: TimeInterval? = nil, place: Int = 0)
    /// A refresh was asked for but there is nothing to fetch (sample data): say so.
    case refreshUnavailable(message: String, at: Date)
    /// The journal cannot be opened or read (`message` says why and what to do): the Mood page says so.
    case journalFailed(String)
    /// The person's own sensors as they now read (a message came on one of their topics).
    case sensorsRead([SensorReading])
    /// The rain radar around saved place `place`: its frames oldest first and what they say; `problem` is what the
    /// read could not get (the frames are then the cache's, older).
    case radarFetched(frames: [RadarFrame], observation: RadarObservation?, problem: String?, at: Date, place: Int = 0)
    /// The radar read brought no frame at all.
    case radarFailed(RadarFailure, at: Date, place: Int = 0)
    /// `--source`: the connection to the publisher's broker went (`lost`) or came back.
    case brokerConnection(lost: Bool)
    /// `--source` with no places of its own: the publisher's places as its `PREFIX/places` now lists them (late, when
    /// the broker was away at start, or changed since).
    case placesFollowed([String])
}

/// Work `update` asks the runtime to do.
public enum DashboardEffect: Sendable, Equatable {
    /// Fetch saved place `place` (0 when there is one); the answer comes back as `fetchSucceeded`/`fetchFailed`
    /// with that place.
    case fetch(place: Int)
    /// Ask for saved place `place`'s official alerts; the answer comes back as `alertsFetched`/`alertsFailed`.
    case fetchAlerts(place: Int)
    /// Read the rain radar around saved place `place` (at its coordinates); the answer comes back as
    /// `radarFetched`/`radarFailed` with that place.
    case fetchRadar(place: Int, latitude: Double, longitude: Double)
    /// Moods saved without weather in the hours before `fetchedAt` take this weather (the place on screen's), and
    /// the journal is read again.
    case attachWeatherToMoods(MoodForecast, fetchedAt: Date)
    case quit
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspend
    /// Fetch again at this wall-clock time (replacing any earlier plan).
    case scheduleRefresh(at: Date)
    /// Ask for alerts again at this wall-clock time (replacing any earlier plan).
    case scheduleAlerts(at: Date)
    /// Save a mood with the weather on screen.
    case saveMood(MoodLevel, comment: String?)
}
