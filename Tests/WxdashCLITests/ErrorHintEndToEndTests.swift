import Foundation
import Testing

/// A failure's advice names the flag that set the failing server's address, and never a full sentence nested
/// in another.
@Suite struct ErrorHintEndToEndTests {
    @Test func ipLocationFailureNamesIPLocateBase() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let result = try await WxdashProcess.run([
            "now", "--ip-locate-base", "http://127.0.0.1:1", "--api-base", server.base
        ])
        #expect(result.status == 3)
        #expect(
            result.stderr
                == "wxdash: Could not find your location from your IP address — cannot connect to 127.0.0.1:1 (connection refused): "
                + "check --ip-locate-base and your network, or pass --city NAME or --lat and --lon.\n",
            "\(result.stderr)")
    }

    @Test func ipLocationOffSaysSoAndHowToGiveAPlace() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let result = try await WxdashProcess.run(["now", "--no-ip-locate", "--api-base", server.base])
        #expect(result.status == 3)
        #expect(!result.stderr.contains("Could not find your location"), "\(result.stderr)")
        #expect(
            result.stderr.contains("IP location is off (--no-ip-locate) and no place was used before: pass --city NAME")
        )
    }

    @Test func airQualityFailureNamesAirQualityBase() async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json")),
            "/v1/air-quality": .init(body: "<html>no</html>", headers: ["Content-Type": "text/html"])
        ])
        defer { server.stop() }
        let result = try await WxdashProcess.run(
            [
                "now", "--lat", "27.7", "--lon", "85.3", "--api-base", server.base, "--air-quality-base", server.base,
                "--format", "line"
            ],
            environment: ["WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no air quality this time"), "\(result.stderr)")
        #expect(result.stderr.contains("check --air-quality-base"), "\(result.stderr)")
        #expect(!result.stderr.contains("--api-base"), "\(result.stderr)")
    }
}
