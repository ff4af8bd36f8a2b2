import Drawing
import WeatherKit

/// The styles a page is drawn with: a tint by condition and day or night, and text colours that read on it.
public struct Palette: Sendable, Equatable {
    public var page: Style
    public var text: Style
    public var muted: Style
    public var title: Style
    public var accent: Style
    public var warm: Style
    public var cold: Style
    public var rain: Style
    public var errorBanner: Style
    public var infoBanner: Style

    /// The colour of a condition's picture: the sun and the moon in the accent's yellow (and a sky of both, whose
    /// picture is one shape), clouds, fog, rain, snow and storms in the text's white or black, never as a yellow shape
    /// that reads as the moon.
    public func art(for condition: Condition?) -> Style {
        switch condition {
        case .clear, .mostlyClear, .partlyCloudy: accent
        default: text.bolded
        }
    }

    /// The colour of a condition's one-cell symbol (`☀ ☁ ☂ ❄`), for what it shows: the sun and the moon (and the
    /// storm's flash) in the accent's yellow, clouds and fog in the text's colour, rain in the rain's blue, snow white.
    public func symbol(for condition: Condition?) -> Style {
        switch condition {
        case .clear, .mostlyClear, .thunderstorm: accent
        case .drizzle, .freezingDrizzle, .rain, .freezingRain, .showers: rain
        case .partlyCloudy, .cloudy, .fog, .snow, .snowShowers: text.bolded
        case nil: muted
        }
    }

    /// The colour of one layer of a picture that has a colour layer (`GlyphSet.colours`): `s` the sun or moon in the
    /// accent, `c` the cloud in the text's colour as clouds are drawn alone; any other the picture's own.
    public func art(for condition: Condition?, layer: Character) -> Style {
        switch layer {
        case "s": accent
        case "c": art(for: .cloudy)
        default: art(for: condition)
        }
    }

    /// The palette for the weather on screen. `dimmed` is for page 2, which takes a quieter tint.
    public static func make(condition: Condition?, isDay: Bool, theme: Appearance.Theme, dimmed: Bool) -> Palette {
        let tint = Tint.of(condition: condition, isDay: isDay, theme: theme, dimmed: dimmed)
        let page = Style(foreground: nil, background: tint)
        func on(_ color: Color, bold: Bool = false) -> Style {
            Style(foreground: color, background: tint, bold: bold)
        }
        switch theme {
        case .dark:
            return Palette(
                page: page,
                text: on(Color(xterm256: 255, basic: 7, bright: true)),
                muted: on(Color(xterm256: 249, basic: 7)),
                title: on(Color(xterm256: 231, basic: 7, bright: true), bold: true),
                accent: on(Color(xterm256: 221, basic: 3, bright: true), bold: true),
                warm: on(Color(xterm256: 216, basic: 3, bright: true)),
                cold: on(Color(xterm256: 117, basic: 6, bright: true)),
                rain: on(Color(xterm256: 81, basic: 6, bright: true)),
                errorBanner: Style(
                    foreground: Color(xterm256: 231, basic: 7, bright: true),
                    background: Color(xterm256: 124, basic: 1), bold: true),
                infoBanner: Style(foreground: Color(xterm256: 16, basic: 0), background: Color(xterm256: 179, basic: 3))
            )
        case .light:
            return Palette(
                page: page,
                text: on(Color(xterm256: 16, basic: 0)),
                muted: on(Color(xterm256: 241, basic: 0)),
                title: on(Color(xterm256: 16, basic: 0), bold: true),
                accent: on(Color(xterm256: 130, basic: 3), bold: true),
                warm: on(Color(xterm256: 124, basic: 1)),
                cold: on(Color(xterm256: 25, basic: 4)),
                rain: on(Color(xterm256: 25, basic: 4)),
                errorBanner: Style(
                    foreground: Color(xterm256: 231, basic: 7, bright: true),
                    background: Color(xterm256: 160, basic: 1), bold: true),
                infoBanner: Style(foreground: Color(xterm256: 16, basic: 0), background: Color(xterm256: 222, basic: 3))
            )
        }
    }
}
