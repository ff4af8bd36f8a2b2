import Foundation
import HTTP
import Testing
import WeatherKit

/// Bodies past the documented 4 MiB limit are refused while they arrive, not after they are read whole.
@Suite struct ResponseSizeEndToEndTests {
    @Test func aBodyThatNeverEndsIsCutOffAtTheLimit() async throws {
        let server = try FixtureServer(["/endless": .init(endless: true)])
        defer { server.stop() }
        let url = try #require(URL(string: server.base + "/endless"))
        // Were the body read whole, this would never end.
        await #expect(
            throws: WeatherError.responseTooLarge(
                host: "127.0.0.1:\(server.port)", limitBytes: HTTPClient.maximumBodyBytes)
        ) {
            _ = try await HTTPClient(timeout: 60).get(url)
        }
    }

    /// The header alone decides: the server announces 5 MB and sends a few bytes.
    @Test func aFiveMegabyteBodyIsRefusedByItsLength() async throws {
        let server = try FixtureServer(["/big": .init(body: "{}", announcedLength: 5 * 1024 * 1024)])
        defer { server.stop() }
        let url = try #require(URL(string: server.base + "/big"))
        await #expect(
            throws: WeatherError.responseTooLarge(
                host: "127.0.0.1:\(server.port)", limitBytes: HTTPClient.maximumBodyBytes)
        ) {
            _ = try await HTTPClient(timeout: 60).get(url)
        }
    }

    @Test func nowSaysSoInOneLineAndExitsSeven() async throws {
        let server = try FixtureServer(["/v1/forecast": .init(endless: true)])
        defer { server.stop() }
        let result = try await WxdashProcess.run(["now", "--lat", "1", "--lon", "2", "--api-base", server.base])
        #expect(result.status == 7, "\(result.stderr)")
        #expect(
            result.stderr
                == "wxdash: 127.0.0.1:\(server.port) sent more than 4096 KiB, more than any forecast needs: check --api-base.\n"
        )
    }
}
