import Drawing

/// One fixed colour scale for temperatures, in °C bands of five degrees: 25° is the same orange on every chart,
/// whatever else the chart shows. Darker shades of the same hues on the light theme.
enum TemperatureColors {
    /// Upper bounds (exclusive) of each band, in °C; the last band has none.
    private static let bounds: [Double] = [-15, -5, 0, 5, 10, 15, 20, 25, 30, 35]
    private static let dark: [Color] = [
        Color(xterm256: 141, basic: 5), Color(xterm256: 111, basic: 4, bright: true),
        Color(xterm256: 117, basic: 6, bright: true),
        Color(xterm256: 87, basic: 6, bright: true), Color(xterm256: 121, basic: 2, bright: true),
        Color(xterm256: 155, basic: 2, bright: true),
        Color(xterm256: 227, basic: 3, bright: true), Color(xterm256: 221, basic: 3, bright: true),
        Color(xterm256: 215, basic: 3),
        Color(xterm256: 209, basic: 1, bright: true), Color(xterm256: 203, basic: 1, bright: true)
    ]
    private static let light: [Color] = [
        Color(xterm256: 54, basic: 5), Color(xterm256: 19, basic: 4), Color(xterm256: 25, basic: 4),
        Color(xterm256: 30, basic: 6), Color(xterm256: 28, basic: 2), Color(xterm256: 64, basic: 2),
        Color(xterm256: 100, basic: 3), Color(xterm256: 136, basic: 3), Color(xterm256: 130, basic: 3),
        Color(xterm256: 166, basic: 1), Color(xterm256: 160, basic: 1)
    ]

    static func color(celsius: Double, theme: Appearance.Theme) -> Color {
        let band = bounds.firstIndex { celsius < $0 } ?? bounds.count
        return theme == .dark ? dark[band] : light[band]
    }
}
