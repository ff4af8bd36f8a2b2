import HTTP
import Testing

@testable import WeatherKit

@Suite struct RedactorTests {
    static let key = "0123456789abcdef0123456789abcdef"

    @Test func removesTheKeyAnywhereAndKeepsTheRest() {
        let redactor = Redactor(secrets: [Self.key])
        let text = "key \(Self.key) rejected; tried \(Self.key)-again and (\(Self.key))."
        #expect(redactor.redact(text) == "key <redacted> rejected; tried <redacted>-again and (<redacted>).")
    }

    @Test func removesEverySecret() {
        let redactor = Redactor(secrets: ["first-secret", "second-secret"])
        #expect(redactor.redact("a first-secret b second-secret c") == "a <redacted> b <redacted> c")
    }

    @Test func blanksAppidInURLsUpToTheAmpersand() {
        let redactor = Redactor()
        let url = "https://api.openweathermap.org/data/2.5/weather?lat=52.5200&appid=abc123XYZ&units=metric"
        #expect(
            redactor.redact(url)
                == "https://api.openweathermap.org/data/2.5/weather?lat=52.5200&appid=<redacted>&units=metric")
    }

    @Test func blanksAppidAtTheEndOfAURLAndInsideText() {
        let redactor = Redactor()
        #expect(
            redactor.redact("GET /geo/1.0/direct?q=London&appid=deadbeef")
                == "GET /geo/1.0/direct?q=London&appid=<redacted>")
        #expect(
            redactor.redact("failed: \"/weather?appid=deadbeef\" (401)")
                == "failed: \"/weather?appid=<redacted>\" (401)")
        #expect(redactor.redact("?appid=deadbeef#frag") == "?appid=<redacted>#frag")
        #expect(redactor.redact("appid=one\nappid=two") == "appid=<redacted>\nappid=<redacted>")
    }

    @Test func parameterNamesAreCaseInsensitive() {
        let redactor = Redactor()
        #expect(redactor.redact("?APPID=abc&x=1") == "?APPID=<redacted>&x=1")
        #expect(redactor.redact("?AppId=abc&x=1") == "?AppId=<redacted>&x=1")
        #expect(redactor.redact("?ApiKey=abc&x=1") == "?ApiKey=<redacted>&x=1")
        #expect(redactor.redact("?API_KEY=abc&x=1") == "?API_KEY=<redacted>&x=1")
        #expect(redactor.redact("?Token=abc&x=1") == "?Token=<redacted>&x=1")
    }

    @Test func emptyValueStaysEmpty() {
        #expect(Redactor().redact("?appid=&units=metric") == "?appid=&units=metric")
    }

    @Test func keyInAURLIsRedactedOnce() {
        let redactor = Redactor(secrets: [Self.key])
        #expect(redactor.redact("/weather?appid=\(Self.key)&lang=de") == "/weather?appid=<redacted>&lang=de")
    }

    @Test func textWithoutSecretsIsUnchanged() {
        let text = "Cannot reach api.open-meteo.com (no network connection): check your network connection. 東京 °C"
        #expect(Redactor(secrets: [Self.key]).redact(text) == text)
        #expect(Redactor().redact("") == "")
    }

    /// A secret shorter than four characters would blank ordinary words, so it is not treated as one.
    @Test func veryShortSecretsAreIgnored() {
        #expect(Redactor(secrets: ["abc", ""]).redact("abc def") == "abc def")
    }
}
