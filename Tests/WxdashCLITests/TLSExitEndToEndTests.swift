import Foundation
import Testing

/// Every way a process with a TLS client of libmosquitto ends, 200 times over against a real Mosquitto with its own
/// CA: not one exit may race the client's thread inside OpenSSL ("double free or corruption", SIGABRT), which an
/// exit right after the client was made once did.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .enabled(if: TestCertificates.binary != nil, "openssl is not installed"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct TLSExitEndToEndTests {
    /// One way of ending, and the statuses it may end with.
    enum Ending: CaseIterable {
        /// Connected with the right files; the broker has no forecast for the place (4) and the process ends at once.
        case connectedThenDone
        /// The broker's CA is not given: the handshake fails on wxdash's side (11).
        case untrustedCA
        /// No client certificate: the broker ends the handshake (11).
        case noClientCertificate
        /// Nothing listens at the address: the client's thread is still trying again when the time is up (4).
        case nothingListening
        /// `publish` to the TLS broker, ended by SIGTERM at some point between its start and its first publishing.
        case publishTerminated
    }

    struct Run {
        let ending: Ending
        let index: Int
        let process: SpawnedProcess
        let home: URL
    }

    @Test func twoHundredTLSExitsEndWithoutOneAbort() async throws {
        await EndToEndSlots.shared.acquire()
        defer { EndToEndSlots.shared.release() }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker(tls: true)
        defer { broker.remove() }
        let files = try #require(broker.certificates)
        let ca = ["--mqtt-ca", files.ca]
        let client = ["--mqtt-cert", files.clientCertificate, "--mqtt-key", files.clientKey]
        let now = ["now", "--source", "\(broker.url)/test", "--timeout", "5"]
        let silentPort = try MosquittoBroker.freePort()

        func start(_ ending: Ending, _ index: Int) throws -> Run {
            let arguments: [String] =
                switch ending {
                // A shorter wait for the forecast that never comes: the status is 4 either way.
                case .connectedThenDone: now + ["--city", "Nowhere", "--timeout", "2"] + ca + client
                case .untrustedCA: now + ["--city", "Nowhere"] + client
                case .noClientCertificate: now + ["--city", "Nowhere"] + ca
                case .nothingListening:
                    ["now", "--source", "mqtts://127.0.0.1:\(silentPort)/test", "--timeout", "1", "--city", "Nowhere"]
                        + ca + client
                case .publishTerminated:
                    [
                        "publish", "--mqtt", "\(broker.url)/tlsexit\(index)", "--city", "Kathmandu", "--api-base",
                        server.base, "--geocoding-base", server.base,
                        "--ip-locate-base", server.base, "--refresh", "1h"
                    ] + ca + client
                }
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-home-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let process = try SpawnedProcess(
                [WxdashProcess.binary.path] + arguments,
                environment: WxdashProcess.environment(home: home, arguments: arguments),
                stdout: .file(home.appendingPathComponent("stdout").path),
                stderr: .file(home.appendingPathComponent("stderr").path))
            return Run(ending: ending, index: index, process: process, home: home)
        }

        var aborts: [String] = []
        var unexpected: [String] = []
        var counts: [Ending: Int] = [:]
        let endings = Ending.allCases
        // A few at a time, so the 200 take well under a minute on a busy machine.
        let batch = 10
        for first in stride(from: 0, to: 200, by: batch) {
            let runs = try (first..<first + batch).map { try start(endings[$0 % endings.count], $0) }
            for run in runs where run.ending == .publishTerminated {
                // From at once to a third of a second in: before, during and after the handshake.
                try await Task.sleep(for: .milliseconds((run.index * 37) % 330))
                kill(run.process.pid, SIGTERM)
            }
            for run in runs {
                defer { try? FileManager.default.removeItem(at: run.home) }
                guard let status = await run.process.wait(seconds: 60) else {
                    run.process.end()
                    unexpected.append("#\(run.index) \(run.ending): still running after 60 s")
                    continue
                }
                let stderr = (try? String(contentsOf: run.home.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
                counts[run.ending, default: 0] += 1
                let aborted = status > 128 && status != 128 + SIGTERM
                if aborted
                    || ["double free", "corruption", "Aborted", "SIGABRT", "Fatal error"].contains(
                        where: stderr.contains)
                {
                    aborts.append("#\(run.index) \(run.ending): status \(status): \(stderr)")
                    continue
                }
                let expected: Set<Int32> =
                    switch run.ending {
                    case .connectedThenDone, .nothingListening: [4]
                    case .untrustedCA, .noClientCertificate: [11]
                    // Ended before its signal handling was in place (143), or said goodbye and ended (0).
                    case .publishTerminated: [0, 128 + SIGTERM]
                    }
                if !expected.contains(status) {
                    unexpected.append("#\(run.index) \(run.ending): status \(status): \(stderr)")
                }
            }
        }
        #expect(aborts.isEmpty, "\(aborts.count) of 200 aborted:\n\(aborts.prefix(3).joined(separator: "\n"))")
        #expect(
            unexpected.isEmpty,
            "\(unexpected.count) of 200 ended otherwise than expected:\n\(unexpected.prefix(5).joined(separator: "\n"))"
        )
        #expect(counts.values.reduce(0, +) == 200 && counts.count == endings.count, "\(counts)")
    }
}
