/// The commands that take options; each option in `OptionTable` names the ones it belongs to.
public enum OptionCommand: String, Sendable, CaseIterable, Hashable {
    case dashboard
    case now
    case publish
    case locate
    case moodAdd = "mood-add"
    case moodList = "mood-list"
    case moodStats = "mood-stats"
    case moodExport = "mood-export"

    /// The words after `wxdash` that name the command (none for the dashboard).
    var words: [String] {
        switch self {
        case .dashboard: []
        case .now: ["now"]
        case .publish: ["publish"]
        case .locate: ["locate"]
        case .moodAdd: ["mood", "add"]
        case .moodList: ["mood", "list"]
        case .moodStats: ["mood", "stats"]
        case .moodExport: ["mood", "export"]
        }
    }

    /// How a message names it: "the dashboard", "'wxdash now'".
    var displayName: String {
        self == .dashboard ? "the dashboard" : "'wxdash \(words.joined(separator: " "))'"
    }

    /// The help that lists its options.
    var helpCommand: String {
        switch self {
        case .dashboard: "wxdash --help"
        case .now: "wxdash help now"
        case .publish: "wxdash help publish"
        case .locate: "wxdash help locate"
        case .moodAdd, .moodList, .moodStats, .moodExport: "wxdash help mood"
        }
    }
}
