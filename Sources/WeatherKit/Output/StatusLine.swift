/// `wxdash now --format line`: one short line for tmux, i3 or waybar, e.g. `☀ 21°C Berlin`.
public struct StatusLine: Sendable {
    public let forecast: Forecast

    public init(_ forecast: Forecast) {
        self.forecast = forecast
    }

    public var text: String {
        let current = forecast.current
        let symbol = ConditionSymbol.symbol(for: current.condition, isDay: current.isDay)
        let temperature = ReadingFormat.temperature(current.temperature, unit: forecast.units.temperature)
        let name = TerminalText.sanitized(forecast.location.name)
        return "\(symbol) \(temperature) \(name)"
    }
}
