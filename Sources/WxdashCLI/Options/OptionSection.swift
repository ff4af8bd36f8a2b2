/// Where an option is listed in the help, under a heading of its own.
enum OptionSection: String, Sendable, CaseIterable {
    case place, data, alerts, output, offline, servers, key, dashboard, mqtt, locate, journal, general

    var heading: String {
        switch self {
        case .place: "Place (default: found from your IP address):"
        case .data: "Data:"
        case .alerts: "Official alerts (NWS, MeteoAlarm, MET Norway, DWD, Environment Canada; OpenWeatherMap One Call):"
        case .output: "Output:"
        case .offline: "Without the network:"
        case .servers: "Servers (for self-hosting, proxies and tests):"
        case .key: "OpenWeatherMap key (never on the command line):"
        case .dashboard: "The dashboard:"
        case .mqtt: "MQTT (a broker shares one fetcher with many displays and with Home Assistant):"
        case .locate: "Finding and saving places:"
        case .journal: "The journal:"
        case .general: "Help:"
        }
    }
}
