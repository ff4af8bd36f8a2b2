import Drawing
import Foundation
import Translation
import WeatherKit

/// What the Now page tells beside the temperature, most important first: the person's own sensors, air quality,
/// UV, pollen in season, the pressure trend, yesterday, daylight and the moon. Each only when there is one.
struct NowDetails {
    let context: ViewContext
    let forecast: Forecast

    var lines: [NowDetailLine] {
        let palette = context.palette
        let location = forecast.location
        var lines: [NowDetailLine] = []
        let words = context.words
        let state = context.state
        for sensor in SensorLine.lines(
            state.sensors, place: state.shownPlaceName, now: state.now, words: words, station: forecast.current.station)
        {
            lines.append(
                NowDetailLine(text: sensor.text, short: nil, style: sensor.stale ? palette.muted : palette.text))
        }
        if let normal = NormalStatement(forecast: forecast, now: state.now) {
            lines.append(
                NowDetailLine(
                    text: normal.text(in: words, timeStyle: context.time), short: normal.shortText(in: words),
                    style: palette.text))
        }
        if let air = forecast.airQuality, let text = air.text(in: words) {
            lines.append(
                NowDetailLine(
                    text: text, short: air.shortText(in: words),
                    style: palette.airQuality(air.category, theme: context.state.appearance.theme)))
        }
        if let text = forecast.uv.text(in: location, style: context.time, language: context.words) {
            lines.append(
                NowDetailLine(
                    text: text, short: forecast.uv.shortText(in: words),
                    style: palette.uv(forecast.uv.index ?? forecast.uv.maxToday)))
        }
        if let pollen = forecast.airQuality?.pollen, pollen.inSeason, let text = pollen.text(in: words) {
            lines.append(NowDetailLine(text: text, short: shortPollen(pollen), style: palette.text))
        }
        if let pressure = forecast.pressure {
            lines.append(
                NowDetailLine(
                    text: pressure.text(in: forecast.units.pressure, arrow: arrow, language: words), short: nil,
                    style: palette.text))
        }
        if let text = forecast.yesterday?.text(todayHigh: forecast.today.high, language: words) {
            lines.append(NowDetailLine(text: text, short: nil, style: palette.text))
        }
        let daylight = forecast.daylight
        if let text = daylight.text(in: words) {
            lines.append(NowDetailLine(text: text, short: daylight.length(in: words), style: palette.muted))
        }
        let moon = MoonPhase(at: context.state.now)
        lines.append(NowDetailLine(text: moonText(moon), short: moon.text(in: words), style: palette.muted))
        return lines
    }

    /// The label under the nowcast's bars: what they show and the intensity's legend ("Precipitation, next 2 h
    /// (mm/h)", "▂2 ▄4 █8+"); the rain's story is the detail line's alone. Nil without bars.
    var nowcastCaption: (label: String, legend: String)? {
        guard let strip = nowcastStrip else { return nil }
        let unit = forecast.units.precipitation
        return (context.words.text(.nowcastCaption, ["unit": unit.rawValue + "/h"]), strip.legend(in: unit))
    }

    /// The nowcast's bars, only while the outlook tells the nowcast (fresh, with steps ahead).
    var nowcastStrip: NowcastStrip? {
        guard let nowcast = forecast.nowcast, outlook.nowcastEnd != nil else { return nil }
        let strip = NowcastStrip(nowcast: nowcast, now: context.state.now, asciiOnly: context.asciiOnly)
        return strip.width > 0 ? strip : nil
    }

    private var outlook: RainOutlook {
        context.rainOutlook ?? RainOutlook(forecast: forecast, now: context.state.now)
    }

    /// The most important lines that fit in `rows` rows of `width` columns, each in its full or short form.
    func fitting(rows: Int, width: Int) -> [(text: String, style: Style)] {
        Array(lines.compactMap { line in line.fitting(width).map { ($0, line.style) } }.prefix(max(0, rows)))
    }

    private func moonText(_ moon: MoonPhase) -> String {
        let clock = { (date: Date) in context.time.clock(forecast.location.localTime(at: date)) }
        let words = context.words
        let times = [
            forecast.today.moonrise.map { words.text(.moonRise, ["time": clock($0)]) },
            forecast.today.moonset.map { words.text(.moonSet, ["time": clock($0)]) }
        ].compactMap { $0 }
        return times.isEmpty ? moon.text(in: words) : moon.text(in: words) + " · " + times.joined(separator: " ")
    }

    private func arrow(_ trend: PressureTrend) -> String {
        guard context.asciiOnly else { return trend.arrow }
        switch trend {
        case .rising: return "^"
        case .steady: return "="
        case .falling: return "v"
        }
    }

    private func shortPollen(_ pollen: Pollen) -> String? {
        let top = pollen.kinds.compactMap { kind in kind.value.flatMap { $0 > 0 ? (kind.name, $0) : nil } }.max {
            $0.1 < $1.1
        }
        return top.map { context.words.text(.pollen, ["list": "\(context.words.pollen($0.0)) \($0.1.wholeNumber)"]) }
    }
}
