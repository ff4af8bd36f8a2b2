import Drawing

/// The meteogram's own colours beside the page's palette: night shade, the ensemble band, the chance of
/// precipitation behind the bars, rain and snow.
struct MeteogramColors {
    let night: Color
    let band: Color
    let bandAtNight: Color
    let chance: Color
    let rain: Color
    let snow: Color

    init(theme: Appearance.Theme) {
        switch theme {
        case .dark:
            night = Color(xterm256: 234, basic: 0)
            band = Color(xterm256: 239, basic: 0, bright: true)
            bandAtNight = Color(xterm256: 237, basic: 0, bright: true)
            chance = Color(xterm256: 24, basic: 4)
            rain = Color(xterm256: 45, basic: 6, bright: true)
            snow = Color(xterm256: 231, basic: 7, bright: true)
        case .light:
            night = Color(xterm256: 252, basic: 7)
            band = Color(xterm256: 250, basic: 7)
            bandAtNight = Color(xterm256: 247, basic: 7)
            chance = Color(xterm256: 153, basic: 6)
            rain = Color(xterm256: 26, basic: 4)
            snow = Color(xterm256: 91, basic: 5)
        }
    }
}
