import Foundation
import Testing

@testable import WeatherKit

/// Every message is one sentence: what happened, a colon, and what to do.
@Suite struct WeatherErrorTests {
    static let host = "api.open-meteo.com"

    static let expected: [(WeatherError, String)] = [
        (
            .missingAPIKey(.openWeatherMap),
            "OpenWeatherMap needs an API key: set OPENWEATHERMAP_API_KEY or pass --api-key-file FILE (or use --provider open-meteo, which needs none)."
        ),
        (
            .invalidAPIKey(.openWeatherMap),
            "OpenWeatherMap rejected the API key (HTTP 401): check the key, and note that a new key can take up to 2 hours to activate."
        ),
        (
            .rateLimited(host: host, retryAfter: 120),
            "api.open-meteo.com says too many requests (HTTP 429): try again in 2 min."
        ),
        (
            .rateLimited(host: host, retryAfter: 30),
            "api.open-meteo.com says too many requests (HTTP 429): try again in 30 s."
        ),
        (
            .rateLimited(host: host, retryAfter: 3 * 3600),
            "api.open-meteo.com says too many requests (HTTP 429): try again in 3 h."
        ),
        (
            .rateLimited(host: host, retryAfter: nil),
            "api.open-meteo.com says too many requests (HTTP 429): wait a while before trying again."
        ),
        (
            .serverError(host: host, status: 503, detail: "The service is overloaded"),
            #"api.open-meteo.com had a server error (HTTP 503, "The service is overloaded"): try again in a few minutes."#
        ),
        (
            .serverError(host: host, status: 500, detail: nil),
            "api.open-meteo.com had a server error (HTTP 500): try again in a few minutes."
        ),
        (
            .serverError(host: host, status: 500, detail: ""),
            "api.open-meteo.com had a server error (HTTP 500): try again in a few minutes."
        ),
        (
            .requestRejected(host: host, status: 400, detail: "Parameter count must be between 1 and 100"),
            #"api.open-meteo.com refused the request (HTTP 400, "Parameter count must be between 1 and 100"): check the place, the options and --api-base."#
        ),
        (
            .requestRejected(host: host, status: 404, detail: nil),
            "api.open-meteo.com refused the request (HTTP 404): check the place, the options and --api-base."
        ),
        (
            .invalidResponse(host: host, reason: "the body is empty"),
            "api.open-meteo.com sent a response wxdash cannot read (the body is empty): check --api-base, or try again later."
        ),
        (
            .responseTooLarge(host: host, limitBytes: 4 * 1024 * 1024),
            "api.open-meteo.com sent more than 4096 KiB, more than any forecast needs: check --api-base."
        ),
        (
            .connectionRefused(host: "127.0.0.1:8080"),
            "Cannot connect to 127.0.0.1:8080 (connection refused): check --api-base and your network."
        ),
        (
            .hostNotFound(host: host),
            "Cannot find the host api.open-meteo.com (DNS lookup failed): check the address and your network connection."
        ),
        (
            .timedOut(host: host, seconds: 15),
            "api.open-meteo.com did not finish within 15 s: check your network, or raise --timeout."
        ),
        (
            .timedOut(host: host, seconds: 2.5),
            "api.open-meteo.com did not finish within 3 s: check your network, or raise --timeout."
        ),
        (
            .network(host: host, detail: "no network connection"),
            "Cannot reach api.open-meteo.com (no network connection): check your network connection."
        ),
        (
            .placeNotFound(query: "Atlantis"),
            #"No place called "Atlantis" was found: check the spelling, add a country ("Paris, FR"), or use --lat and --lon."#
        ),
        (
            .ipLocationFailed(detail: #"the service said "private range""#),
            #"Could not find your location from your IP address — the service said "private range": pass --city NAME or --lat and --lon."#
        ),
        (
            .ipLocationFailed(
                detail: "cannot connect to 127.0.0.1:1 (connection refused)",
                advice: "check --ip-locate-base and your network"),
            "Could not find your location from your IP address — cannot connect to 127.0.0.1:1 (connection refused): "
                + "check --ip-locate-base and your network, or pass --city NAME or --lat and --lon."
        ),
        (
            .ipLocationOff,
            "IP location is off (--no-ip-locate) and no place was used before: pass --city NAME or --lat and --lon, or save a place with 'wxdash locate NAME --save'."
        )
    ]

    /// The address to check is the flag that set it, and no flag at all for wxdash's own default server.
    @Test func theAdviceNamesTheFlagThatSetTheServer() {
        let refused = WeatherError.connectionRefused(host: "127.0.0.1:1")
        #expect(
            refused.message(checking: "--air-quality-base")
                == "Cannot connect to 127.0.0.1:1 (connection refused): check --air-quality-base and your network.")
        #expect(
            refused.message(checking: nil) == "Cannot connect to 127.0.0.1:1 (connection refused): check your network.")
        let unreadable = WeatherError.invalidResponse(host: "h", reason: "the body is empty")
        #expect(
            unreadable.message(checking: nil)
                == "h sent a response wxdash cannot read (the body is empty): try again later.")
        #expect(
            WeatherError.responseTooLarge(host: "h", limitBytes: 1024).message(checking: nil)
                == "h sent more than 1 KiB, more than any forecast needs: try again later.")
        #expect(
            WeatherError.requestRejected(host: "h", status: 404, detail: nil).message(checking: "--ip-locate-base")
                == "h refused the request (HTTP 404): check the place, the options and --ip-locate-base.")
        let parts = refused.parts(checking: "--ip-locate-base")
        #expect(parts.happened == "cannot connect to 127.0.0.1:1 (connection refused)")
        #expect(parts.advice == "check --ip-locate-base and your network")
    }

    @Test func everyMessageIsExact() {
        for (error, message) in Self.expected {
            #expect(error.message == message)
        }
    }

    @Test func everyMessageIsOneSentenceThatSaysWhatToDo() {
        let actions = ["set ", "check ", "try again", "wait ", "pass ", "raise "]
        for (error, _) in Self.expected {
            let message = error.message
            #expect(message.hasSuffix("."), "\(message)")
            #expect(!message.contains("\n"), "\(message)")
            #expect(!message.dropLast().contains(". "), "one sentence: \(message)")
            guard let colon = message.range(of: ": ") else {
                Issue.record("no colon before the advice: \(message)")
                continue
            }
            let advice = message[colon.upperBound...]
            #expect(actions.contains { advice.hasPrefix($0) }, "advice should start with an action: \(message)")
        }
    }

    @Test func waitingTimesRead() {
        #expect(WeatherError.describe(seconds: 0) == "0 s")
        #expect(WeatherError.describe(seconds: 0.2) == "1 s")
        #expect(WeatherError.describe(seconds: 119) == "119 s")
        #expect(WeatherError.describe(seconds: 120) == "2 min")
        #expect(WeatherError.describe(seconds: 121) == "3 min")
        #expect(WeatherError.describe(seconds: 3600) == "60 min")
        #expect(WeatherError.describe(seconds: 7199) == "120 min")
        #expect(WeatherError.describe(seconds: 7200) == "2 h")
        #expect(WeatherError.describe(seconds: 86_400) == "24 h")
    }
}
