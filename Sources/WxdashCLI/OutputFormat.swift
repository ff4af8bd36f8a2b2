public enum OutputFormat: String, Sendable, CaseIterable {
    case text
    case json
    case line
    /// One JSON object for a waybar custom module: text, tooltip, class and alt.
    case waybar
    /// Prometheus text exposition, for node_exporter's textfile collector.
    case prometheus
}
