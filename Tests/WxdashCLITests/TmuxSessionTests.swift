import Foundation
import Testing

/// The tmux tests' wait fails when what it waits for never shows, so a dashboard that hangs cannot pass by running
/// out the clock.
@Suite(.serialized) struct TmuxSessionTests {
    @Test func aWaitThatRunsOutFailsWithTheLastScreen() async throws {
        let session = try await TmuxSession(
            columns: 60, rows: 10, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        defer { session.stop() }
        try await session.waitFor { $0.contains("READY$") }
        // A stand-in for a hung dashboard: it draws once, then never changes again.
        try session.type("printf 'HUNG-%s\\n' DASHBOARD; sleep 600")
        try await session.waitFor { $0.contains("HUNG-DASHBOARD") }
        let error = await #expect(throws: TmuxError.self) {
            try await session.waitFor(seconds: 1) { $0.contains("Next 24 hours") }
        }
        guard case .conditionNotMet(let seconds, let screen)? = error else {
            Issue.record("the wait ran out without saying so: \(String(describing: error))")
            return
        }
        #expect(seconds == TmuxSession.patience)
        #expect(screen.contains("HUNG-DASHBOARD"), "the failure shows the last screen: \(screen)")
        #expect(error?.description.contains("HUNG-DASHBOARD") == true)
    }

    @Test func aWaitThatIsMetReturnsTheScreen() async throws {
        let session = try await TmuxSession(
            columns: 60, rows: 10, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        defer { session.stop() }
        try await session.waitFor { $0.contains("READY$") }
        try session.type("printf 'SHOWN-%s\\n' NOW")
        #expect(try await session.waitFor { $0.contains("SHOWN-NOW") }.contains("SHOWN-NOW"))
    }
}
