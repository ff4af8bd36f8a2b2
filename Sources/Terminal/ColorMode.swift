/// Whether the screen may use colour. `auto` uses as many colours as the terminal has; `monochrome` uses
/// attributes (bold, dim, reverse, underline) only.
public enum ColorMode: Sendable, Equatable {
    case auto
    case monochrome

    /// `monochrome` when `NO_COLOR` is set to a non-empty value (https://no-color.org), else `auto`.
    public static func detect(in environment: [String: String]) -> ColorMode {
        if let value = environment["NO_COLOR"], !value.isEmpty { return .monochrome }
        return .auto
    }
}
