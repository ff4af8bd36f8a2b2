import Drawing
import Foundation
import Translation
import WeatherKit

extension RadarPageView {
    /// The Radar page of the place on screen: its newest frame, and a line on what the radar could not do (the
    /// forecast that tells where the place is has not come; the read under way; a failure and the next try).
    init(context: ViewContext) {
        let state = context.state
        let radar = state.radar
        let words = context.words
        let location = context.forecast?.location ?? Location(name: "", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        self.init(
            frames: radar.frames, frameIndex: radar.shownFrame, location: location, observation: radar.observation,
            now: state.now,
            language: words, timeStyle: context.time, colour: !state.appearance.monochrome,
            asciiOnly: context.asciiOnly,
            palette: context.palette)
        // Braille lines have no ASCII form: under `--icons ascii` the rain is drawn alone.
        if let map = context.radarMap, !context.asciiOnly {
            let style = Style(foreground: context.palette.muted.foreground)
            mapLayer = { viewport, rect, canvas in map(viewport, rect, style, &canvas) }
        }
        if context.forecast == nil {
            note = words.text(.radarWaitingPlace)
        } else if let problem = radar.problem {
            let next = radar.nextCheck.map { context.time.clock(location.localTime(at: $0)) } ?? "–"
            note = words.text(.radarNotUpdated, ["problem": problem, "time": next])
        } else if radar.frames.isEmpty, radar.isFetching || radar.checkedAt == nil {
            note = words.text(.radarFetching)
        }
    }
}
