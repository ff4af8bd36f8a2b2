import Foundation
import Testing

@testable import WeatherService
@testable import WxdashCLI

/// `--api-key-file` pointed at something that is not a key file gets advice that fits what is there.
@Suite struct APIKeySourceTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-keysource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aDirectoryIsNamedAsOneAndNeverGetsChmodAdvice() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // World-writable like /tmp: the old message said "run 'chmod 600 /tmp'".
        chmod(folder.path, 0o1777)
        #expect(throws: APIKeySource.Failure.directory(path: folder.path)) {
            try APIKeySource(keyFile: folder.path, environment: [:]).key()
        }
        let message = APIKeySource.Failure.directory(path: folder.path).message
        #expect(message.contains("is a directory"))
        #expect(message.contains("pass the file that holds your OpenWeatherMap key"))
        #expect(!message.contains("chmod"))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("key").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // No writer ever opens it: a blocking open or read would hang this test.
        #expect(throws: APIKeySource.Failure.notARegularFile(path: fifo)) {
            try APIKeySource(keyFile: fifo, environment: [:]).key()
        }
        #expect(!APIKeySource.Failure.notARegularFile(path: fifo).message.contains("chmod"))
    }

    @Test func aDeviceIsRefused() throws {
        #expect(throws: APIKeySource.Failure.notARegularFile(path: "/dev/null")) {
            try APIKeySource(keyFile: "/dev/null", environment: [:]).key()
        }
    }

    @Test func aPrivateRegularFileIsRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("owm.key")
        try Data("  abc123 \nsecond line\n".utf8).write(to: file)
        chmod(file.path, 0o600)
        #expect(try APIKeySource(keyFile: file.path, environment: [:]).key() == "abc123")
        chmod(file.path, 0o640)
        #expect(throws: APIKeySource.Failure.readableByOthers(path: file.path, mode: "640")) {
            try APIKeySource(keyFile: file.path, environment: [:]).key()
        }
    }
}
