import Foundation
import Testing

/// A terminal emulator killed hard closes its pty without a SIGHUP (wxdash is not the session's leader, or the
/// emulator never sent one): the dashboard notices the hung-up terminal and ends, rather than lingering.
@Suite struct ClosedTerminalEndToEndTests {
    @Test func aPtyClosedWithoutAHangupEndsTheDashboard() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let arguments = ["--demo"]
        let environment = WxdashProcess.environment(home: home, arguments: arguments, extra: ["TERM": "xterm-256color"])
        let process = try SpawnedProcess(
            [WxdashProcess.binary.path] + arguments, environment: environment, stdin: .descriptor(slave),
            stdout: .descriptor(slave),
            stderr: .descriptor(slave))
        close(slave)
        // The first frame, so the dashboard is up and waiting for keys.
        var painted = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for _ in 0..<200 where painted < 1_000 {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                painted += count
            }
        }
        #expect(painted >= 1_000, "the dashboard painted its first frame")
        close(master)
        let status = process.wait(seconds: 15)
        if status == nil { _ = process.end() }
        #expect(status != nil, "the dashboard ended once its terminal was gone")
    }
}
