import Foundation
import Testing

@testable import WeatherKit

@Suite struct JSONValueTests {
    @Test func objectsKeepTheirKeyOrder() {
        let value = JSONValue.object([
            ("zulu", .number(1)), ("alpha", .number(2)), ("mike", .object([("b", .null), ("a", .bool(true))]))
        ])
        #expect(value.serialized() == #"{"zulu":1,"alpha":2,"mike":{"b":null,"a":true}}"#)
        #expect(
            value
                != .object([
                    ("alpha", .number(2)), ("zulu", .number(1)), ("mike", .object([("b", .null), ("a", .bool(true))]))
                ]))
    }

    @Test func missingAndNonFiniteNumbersAreNull() {
        #expect(JSONValue.number(nil, decimals: 1).serialized() == "null")
        #expect(JSONValue.number(.nan, decimals: 1).serialized() == "null")
        #expect(JSONValue.number(.infinity, decimals: 1).serialized() == "null")
        #expect(JSONValue.number(-.infinity, decimals: 0).serialized() == "null")
        #expect(JSONValue.number(.nan).serialized() == "null")
        #expect(JSONValue.number(.infinity).serialized() == "null")
        #expect(JSONValue.string(nil).serialized() == "null")
    }

    @Test func numbersAreRoundedToTheirDecimals() {
        #expect(JSONValue.number(21.449, decimals: 1).serialized() == "21.4")
        #expect(JSONValue.number(21.46, decimals: 1).serialized() == "21.5")
        #expect(JSONValue.number(-9.25, decimals: 1).serialized() == "-9.3")
        #expect(JSONValue.number(-0.04, decimals: 1).serialized() == "0")
        #expect(JSONValue.number(-0.4, decimals: 0).serialized() == "0")
        #expect(JSONValue.number(62.137_119, decimals: 3).serialized() == "62.137")
        #expect(JSONValue.number(0.1, decimals: 1).serialized() == "0.1")
    }

    @Test func integralNumbersHaveNoDecimalPoint() {
        #expect(JSONValue.number(21.0, decimals: 1).serialized() == "21")
        #expect(JSONValue.number(20.96, decimals: 1).serialized() == "21")
        #expect(JSONValue.number(-3, decimals: 0).serialized() == "-3")
        #expect(JSONValue.number(0).serialized() == "0")
        #expect(JSONValue.number(-0.0).serialized() == "0")
        #expect(JSONValue.number(1_713_831_444, decimals: 0).serialized() == "1713831444")
    }

    @Test func stringsEscapeWhatJSONAndTerminalsNeed() {
        #expect(JSONValue.string(#"say "hi""#).serialized() == #""say \"hi\"""#)
        #expect(JSONValue.string(#"C:\temp"#).serialized() == #""C:\\temp""#)
        #expect(JSONValue.string("one\ntwo\r\tthree").serialized() == #""one\ntwo\r\tthree""#)
        #expect(JSONValue.string("\u{1b}[2J").serialized() == #""\u001b[2J""#)
        #expect(JSONValue.string("\u{9b}31m").serialized() == #""\u009b31m""#)
        #expect(JSONValue.string("a\u{2028}b\u{2029}c").serialized() == #""a\u2028b\u2029c""#)
        #expect(JSONValue.string("\u{0}\u{7}\u{7f}").serialized() == #""\u0000\u0007\u007f""#)
    }

    @Test func nonASCIIIsKeptAsIs() {
        #expect(JSONValue.string("東京").serialized() == "\"東京\"")
        #expect(JSONValue.string("°C").serialized() == "\"°C\"")
        #expect(JSONValue.string("Île MacMurdo ☀ 🌧").serialized() == "\"Île MacMurdo ☀ 🌧\"")
        #expect(JSONValue.object([("都市", .string("東京"))]).serialized() == "{\"都市\":\"東京\"}")
    }

    @Test func emptyContainers() {
        #expect(JSONValue.array([]).serialized() == "[]")
        #expect(JSONValue.object([]).serialized() == "{}")
        #expect(JSONValue.array([]).serialized(pretty: true) == "[]")
    }

    @Test func prettyOutputIndentsByTwo() {
        let value = JSONValue.object([("a", .array([.number(1), .number(2)])), ("b", .object([])), ("c", .string("x"))])
        #expect(
            value.serialized(pretty: true) == """
                {
                  "a": [
                    1,
                    2
                  ],
                  "b": {},
                  "c": "x"
                }
                """)
    }

    @Test func outputParsesBackWithJSONSerialization() throws {
        let nasty = "quote \" backslash \\ newline \n esc \u{1b} c1 \u{9b} ls \u{2028} nul \u{0} 東京 °C"
        let value = JSONValue.object([
            ("text", .string(nasty)),
            ("temperature", .number(-1.449, decimals: 1)),
            ("missing", .number(nil, decimals: 1)),
            ("flags", .array([.bool(true), .bool(false), .null])),
            ("nested", .object([("n", .number(1_713_831_444))]))
        ])
        for pretty in [false, true] {
            let text = value.serialized(pretty: pretty)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(object["text"] as? String == nasty)
            #expect((object["temperature"] as? NSNumber)?.doubleValue == -1.4)
            #expect(object["missing"] is NSNull)
            #expect((object["flags"] as? [Any])?.count == 3)
            #expect(((object["nested"] as? [String: Any])?["n"] as? NSNumber)?.int64Value == 1_713_831_444)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control characters")
            #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func tagsBidiAndEscapesAreEscapedNotDropped() {
        #expect(JSONValue.string("\u{E0041}\u{202E}\u{1B}").serialized() == #""\udb40\udc41\u202e\u001b""#)
        #expect(JSONValue.string("東京 ☀ 🌧").serialized() == "\"東京 ☀ 🌧\"", "ordinary characters stay as they are")
    }
}
