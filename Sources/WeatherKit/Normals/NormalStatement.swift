import Foundation
import Translation

/// Today against its normal: the one statement every view and output format reads ("4° warmer than normal for
/// 3 Dec", "near normal for 3 Dec", "3° colder than normal for 3 Dec"), so no two of them can disagree.
public struct NormalStatement: Sendable, Equatable {
    /// The place's calendar day the statement is about.
    public var date: LocalDate
    /// Warmer (positive) or colder than normal, in `unit`: the day's mean of high and low against the normal's.
    public var departure: Double
    public var standing: NormalStanding
    public var normal: DayNormal
    public var unit: TemperatureUnit

    /// The statement for the place's day at `now`; nil without a normal, a high or a low for it.
    public init?(forecast: Forecast, now: Date) {
        let today = forecast.location.localTime(at: now).date
        guard let row = forecast.daily.first(where: { $0.date == today }), let departure = row.departureFromNormal,
            let normal = row.normal
        else { return nil }
        self.date = today
        self.departure = departure
        self.normal = normal
        self.unit = forecast.units.temperature
        self.standing = NormalStanding(departure: departure, unit: unit)
    }

    /// The departure in whole degrees, without a sign: "4°".
    public var degrees: String {
        "\(abs(departure).wholeNumber)°"
    }

    /// The departure with its sign, for a status line: "+4°", "−3°", "±0°".
    public var signedDegrees: String {
        let whole = departure.wholeNumber
        return (whole > 0 ? "+" : whole < 0 ? "−" : "±") + "\(abs(whole))°"
    }

    /// "4° warmer than normal for 3 Dec" in `language`, with `timeStyle`'s month names.
    public func text(in language: Language, timeStyle: TimeStyle = .standard) -> String {
        let values = ["degrees": degrees, "day": String(date.day), "month": timeStyle.monthNames[date.month - 1]]
        switch standing {
        case .warmer: return language.text(.normalWarmer, values)
        case .colder: return language.text(.normalColder, values)
        case .near: return language.text(.normalNear, values)
        }
    }

    /// "+4° from normal": where the whole sentence does not fit.
    public func shortText(in language: Language) -> String {
        language.text(.normalShort, ["signed": signedDegrees])
    }

    /// "normal 2° / −3°": the day's normal high and low, in whole degrees.
    public func rangeText(in language: Language) -> String {
        let whole = { (value: Double?) in value.map { "\($0.wholeNumber)°" } ?? "–" }
        return language.text(.normalRange, ["high": whole(normal.high), "low": whole(normal.low)])
    }
}
