import Drawing
import WeatherKit

/// The page's background colour: the terminal's stand-in for the photo the original app blurred behind its data.
enum Tint {
    static func of(condition: Condition?, isDay: Bool, theme: Appearance.Theme, dimmed: Bool) -> Color {
        let group = Group(condition)
        switch theme {
        case .dark:
            if dimmed { return isDay ? Color(xterm256: 236, basic: 0) : Color(xterm256: 234, basic: 0) }
            switch (group, isDay) {
            case (.clear, true): return Color(xterm256: 25, basic: 4)
            case (.clear, false): return Color(xterm256: 17, basic: 4)
            case (.clouds, true): return Color(xterm256: 60, basic: 4)
            case (.clouds, false): return Color(xterm256: 236, basic: 0)
            case (.wet, true): return Color(xterm256: 24, basic: 4)
            case (.wet, false): return Color(xterm256: 23, basic: 0)
            case (.white, true): return Color(xterm256: 67, basic: 4)
            case (.white, false): return Color(xterm256: 238, basic: 0)
            case (.storm, _): return Color(xterm256: 53, basic: 5)
            case (.unknown, _): return Color(xterm256: 235, basic: 0)
            }
        case .light:
            if dimmed { return Color(xterm256: 255, basic: 7) }
            switch (group, isDay) {
            case (.clear, true): return Color(xterm256: 153, basic: 7)
            case (.clear, false): return Color(xterm256: 146, basic: 7)
            case (.clouds, _): return Color(xterm256: 252, basic: 7)
            case (.wet, _): return Color(xterm256: 152, basic: 7)
            case (.white, _): return Color(xterm256: 195, basic: 7)
            case (.storm, _): return Color(xterm256: 183, basic: 7)
            case (.unknown, _): return Color(xterm256: 254, basic: 7)
            }
        }
    }

    private enum Group {
        case clear, clouds, wet, white, storm, unknown

        init(_ condition: Condition?) {
            switch condition {
            case .clear, .mostlyClear: self = .clear
            case .partlyCloudy, .cloudy, .fog: self = .clouds
            case .drizzle, .rain, .showers, .freezingDrizzle, .freezingRain: self = .wet
            case .snow, .snowShowers: self = .white
            case .thunderstorm: self = .storm
            case nil: self = .unknown
            }
        }
    }
}
