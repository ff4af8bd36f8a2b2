import ConfigFormat
import Foundation
import Testing

@testable import WxdashCLI

@Suite struct ConfigDocumentTests {
    @Test func parsesTheDocumentedSubset() throws {
        let text = """
            # comment
            provider = "open-meteo"   # trailing comment
            days = 10
            timeout = 2.5
            kiosk = true
            city = "Z\\u00fcrich, CH \\"old town\\""
            lang = 'pt_br'

            [[places]]
            name = "Home"
            lat = -33.9
            lon = 151.2
            """
        let document = try ConfigDocument.parse(text, path: "c.toml")
        #expect(document.entries.map(\.key) == ["provider", "days", "timeout", "kiosk", "city", "lang"])
        #expect(document.entries[1].value == .integer(10))
        #expect(document.entries[2].value == .float(2.5))
        #expect(document.entries[3].value == .boolean(true))
        #expect(document.entries[4].value == .string("Zürich, CH \"old town\""))
        #expect(document.entries[4].line == 6)
        #expect(document.places.count == 1)
        #expect(document.places[0].map(\.key) == ["name", "lat", "lon"])
        #expect(document.places[0][1].value == .float(-33.9))
    }

    @Test(arguments: [
        ("units metric", 1, 7, "'=' after the key units"),
        ("city = \"Berlin", 1, 15, "a closing \""),
        ("city = Berlin", 1, 8, "strings need quotes"),
        ("days = 3 4", 1, 10, "the end of the line"),
        ("[places", 1, 8, "']' to close"),
        ("[[stations]]", 1, 1, "only [[places]]"),
        ("ok = 1\n = 2", 2, 2, "a key"),
        ("x = \"\\q\"", 1, 7, "one of the escapes")
    ])
    func mistakesArePinnedToLineAndColumn(text: String, line: Int, column: Int, expected: String) {
        do {
            _ = try ConfigDocument.parse(text, path: "c.toml")
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.line == line, "\(error.message)")
            #expect(error.column == column, "\(error.message)")
            #expect(error.expected.contains(expected), "\(error.message)")
            #expect(error.message.hasPrefix("c.toml:\(line):\(column): "))
        }
    }

    /// Thousands of random and mutated files: each one is either a document or a located error, never a crash.
    @Test func randomAndMutatedFilesEndInADocumentOrALocatedError() {
        var generator = SeededGenerator(seed: 2026)
        let seeds = [
            "provider = \"open-meteo\"\ndays = 7\n[[places]]\nname = 'Home'\ncity = \"Berlin\"\n",
            "[dashboard]\ntheme = \"dark\" # c\nrefresh = \"10m\"\nkiosk = false\n",
            "city = \"\\u00e9t\\u00e9\"\nlat = -1.5e2\n"
        ]
        let alphabet = Array("abc=\"'[]#\\\n u0123456789.-_ \t\r日本")
        var documents = 0
        var errors = 0
        for round in 0..<3000 {
            var characters = Array(seeds[round % seeds.count])
            for _ in 0..<(1 + round % 6) {
                let position = Int.random(in: 0...characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters.insert(alphabet.randomElement(using: &generator) ?? "x", at: position)
                case 1 where position < characters.count: characters.remove(at: position)
                default:
                    if position < characters.count {
                        characters[position] = alphabet.randomElement(using: &generator) ?? "x"
                    }
                }
            }
            let text = String(characters)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            do {
                _ = try ConfigDocument.parse(text, path: "fuzz.toml")
                documents += 1
            } catch {
                errors += 1
                #expect((1...lineCount).contains(error.line ?? 0), "\(error.message) for \(text.debugDescription)")
                #expect(error.column >= 1)
                #expect(!error.expected.isEmpty)
            }
        }
        #expect(documents > 0 && errors > 0, "the mutations reach both outcomes")
    }
}

/// A small deterministic generator, so a fuzz failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
