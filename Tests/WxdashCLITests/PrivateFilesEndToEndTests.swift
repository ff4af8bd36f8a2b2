import Foundation
import Testing

/// What wxdash leaves on disk is its owner's alone, nothing planted where a file should be can hang or
/// redirect it, and a journal or cache that cannot be written can still be read.
@Suite struct PrivateFilesEndToEndTests {
    static func home(owner: uid_t? = nil) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-private-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        if let owner { chown(home.path, owner, gid_t(owner)) }
        return home
    }

    static func environment(_ home: URL) -> [String: String] {
        [
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path
        ]
    }

    static func mode(_ url: URL) -> mode_t? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return status.st_mode & 0o777
    }

    static let place = ["--lat", "27.7", "--lon", "85.3", "--units", "metric"]

    @Test func everyFileIsMadePrivateAndLooseOnesAreTightened() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let environment = Self.environment(home)
        #expect(
            try await WxdashProcess.run(["now", "--api-base", server.base] + Self.place, environment: environment)
                .status == 0)
        #expect(
            try await WxdashProcess.run(
                ["mood", "add", "4", "private words", "--api-base", server.base] + Self.place, environment: environment
            ).status == 0)
        #expect(
            try await WxdashProcess.run(["now", "--no-ip-locate", "--api-base", server.base], environment: environment)
                .status == 0)

        let files = [
            "cache/wxdash/cache.sqlite", "data/wxdash/journal.sqlite", "state/wxdash/last-place.json",
            "state/wxdash/wxdash.log"
        ]
        for file in files {
            #expect(Self.mode(home.appendingPathComponent(file)) == 0o600, "\(file)")
        }
        for folder in ["cache", "cache/wxdash", "data/wxdash", "state/wxdash"] {
            #expect(Self.mode(home.appendingPathComponent(folder)) == 0o700, "\(folder)")
        }

        for file in files { chmod(home.appendingPathComponent(file).path, 0o644) }
        chmod(home.appendingPathComponent("data/wxdash").path, 0o755)
        #expect(
            try await WxdashProcess.run(
                ["mood", "add", "3", "--api-base", server.base] + Self.place, environment: environment
            ).status == 0)
        #expect(
            try await WxdashProcess.run(["now", "--api-base", server.base] + Self.place, environment: environment)
                .status == 0)
        #expect(Self.mode(home.appendingPathComponent("data/wxdash/journal.sqlite")) == 0o600)
        #expect(Self.mode(home.appendingPathComponent("data/wxdash")) == 0o700)
        #expect(Self.mode(home.appendingPathComponent("cache/wxdash/cache.sqlite")) == 0o600)
        #expect(Self.mode(home.appendingPathComponent("state/wxdash/wxdash.log")) == 0o600)
    }

    /// A FIFO would block a plain open for ever; a link would be followed and appended to.
    @Test(.timeLimit(.minutes(2))) func aFIFOOrALinkWhereTheLogShouldBeIsLeftAlone() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let log = home.appendingPathComponent("state/wxdash/wxdash.log")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)

        #expect(mkfifo(log.path, 0o600) == 0)
        let withFIFO = try await WxdashProcess.run(
            ["now", "--api-base", server.base] + Self.place, environment: Self.environment(home))
        #expect(withFIFO.status == 0, "\(withFIFO.stderr)")
        #expect(withFIFO.stdout.contains("Partly cloudy"))

        unlink(log.path)
        let target = home.appendingPathComponent("someone-elses-file")
        try Data("untouched\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: log, withDestinationURL: target)
        let withLink = try await WxdashProcess.run(
            ["now", "--api-base", server.base] + Self.place, environment: Self.environment(home))
        #expect(withLink.status == 0, "\(withLink.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "untouched\n")
    }

    @Test func aJournalInAReadOnlyFolderIsStillReadAndAWriteSaysNothingWasLost() async throws {
        let home = try Self.home(owner: WxdashProcess.unprivilegedUser)
        defer {
            chmod(home.appendingPathComponent("data/wxdash").path, 0o700)
            try? FileManager.default.removeItem(at: home)
        }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let environment = Self.environment(home)
        let asUser = WxdashProcess.unprivileged
        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "kept", "--api-base", server.base] + Self.place, environment: environment,
            launcher: asUser)
        #expect(added.status == 0, "\(added.stderr)")
        let journal = home.appendingPathComponent("data/wxdash/journal.sqlite")
        let before = try Data(contentsOf: journal)
        chmod(journal.deletingLastPathComponent().path, 0o500)

        let list = try await WxdashProcess.run(["mood", "list"], environment: environment, launcher: asUser)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("kept"))
        let export = try await WxdashProcess.run(
            ["mood", "export", "--format", "csv"], environment: environment, launcher: asUser)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("kept"))

        let refused = try await WxdashProcess.run(
            ["mood", "add", "2", "--api-base", server.base] + Self.place, environment: environment, launcher: asUser)
        #expect(refused.status == 10)
        #expect(refused.stderr.contains("read-only"), "\(refused.stderr)")
        #expect(refused.stderr.contains("nothing was lost"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("restore a backup"), "\(refused.stderr)")
        #expect(try Data(contentsOf: journal) == before)
    }

    /// No journal yet and a data folder that cannot be written: the folder is named as the problem, with what to do,
    /// and no file that does not exist is spoken of.
    @Test func aFirstMoodInAnUnwritableFolderNamesTheFolder() async throws {
        let home = try Self.home(owner: WxdashProcess.unprivilegedUser)
        let data = home.appendingPathComponent("data")
        defer {
            chmod(data.path, 0o700)
            try? FileManager.default.removeItem(at: home)
        }
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        chown(data.path, WxdashProcess.unprivilegedUser, gid_t(WxdashProcess.unprivilegedUser))
        chmod(data.path, 0o500)
        let refused = try await WxdashProcess.run(
            ["mood", "add", "3", "--offline"] + Self.place, environment: Self.environment(home),
            launcher: WxdashProcess.unprivileged)
        #expect(refused.status == 10, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("cannot write in the folder \(data.path) (permission denied)"), "\(refused.stderr)")
        #expect(
            refused.stderr.contains("chmod u+w \(data.path)") && refused.stderr.contains("XDG_DATA_HOME"),
            "\(refused.stderr)")
        #expect(
            !refused.stderr.contains("the file") && !refused.stderr.contains("nothing was lost"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("wxdash").path))
    }

    /// A journal made read-only (0400) for a while, read (SQLite then makes a 0400 `-shm`), and made 0600 again
    /// as the message says: the next `mood add` repairs the `-shm` wxdash's reading left, and saves.
    @Test func aJournalMadeWritableAgainTakesMoodsAgain() async throws {
        let home = try Self.home(owner: WxdashProcess.unprivilegedUser)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Self.environment(home)
        let asUser = WxdashProcess.unprivileged
        let first = try await WxdashProcess.run(
            ["mood", "add", "4", "first", "--offline"], environment: environment, launcher: asUser)
        #expect(first.status == 0, "\(first.stderr)")
        let journal = home.appendingPathComponent("data/wxdash/journal.sqlite")
        let sidecar = home.appendingPathComponent("data/wxdash/journal.sqlite-shm")
        try? FileManager.default.removeItem(at: sidecar)
        chmod(journal.path, 0o400)
        let list = try await WxdashProcess.run(["mood", "list"], environment: environment, launcher: asUser)
        #expect(list.status == 0, "\(list.stderr)")
        chmod(journal.path, 0o600)
        if FileManager.default.fileExists(atPath: sidecar.path) { chmod(sidecar.path, 0o400) }

        let again = try await WxdashProcess.run(
            ["mood", "add", "3", "again", "--offline"], environment: environment, launcher: asUser)
        #expect(again.status == 0, "\(again.stderr)")
        let listed = try await WxdashProcess.run(["mood", "list"], environment: environment, launcher: asUser)
        #expect(listed.stdout.contains("again") && listed.stdout.contains("first"), "\(listed.stdout)")
        for file in [journal, sidecar] where FileManager.default.fileExists(atPath: file.path) {
            #expect(Self.mode(file) == 0o600, "\(file.lastPathComponent)")
        }
    }

    /// A journal others can read (0666, in a 0777 folder) is made private by reading it too, with its -wal and
    /// -shm; a rotated log is private as well.
    @Test func readingMakesALooseJournalPrivate() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Self.environment(home)
        #expect(
            try await WxdashProcess.run(["mood", "add", "4", "x", "--offline"], environment: environment).status == 0)
        let folder = home.appendingPathComponent("data/wxdash")
        let journal = folder.appendingPathComponent("journal.sqlite")
        chmod(folder.path, 0o777)
        chmod(journal.path, 0o666)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: journal.path + suffix) }
        #expect(try await WxdashProcess.run(["mood", "list"], environment: environment).status == 0)
        #expect(Self.mode(journal) == 0o600)
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: journal.path + suffix) {
            #expect(Self.mode(URL(fileURLWithPath: journal.path + suffix)) == 0o600, "\(suffix)")
        }
    }

    @Test func offlineWithACacheItCannotReadSaysSo() async throws {
        let home = try Self.home(owner: WxdashProcess.unprivilegedUser)
        let cacheFolder = home.appendingPathComponent("cache/wxdash")
        defer {
            chmod(cacheFolder.path, 0o700)
            try? FileManager.default.removeItem(at: home)
        }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let environment = Self.environment(home)
        let asUser = WxdashProcess.unprivileged
        #expect(
            try await WxdashProcess.run(
                ["now", "--api-base", server.base] + Self.place, environment: environment, launcher: asUser
            ).status == 0)
        chmod(cacheFolder.path, 0)

        let offline = try await WxdashProcess.run(
            ["now", "--offline"] + Self.place, environment: environment, launcher: asUser)

        #expect(offline.status == 8)
        #expect(offline.stderr.contains("the forecast cache cannot be read"), "\(offline.stderr)")
        #expect(offline.stderr.contains("permission denied"), "\(offline.stderr)")
        #expect(!offline.stderr.contains("in the cache yet"), "\(offline.stderr)")
    }

    @Test func aConfigFileOthersCanReadWarnsWhenItHoldsAKey() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config/wxdash/config.toml")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("units = \"metric\"\napi-key = \"0123456789abcdef0123456789abcdef\"\n".utf8).write(to: config)
        chmod(config.path, 0o644)

        let loose = try await WxdashProcess.run(["now", "--demo"], environment: Self.environment(home))
        #expect(loose.status == 0)
        #expect(
            loose.stderr.contains(
                "wxdash: warning: \(config.path) holds an api-key and others can read it: chmod 600 \(config.path)."),
            "\(loose.stderr)")
        #expect(!loose.stderr.contains("0123456789abcdef"))

        chmod(config.path, 0o600)
        let tight = try await WxdashProcess.run(["now", "--demo"], environment: Self.environment(home))
        #expect(!tight.stderr.contains("warning"), "\(tight.stderr)")
    }
}
