import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// Error bodies taken from the providers' documentation and server source, in
/// `../shared/fixtures/recorded/doc_examples`, through `HTTPResponse.checkStatus`.
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct RecordedErrorBodyTests {
    static let host = "api.open-meteo.com"

    static func response(_ status: Int, _ name: String) throws -> HTTPResponse {
        let directory = try #require(FixtureFile.recordedDirectory)
        let body = try Data(contentsOf: directory.appendingPathComponent("doc_examples").appendingPathComponent(name))
        return HTTPResponse(
            url: URL(string: "https://api.open-meteo.com/v1/forecast")!, status: status,
            headers: ["content-type": "application/json; charset=utf-8"], body: body)
    }

    static func statusError(_ response: HTTPResponse, provider: Provider? = nil) -> WeatherError? {
        do {
            try response.checkStatus(provider: provider)
            Issue.record("HTTP \(response.status) passed the status check")
            return nil
        } catch {
            return error
        }
    }

    @Test func everyDocumentedErrorBodyHasADetail() throws {
        let files = FixtureFile.recordedFiles(in: "doc_examples")
        #expect(!files.isEmpty)
        for file in files {
            let response = try Self.response(400, file.lastPathComponent)
            #expect(response.errorDetail?.isEmpty == false, "\(file.lastPathComponent)")
        }
    }

    @Test func latitudeOutOfRangeIsARejectedRequestWithTheReason() throws {
        let error = Self.statusError(try Self.response(400, "om_error_400_latitude_from_server_source.json"))
        let reason = "Latitude must be in range of -90 to 90°. Given: 91.0."
        #expect(error == .requestRejected(host: Self.host, status: 400, detail: reason))
        #expect(
            error?.message
                == "api.open-meteo.com refused the request (HTTP 400, \"\(reason)\"): check the place, the options and --api-base."
        )
    }

    @Test func unknownVariableIsARejectedRequestWithTheReason() throws {
        let error = Self.statusError(try Self.response(400, "om_error_400_from_docs.json"))
        #expect(
            error
                == .requestRejected(
                    host: Self.host, status: 400,
                    detail: "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"))
    }

    @Test func geocodingCountOutOfRange() throws {
        let error = Self.statusError(try Self.response(400, "om_geocoding_error_400_from_docs.json"))
        #expect(
            error
                == .requestRejected(host: Self.host, status: 400, detail: "Parameter count must be between 1 and 100."))
    }

    @Test(arguments: ["om_error_429_daily_from_server_source.json", "om_error_429_minutely_from_server_source.json"])
    func openMeteoLimitsAreRateLimits(name: String) throws {
        let error = Self.statusError(try Self.response(429, name))
        #expect(error == .rateLimited(host: Self.host, retryAfter: nil))
        #expect(
            error?.message == "api.open-meteo.com says too many requests (HTTP 429): wait a while before trying again.")
    }

    @Test func openWeatherMapBlockIsARateLimitEvenWithAProvider() throws {
        let error = Self.statusError(
            try Self.response(429, "owm_error_429_from_openweathermap.org-appid.json"), provider: .openWeatherMap)
        #expect(error == .rateLimited(host: Self.host, retryAfter: nil))
    }
}
