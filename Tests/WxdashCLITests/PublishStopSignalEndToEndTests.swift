import Foundation
import Testing

/// `wxdash publish` ends on SIGTERM however early in its start the signal comes: before its handling is in place
/// (the default action, 143) or after it (a goodbye, 0), never lost so that the publisher sleeps through its
/// `--refresh`. Ignoring the signal while a Dispatch signal source registered lost one sent about 130 ms in.
@Suite(.serialized) struct PublishStopSignalEndToEndTests {
    @Test func aSigtermAtAnyMomentOfTheStartEndsThePublisher() async throws {
        await EndToEndSlots.shared.acquire()
        defer { EndToEndSlots.shared.release() }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        var lost: [String] = []
        // Every 8 ms of the first 400, ten at a time.
        let delays = Array(stride(from: 0, to: 400, by: 8))
        for first in stride(from: 0, to: delays.count, by: 10) {
            var runs: [(delay: Int, process: SpawnedProcess, home: URL)] = []
            for delay in delays[first..<min(first + 10, delays.count)] {
                let home = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "wxdash-stop-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
                let arguments = [
                    "publish", "--mqtt", "\(broker.url)/stop\(delay)", "--city", "Kathmandu", "--api-base", server.base,
                    "--geocoding-base",
                    server.base, "--ip-locate-base", server.base, "--refresh", "1h"
                ]
                let process = try SpawnedProcess(
                    [WxdashProcess.binary.path] + arguments,
                    environment: WxdashProcess.environment(home: home, arguments: arguments),
                    stdout: .file(home.appendingPathComponent("stdout").path),
                    stderr: .file(home.appendingPathComponent("stderr").path))
                try await Task.sleep(for: .milliseconds(delay))
                kill(process.pid, SIGTERM)
                runs.append((delay, process, home))
            }
            for run in runs {
                defer { try? FileManager.default.removeItem(at: run.home) }
                guard let status = await run.process.wait(seconds: 30) else {
                    run.process.end()
                    lost.append("SIGTERM \(run.delay) ms in: still running after 30 s")
                    continue
                }
                if ![0, 128 + SIGTERM].contains(status) { lost.append("SIGTERM \(run.delay) ms in: status \(status)") }
            }
        }
        #expect(lost.isEmpty, "\(lost.count) of \(delays.count):\n\(lost.prefix(5).joined(separator: "\n"))")
    }
}
