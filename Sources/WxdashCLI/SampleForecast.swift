import Assets
import DisplayOptions
import Foundation
import WeatherKit

/// The bundled sample data `--demo` replays as if it were today's.
enum SampleForecast {
    static func load(from assets: AssetLibrary) throws -> Forecast {
        try assets.loadSampleForecast().forecast.plausible()
    }

    /// The sample moved to today, keeping its times of day.
    static func replayedToday(from assets: AssetLibrary, now: Date) throws -> Forecast {
        let sample = try load(from: assets)
        return sample.shifted(byDays: daysToToday(sample, now: now))
    }

    /// What `--demo` shows, the dashboard and `now` alike: the sample moved to the day `clock` reads, and the sample's
    /// own clock, which starts at the sample's time of day on that day and runs at `clock`'s pace.
    static func replay(from assets: AssetLibrary, clock: @escaping @Sendable () -> Date) throws -> (
        forecast: Forecast, clock: @Sendable () -> Date
    ) {
        let started = clock()
        let forecast = try replayedToday(from: assets, now: started)
        let start = forecast.current.time
        return (forecast, { start.addingTimeInterval(clock().timeIntervalSince(started)) })
    }

    /// Whole days from the sample's own date to today at its place, so the replay keeps its times of day.
    static func daysToToday(_ forecast: Forecast, now: Date) -> Int {
        let sampleDay = forecast.location.localTime(at: forecast.current.time).date
        let today = forecast.location.localTime(at: now).date
        return today.daysSinceEpoch - sampleDay.daysSinceEpoch
    }
}
