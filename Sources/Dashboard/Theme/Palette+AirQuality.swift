import Drawing
import WeatherKit

extension Palette {
    /// The air quality category's colour on the page's tint: green, yellow, orange, red, purple, maroon (the EPA's
    /// order), for both scales by severity.
    func airQuality(_ category: AQICategory?, theme: Appearance.Theme) -> Style {
        guard let category else { return muted }
        let dark: [(UInt8, UInt8, Bool)] = [
            (114, 2, true), (227, 3, true), (215, 3, false), (203, 1, true), (177, 5, true), (168, 1, false)
        ]
        let light: [(UInt8, UInt8, Bool)] = [
            (28, 2, false), (136, 3, false), (166, 3, false), (160, 1, false), (91, 5, false), (88, 1, false)
        ]
        let (xterm, basic, bright) = (theme == .light ? light : dark)[min(max(category.severity, 0), 5)]
        return Style(
            foreground: Color(xterm256: xterm, basic: basic, bright: bright), background: page.background,
            bold: category.severity >= 3)
    }

    /// UV from "high" on stands out in the warm colour.
    func uv(_ index: Double?) -> Style {
        guard let index else { return muted }
        return index.rounded() >= 6 ? warm.bolded : text
    }
}
