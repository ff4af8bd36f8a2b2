import Foundation
import HTTP
import Testing

@testable import WeatherKit

@Suite struct HTTPResponseTests {
    static let url = URL(string: "http://127.0.0.1:8080/v1/forecast?latitude=1")!
    static let host = "127.0.0.1:8080"

    static func response(_ status: Int, _ body: String = "", headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(url: url, status: status, headers: headers, body: Data(body.utf8))
    }

    /// 2026-11-30 10:00 UTC, the instant a `Retry-After` date is read against.
    static let now = Date(timeIntervalSince1970: 1_796_032_800)

    static func statusError(_ response: HTTPResponse, provider: Provider? = nil) -> WeatherError? {
        do {
            try response.checkStatus(provider: provider, now: now)
            return nil
        } catch {
            return error
        }
    }

    static func decodeError<T: Decodable>(_ type: T.Type, _ response: HTTPResponse) -> WeatherError? {
        do {
            _ = try response.decode(type)
            Issue.record("expected \(T.self) not to decode")
            return nil
        } catch {
            return error
        }
    }

    // MARK: checkStatus

    @Test(arguments: [200, 201, 204, 299])
    func successStatusesPass(status: Int) throws {
        try Self.response(status, "{}").checkStatus(provider: .openWeatherMap)
    }

