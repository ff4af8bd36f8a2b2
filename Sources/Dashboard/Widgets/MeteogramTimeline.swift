import Foundation
import WeatherKit

/// Where an instant falls across a chart's columns, and the hourly values between two rows, interpolated.
struct MeteogramTimeline {
    let hours: [HourlyForecast]
    let start: Date
    /// Hours from the first row to the end of the last row's step.
    let span: Double
    let width: Int

    init?(hours: [HourlyForecast], width: Int) {
        guard let first = hours.first, let last = hours.last, width > 0 else { return nil }
        let step = hours.count > 1 ? max(0.25, hours[1].time.timeIntervalSince(first.time) / 3600) : 1
        let span = last.time.timeIntervalSince(first.time) / 3600 + step
        guard span.isFinite, span > 0 else { return nil }
        self.hours = hours
        self.start = first.time
        self.span = span
        self.width = width
    }

    /// Columns per hour.
    var columnsPerHour: Double { Double(width) / span }

    /// The column (fractional) of `instant`; the left edge of column 0 is the first row's time.
    func column(of instant: Date) -> Double {
        instant.timeIntervalSince(start) / 3600 * columnsPerHour
    }

    func time(atColumn column: Double) -> Date {
        start.addingTimeInterval(column / columnsPerHour * 3600)
    }

    /// The index of the row whose step holds `instant` (the last row at or before it), nil before the first.
    func rowIndex(at instant: Date) -> Int? {
        guard instant >= start else { return nil }
        var low = 0
        var high = hours.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if hours[middle].time <= instant { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A value at `instant`, straight between the rows either side; the last row's value after it; nil where a
    /// row either side has none.
    func interpolated(_ value: (HourlyForecast) -> Double?, at instant: Date) -> Double? {
        guard let index = rowIndex(at: instant) else { return nil }
        guard let here = value(hours[index]) else { return nil }
        guard index + 1 < hours.count else { return here }
        guard let next = value(hours[index + 1]) else { return here }
        let length = hours[index + 1].time.timeIntervalSince(hours[index].time)
        guard length > 0 else { return here }
        let fraction = min(1, max(0, instant.timeIntervalSince(hours[index].time) / length))
        return here + (next - here) * fraction
    }
}
