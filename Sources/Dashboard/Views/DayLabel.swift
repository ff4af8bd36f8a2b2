import WeatherKit

/// A day's name in a list of days: the weekday alone within the first week, with the day of the month after it
/// ("Mon 7"), where the weekdays start to repeat.
struct DayLabel {
    let time: TimeStyle

    func text(for date: LocalDate, index: Int, dated: Bool = false) -> String {
        dated || index >= 7 ? "\(time.weekday(date)) \(date.day)" : time.weekday(date)
    }
}
