import Foundation
import Testing

@testable import WxdashCLI

/// `--` ends the options, so a comment or a name may start with a dash; a missing level says so.
@Suite struct EndOfOptionsTests {
    @Test func wordsAndOptionsAreSeparatedInOrder() {
        let split = ArgumentScanner.separate(
            ["5", "--lat", "-33.9", "--lon=151", "nice", "--", "--not-an-option", "-x"], for: .moodAdd)
        #expect(split.words == ["5", "nice", "--not-an-option", "-x"])
        #expect(split.options == ["--lat", "-33.9", "--lon=151"])
        #expect(ArgumentScanner.separate(["--api-base", "http://127.0.0.1:9"], for: .moodAdd).words.isEmpty)
        #expect(
            ArgumentScanner.separate(["--save", "Tokyo", "--as", "Work"], for: .locate) == (
                ["Tokyo"], ["--save", "--as", "Work"]
            ))
    }

    @Test func aCommentStartingWithADashGoesAfterTheEndOfOptions() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let added = try await WxdashProcess.run(
            [
                "mood", "add", "5", "--lat", "27.7", "--lon", "85.3", "--api-base", "http://127.0.0.1:9", "--",
                "-x marks the spot"
            ],
            environment: MoodEndToEndTests.environment(home))
        #expect(added.status == 0, "\(added.stderr)")
        await #expect(try MoodEndToEndTests.moods(home).first?["comment"] as? String == "-x marks the spot")
        let dashed = try await WxdashProcess.run(
            ["mood", "add", "5", "-x"], environment: MoodEndToEndTests.environment(home))
        #expect(dashed.status == 2)
        #expect(dashed.stderr.contains("A comment that starts with '-' goes after --"), "\(dashed.stderr)")
    }

    @Test func aMissingLevelIsCalledMissingWithTheUsage() async throws {
        let result = try await WxdashProcess.run(["mood", "add", "--api-base", "http://127.0.0.1:9"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("is not a mood level"), "\(result.stderr)")
        #expect(result.stderr.contains("a mood level is needed"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: wxdash mood add LEVEL [COMMENT] [OPTIONS]"), "\(result.stderr)")
    }

    @Test func locateTakesANameAfterTheEndOfOptions() async throws {
        let server = try FixtureServer(["/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_none.json"))])
        defer { server.stop() }
        let result = try await WxdashProcess.run(["locate", "--geocoding-base", server.base, "--", "-Atlantis"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("No place called \"-Atlantis\""), "\(result.stderr)")
    }
}
