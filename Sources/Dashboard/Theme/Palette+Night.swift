import Drawing

extension Palette {
    /// The night page: dark red on black, low in contrast; without colour (`NO_COLOR`) the `dim` attribute.
    public static func night(monochrome: Bool) -> Palette {
        let page = monochrome ? Style.plain : Style(foreground: nil, background: Color(xterm256: 16, basic: 0))
        func ink(_ xterm256: UInt8) -> Style {
            monochrome
                ? Style(dim: true)
                : Style(foreground: Color(xterm256: xterm256, basic: 1), background: Color(xterm256: 16, basic: 0))
        }
        let text = ink(88)
        let muted = ink(52)
        return Palette(
            page: page, text: text, muted: muted, title: text, accent: text, warm: text, cold: text, rain: text,
            errorBanner: text, infoBanner: muted)
    }
}
