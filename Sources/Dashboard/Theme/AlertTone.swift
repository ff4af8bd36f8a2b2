import Drawing
import WeatherKit

/// An alert's colours: yellow, orange and red for moderate, severe and extreme, a calm grey for minor and
/// ungraded ones. The colours are given swapped under reverse video, so a terminal without colour (NO_COLOR)
/// still shows the band in reverse, and one with colour shows dark text on the severity's colour.
enum AlertTone {
    static func band(_ severity: AlertSeverity) -> Style {
        let (colour, text): (Color, Color) =
            switch severity {
            case .extreme: (Color(xterm256: 196, basic: 1, bright: true), Color(xterm256: 231, basic: 7, bright: true))
            case .severe: (Color(xterm256: 208, basic: 1), Color(xterm256: 16, basic: 0))
            case .moderate: (Color(xterm256: 220, basic: 3, bright: true), Color(xterm256: 16, basic: 0))
            case .minor, .unknown: (Color(xterm256: 250, basic: 7), Color(xterm256: 16, basic: 0))
            }
        return Style(foreground: colour, background: text, bold: severity >= .severe, reverse: true)
    }

    /// `⚠` (`!` in ASCII).
    static func marker(asciiOnly: Bool) -> String {
        asciiOnly ? "!" : "⚠"
    }
}