    @Test func unauthorizedWithAProviderIsAnInvalidKey() {
        let response = Self.response(
            401,
            #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
        )
        let error = Self.statusError(response, provider: .openWeatherMap)
        #expect(error == .invalidAPIKey(.openWeatherMap))
        #expect(
            error?.message
                == "OpenWeatherMap rejected the API key (HTTP 401): check the key, and note that a new key can take up to 2 hours to activate."
        )
        #expect(Self.statusError(response, provider: .openMeteo) == .invalidAPIKey(.openMeteo))
    }

    @Test func unauthorizedWithoutAProviderIsARejectedRequest() {
        let error = Self.statusError(Self.response(401, #"{"reason":"Unauthorized"}"#), provider: nil)
        #expect(error == .requestRejected(host: Self.host, status: 401, detail: "Unauthorized"))
    }

    @Test func tooManyRequestsWithRetryAfterSeconds() {
        let response = Self.response(
            429, #"{"error":true,"reason":"Minutely API request limit exceeded."}"#, headers: ["retry-after": "120"])
        let error = Self.statusError(response)
        #expect(error == .rateLimited(host: Self.host, retryAfter: 120))
        #expect(error?.message == "127.0.0.1:8080 says too many requests (HTTP 429): try again in 2 min.")
    }

    @Test func tooManyRequestsWithoutRetryAfter() {
        let error = Self.statusError(Self.response(429, ""))
        #expect(error == .rateLimited(host: Self.host, retryAfter: nil))
        #expect(error?.message == "127.0.0.1:8080 says too many requests (HTTP 429): wait a while before trying again.")
    }

    /// HTTP dates are read without ICU: the same instants Foundation's formatter writes, leap days and all.
    @Test func httpDatesReadAsFoundationWritesThem() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        for step in 0..<400 {
            let instant = Date(timeIntervalSince1970: 946_684_800 + Double(step) * 2_629_813 + Double(step % 7) * 3_601)
            #expect(
                HTTPResponse.httpDate(formatter.string(from: instant)) == instant, "\(formatter.string(from: instant))")
        }
        #expect(HTTPResponse.httpDate("Sun, 29 Feb 2032 23:59:59 GMT") == Date(timeIntervalSince1970: 1_961_711_999))
        #expect(
            HTTPResponse.httpDate("Tue, 16 Jun 2026 14:26:08 +0200")
                == HTTPResponse.httpDate("Tue, 16 Jun 2026 12:26:08 GMT"))
        for bad in [
            "", "tomorrow", "Tue, 31 Jun 2026 12:26:08 GMT", "Tue, 16 Juni 2026 12:26:08 GMT",
            "Tue, 16 Jun 2026 24:00:00 GMT",
            "Tue, 16 Jun 2026 12:26 GMT", "Tue, 16 Jun 2026 12:26:08 CEST", "Mon, 29 Feb 2027 00:00:00 GMT"
        ] {
            #expect(HTTPResponse.httpDate(bad) == nil, "\(bad)")
        }
    }

    @Test func tooManyRequestsWithRetryAfterAsAnHTTPDate() throws {
        // A date five minutes after the pinned "now".
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let header = formatter.string(from: Self.now.addingTimeInterval(300))
        let error = Self.statusError(Self.response(429, "", headers: ["retry-after": header]))
        guard case .rateLimited(let host, let retryAfter) = error else {
            Issue.record("expected .rateLimited, got \(String(describing: error))")
            return
        }
        #expect(host == Self.host)
        let seconds = try #require(retryAfter)
        #expect(seconds == 300)
    }

    @Test func retryAfterReadsBothForms() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(
            Self.response(429, headers: ["retry-after": "Wed, 21 Oct 2015 07:29:30 GMT"]).retryAfter(now: now) == 90)
        #expect(Self.response(429, headers: ["retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"]).retryAfter(now: now) == 0)
        #expect(
            Self.response(429, headers: ["retry-after": "Tue, 20 Oct 2015 07:28:00 GMT"]).retryAfter(now: now) == 0,
            "a past date means now")
        #expect(Self.response(429, headers: ["retry-after": " 120 "]).retryAfter(now: now) == 120)
        #expect(Self.response(429, headers: ["retry-after": "0"]).retryAfter(now: now) == 0)
        #expect(Self.response(429, headers: ["retry-after": "-5"]).retryAfter(now: now) == nil)
        #expect(Self.response(429, headers: ["retry-after": "soon"]).retryAfter(now: now) == nil)
        #expect(Self.response(429, headers: ["retry-after": ""]).retryAfter(now: now) == nil)
        #expect(Self.response(429).retryAfter(now: now) == nil)
    }

    @Test func serverErrorsKeepTheBodysOwnWords() {
        let overloaded = Self.statusError(Self.response(503, #"{"error":true,"reason":"The service is overloaded"}"#))
        #expect(overloaded == .serverError(host: Self.host, status: 503, detail: "The service is overloaded"))
        #expect(
            overloaded?.message
                == #"127.0.0.1:8080 had a server error (HTTP 503, "The service is overloaded"): try again in a few minutes."#
        )

        let internalError = Self.statusError(Self.response(500, #"{"cod":500,"message":"Internal error"}"#))
        #expect(internalError == .serverError(host: Self.host, status: 500, detail: "Internal error"))
    }

    @Test func serverErrorWithAPlainTextBodyHasNoDetail() {
        let error = Self.statusError(Self.response(502, "<html><body>Bad Gateway</body></html>"))
        #expect(error == .serverError(host: Self.host, status: 502, detail: nil))
        #expect(error?.message == "127.0.0.1:8080 had a server error (HTTP 502): try again in a few minutes.")
    }

    @Test func notFoundWithAnEmptyBodyHasNoDetail() {
        let error = Self.statusError(Self.response(404, ""))
        #expect(error == .requestRejected(host: Self.host, status: 404, detail: nil))
        #expect(
            error?.message
                == "127.0.0.1:8080 refused the request (HTTP 404): check the place, the options and --api-base.")
    }

    @Test func rejectedRequestKeepsTheMessage() {
        let error = Self.statusError(
            Self.response(404, #"{"cod":"404","message":"city not found"}"#), provider: .openWeatherMap)
        #expect(error == .requestRejected(host: Self.host, status: 404, detail: "city not found"))
        #expect(
            error?.message
                == #"127.0.0.1:8080 refused the request (HTTP 404, "city not found"): check the place, the options and --api-base."#
        )
    }

    @Test func longDetailIsCutTo200Characters() {
        let reason = String(repeating: "x", count: 500)
        let error = Self.statusError(Self.response(400, #"{"reason":"\#(reason)"}"#))
        #expect(error == .requestRejected(host: Self.host, status: 400, detail: String(repeating: "x", count: 200)))
    }

    // MARK: decode

    @Test func decodesAValidBody() throws {
        let body = try Self.response(200, #"{"results":[{"name":"Berlin","latitude":52.52,"longitude":13.41}]}"#)
            .decode(OpenMeteoGeocodingResponse.self)
        #expect(body.places.map(\.name) == ["Berlin"])
    }

    @Test func htmlPageIsNotJSON() {
        let page = "<!DOCTYPE html><html><head><title>Captive portal</title></head><body>Log in</body></html>"
        let error = Self.decodeError(OpenMeteoResponse.self, Self.response(200, page))
        #expect(error == .invalidResponse(host: Self.host, reason: "got an HTML page instead of JSON"))
        #expect(
            error?.message
                == "127.0.0.1:8080 sent a response wxdash cannot read (got an HTML page instead of JSON): check --api-base, or try again later."
        )
    }

    @Test func htmlAfterWhitespaceAndByteOrderMarkIsStillHTML() {
        let error = Self.decodeError(OpenMeteoResponse.self, Self.response(200, "\u{FEFF}\n  \t<html></html>"))
        #expect(error == .invalidResponse(host: Self.host, reason: "got an HTML page instead of JSON"))
    }

    @Test func htmlContentTypeIsHTMLWhateverTheBody() {
        let response = Self.response(200, "Service Unavailable", headers: ["content-type": "text/html; charset=utf-8"])
        #expect(
            Self.decodeError(OpenMeteoResponse.self, response)
                == .invalidResponse(host: Self.host, reason: "got an HTML page instead of JSON"))
    }

    @Test func truncatedJSON() {
        let error = Self.decodeError(OpenMeteoResponse.self, Self.response(200, #"{"latitude":52.52,"longitude":13.4"#))
        #expect(error == .invalidResponse(host: Self.host, reason: "the JSON is malformed or truncated"))
    }

    @Test func plainTextAfterJSONIsMalformed() {
        let body = #"{"latitude":52.52,"longitude":13.4} Unexpected error while streaming data: timeout"#
        let error = Self.decodeError(OpenMeteoResponse.self, Self.response(200, body))
        #expect(error == .invalidResponse(host: Self.host, reason: "the JSON is malformed or truncated"))
    }

    @Test func aFractionWhereAWholeNumberBelongsIsNamedNotMalformed() {
        let body =
            #"{"latitude":52.52,"longitude":13.4,"utc_offset_seconds":3600.5,"hourly":{"time":["2026-02-06T00:00"],"temperature_2m":[1.5]}}"#
        #expect(
            Self.decodeError(OpenMeteoResponse.self, Self.response(200, body))
                == .invalidResponse(host: Self.host, reason: "utc_offset_seconds is 3600.5, not a whole number"))
    }

    @Test func aNumberTooLargeForItsFieldIsNamedWithItsPath() {
        let body =
            #"{"lat":52.52,"lon":13.4,"hourly":[{"dt":1796032800,"temp":1.5},{"dt":1e30,"temp":2.5},{"dt":1796040000,"temp":3.5}]}"#
        #expect(
            Self.decodeError(OpenWeatherMapOneCallResponse.self, Self.response(200, body))
                == .invalidResponse(host: Self.host, reason: "hourly[1].dt is 1e+30, a number too large for its field"))
    }

    @Test func emptyBody() {
        let error = Self.decodeError(OpenMeteoResponse.self, Self.response(200, ""))
        #expect(error == .invalidResponse(host: Self.host, reason: "the body is empty"))
        #expect(
            error?.message
                == "127.0.0.1:8080 sent a response wxdash cannot read (the body is empty): check --api-base, or try again later."
        )
    }

    @Test func missingTopLevelFieldIsNamed() {
        let error = Self.decodeError(
            OpenMeteoResponse.self, Self.response(200, #"{"latitude":52.52,"utc_offset_seconds":0}"#))
        #expect(error == .invalidResponse(host: Self.host, reason: #"the required field "longitude" is missing"#))
    }

    @Test func missingNestedFieldIsNamedWithItsPath() {
        let body =
            #"{"results":[{"name":"Berlin","latitude":52.52,"longitude":13.41},{"name":"Bern","latitude":46.9}]}"#
        let error = Self.decodeError(OpenMeteoGeocodingResponse.self, Self.response(200, body))
        #expect(
            error
                == .invalidResponse(
                    host: Self.host, reason: #"the required field "longitude" is missing in results[1]"#))
    }

    @Test func deepPathsReadLikeTheJSON() {
        let geocoding = #"{"results":[{"name":7,"latitude":52.52,"longitude":13.41}]}"#
        #expect(
            Self.decodeError(OpenMeteoGeocodingResponse.self, Self.response(200, geocoding))
                == .invalidResponse(host: Self.host, reason: "results[0].name has the wrong type"))
        let forecast = #"{"latitude":1,"longitude":2,"hourly":{"time":["2026-02-06T00:00",{"a":1}]}}"#
        #expect(
            Self.decodeError(OpenMeteoResponse.self, Self.response(200, forecast))
                == .invalidResponse(host: Self.host, reason: "hourly.time[1] has the wrong type"))
    }

    @Test func nullAndWrongTypeAreNamed() {
        #expect(
            Self.decodeError(OpenMeteoResponse.self, Self.response(200, #"{"latitude":null,"longitude":1}"#))
                == .invalidResponse(host: Self.host, reason: "latitude is null"))
        #expect(
            Self.decodeError(OpenMeteoResponse.self, Self.response(200, #"{"latitude":"north","longitude":1}"#))
                == .invalidResponse(host: Self.host, reason: "latitude has the wrong type"))
        #expect(
            Self.decodeError(OpenMeteoResponse.self, Self.response(200, "[1,2,3]"))
                == .invalidResponse(host: Self.host, reason: "the top level has the wrong type"))
    }
}
