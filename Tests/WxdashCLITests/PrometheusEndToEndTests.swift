import Foundation
import Testing

/// `wxdash now --format prometheus` for node_exporter's textfile collector.
@Suite struct PrometheusEndToEndTests {
    @Test func exposesTheReadingsInBaseUnitsWithHelpAndType() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        // Fahrenheit and mph asked for: the exposition still speaks Celsius and metres per second.
        let result = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "prometheus", "--units", "imperial"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("# HELP wxdash_temperature_celsius Air temperature now."))
        #expect(lines.contains("# TYPE wxdash_temperature_celsius gauge"))
        #expect(lines.contains("wxdash_temperature_celsius{place=\"Kathmandu\"} 17.6"), "\(result.stdout)")
        #expect(lines.contains("wxdash_data_age_seconds{place=\"Kathmandu\"} 0"))
        #expect(lines.contains { $0.hasPrefix("wxdash_wind_speed_meters_per_second{place=\"Kathmandu\"} ") })
        // Every sample line is NAME{place="…"} NUMBER, each metric with its HELP and TYPE before it.
        for line in lines where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            #expect(parts.count == 2 && Double(parts[1]) != nil, "\(line)")
            let name = String(line.prefix { $0 != "{" })
            #expect(lines.contains("# TYPE \(name) gauge"), "\(name)")
        }
    }

    @Test func labelValuesAreEscaped() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-prom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config.toml")
        try "[[places]]\nname = 'Say \"hi\" \\\\ here'\nlat = 27.7\nlon = 85.32\n".write(
            to: config, atomically: true, encoding: .utf8)
        let result = try await NowOpenMeteoEndToEndTests.now(
            server, ["--format", "prometheus"], environment: ["WXDASH_CONFIG": config.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(#"wxdash_temperature_celsius{place="Say \"hi\" \\\\ here"} 17.6"#),
            "\(result.stdout)")
    }
}
