import Drawing
import Foundation
import Radar
import ScreenText
import Translation
import WeatherKit

/// The Radar page: the frame being shown over the whole body, a title line with the frame's clock time and the
/// attribution RainViewer asks for, the radar's sentence, and a legend of the three intensities in mm/h.
public struct RadarPageView {
    public var frames: [RadarFrame]
    /// The frame shown, an index into `frames` (the animation's step).
    public var frameIndex: Int
    public var location: Location
    public var observation: RadarObservation?
    public var now: Date
    public var language: Language
    public var timeStyle: TimeStyle
    public var colour: Bool
    public var asciiOnly: Bool
    public var palette: Palette
    public var mapLayer: ((MapViewport, Rect, inout Canvas) -> Void)?
    /// One line on what the radar could not do ("Radar not updated: …; next try at 18:20"), above the map; with no
    /// frame it stands where the map would be.
    public var note: String?

    public init(
        frames: [RadarFrame], frameIndex: Int, location: Location, observation: RadarObservation?, now: Date,
        language: Language,
        timeStyle: TimeStyle, colour: Bool, asciiOnly: Bool, palette: Palette,
        mapLayer: ((MapViewport, Rect, inout Canvas) -> Void)? = nil
    ) {
        self.frames = frames
        self.frameIndex = frameIndex
        self.location = location
        self.observation = observation
        self.now = now
        self.language = language
        self.timeStyle = timeStyle
        self.colour = colour
        self.asciiOnly = asciiOnly
        self.palette = palette
        self.mapLayer = mapLayer
    }

    /// How long each frame shows in the animation; the newest is held for `newestHold`.
    public static let frameSeconds: TimeInterval = 0.5
    public static let newestHold: TimeInterval = 2.5

    /// The frame after `index`, and how long `index` stays on screen.
    public static func step(after index: Int, count: Int) -> (next: Int, hold: TimeInterval) {
        guard count > 0 else { return (0, newestHold) }
        return ((index + 1) % count, index >= count - 1 ? newestHold : frameSeconds)
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 4, rect.width >= 20 else { return }
        guard !frames.isEmpty else {
            // Where the map would be, whole, on as many rows as it takes.
            let lines = DisplayWidth.wrap(note ?? language.text(.radarNoFrames), to: rect.width - 2).prefix(rect.height)
            for (offset, line) in lines.enumerated() {
                _ = canvas.write(
                    line, column: rect.x + 1, row: rect.y + (rect.height - lines.count) / 2 + offset,
                    style: palette.muted, width: rect.width - 2)
            }
            return
        }
        let index = min(max(frameIndex, 0), frames.count - 1)
        let frame = frames[index]
        let clock = { (instant: Date) in timeStyle.clock(location.localTime(at: instant)) }
        // The title: the frame's time and where in the loop it is; the attribution on the right.
        let title =
            "\(language.text(.pageRadar)) \(clock(frame.time))\(index == frames.count - 1 ? age(of: frame) : "")  \(String(repeating: "▪", count: index + 1))\(String(repeating: "·", count: frames.count - index - 1))"
        let attribution = language.text(.radarAttribution)
        _ = canvas.write(
            asciiOnly ? title.replacingOccurrences(of: "▪", with: "#").replacingOccurrences(of: "·", with: ".") : title,
            column: rect.x + 1, row: rect.y, style: palette.title)
        _ = canvas.writeRight(attribution, column: rect.x, row: rect.y, width: rect.width - 1, style: palette.muted)
        // The sentence on a second row where one is too narrow for it (when the arrival would be cut) and the page
        // is tall enough to give the row up.
        let sentence = observation.map { $0.sentence(now: now, language: language, clock: clock) } ?? ""
        let wrapped = DisplayWidth.wrap(sentence, to: rect.width - 2)
        let sentenceRows = wrapped.count > 1 && rect.height >= 16 ? Array(wrapped.prefix(2)) : [sentence]
        for (offset, line) in sentenceRows.enumerated() {
            _ = canvas.write(
                line, column: rect.x + 1, row: rect.y + 1 + offset, style: palette.text, width: rect.width - 2)
        }
        var mapTop = rect.y + 1 + sentenceRows.count
        if let note, rect.height >= 8 {
            // On a second row too where the page is tall enough, so the next try's time is not cut.
            let wrapped = DisplayWidth.wrap(note, to: rect.width - 2)
            for line in wrapped.count > 1 && rect.height >= 16 ? Array(wrapped.prefix(2)) : [note] {
                _ = canvas.write(line, column: rect.x + 1, row: mapTop, style: palette.muted, width: rect.width - 2)
                mapTop += 1
            }
        }
        let mapRect = Rect(x: rect.x, y: mapTop, width: rect.width, height: rect.y + rect.height - 1 - mapTop)
        RadarMapView(
            frame: frame, latitude: location.latitude, longitude: location.longitude, colour: colour,
            asciiOnly: asciiOnly, palette: palette,
            mapLayer: mapLayer
        ).draw(in: mapRect, on: &canvas)
        drawLegend(row: rect.y + rect.height - 1, in: rect, on: &canvas)
    }

    /// " (45 min old)" after the newest frame's clock time when it is older than `RadarObservation.freshFor` (offline,
    /// or the service unreachable): old rain is not today's rain.
    private func age(of frame: RadarFrame) -> String {
        guard now.timeIntervalSince(frame.time) > RadarObservation.freshFor else { return "" }
        let minutes = Int(now.timeIntervalSince(frame.time) / 60)
        let age =
            minutes < 120
            ? language.text(.minutes, ["n": String(minutes)]) : language.text(.hoursShort, ["n": String(minutes / 60)])
        return " (\(language.text(.radarFrameAge, ["age": age])))"
    }

    /// `▀ light <2.5  ▀ moderate 2.5–7.6  ▀ heavy >7.6 mm/h`, each swatch in its colour (its character without colour).
    private func drawLegend(row: Int, in rect: Rect, on canvas: inout Canvas) {
        var column = rect.x + 1
        let bands: [(dbz: Int8, word: MessageKey, range: String)] = [
            (25, .radarLight, "<2.5"), (35, .radarModerate, "2.5–7.6"), (45, .radarHeavy, ">7.6")
        ]
        for band in bands {
            let swatch = colour ? "█" : RadarMapView.intensityCharacter(dbz: band.dbz, asciiOnly: asciiOnly)
            let style = colour ? Style(foreground: RadarMapView.color(dbz: band.dbz)) : palette.text
            column += canvas.write(swatch, column: column, row: row, style: style)
            let range = asciiOnly ? band.range.replacingOccurrences(of: "–", with: "-") : band.range
            column += canvas.write(
                " \(language.text(band.word)) \(range)  ", column: column, row: row, style: palette.muted)
        }
        _ = canvas.write("mm/h", column: column, row: row, style: palette.muted)
    }
}
