import Foundation

/// The XDG base directories wxdash keeps its files in, each with its `wxdash` folder.
public enum XDGDirectory: Sendable {
    case config, data, cache, state

    private var variable: String {
        switch self {
        case .config: "XDG_CONFIG_HOME"
        case .data: "XDG_DATA_HOME"
        case .cache: "XDG_CACHE_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    /// Under the home folder when the variable is unset or not absolute, as the specification says.
    private var fallback: String {
        switch self {
        case .config: ".config"
        case .data: ".local/share"
        case .cache: ".cache"
        case .state: ".local/state"
        }
    }

    /// `$XDG_…_HOME/wxdash/<file>`.
    public func path(of file: String, environment: [String: String]) -> String {
        let base =
            environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(fallback)
        return ((base as NSString).appendingPathComponent("wxdash") as NSString).appendingPathComponent(file)
    }
}
