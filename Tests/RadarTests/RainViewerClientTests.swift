import Foundation
import HTTP
import Locking
import Testing
import WeatherKit

@testable import Radar

/// A RainViewer stand-in: an index of the frames that exist, tiles drawn from a `MovingRain`, each request logged.
final class StubRainViewer: HTTPFetching, Sendable {
    let rain: MovingRain
    /// Frame times that exist, and those whose tiles answer 404 still (being made).
    let frames: Locked<[Int]>
    let pending = Locked<Set<Int>>([])
    let asked = Locked<[String]>([])
    let failing = Locked(false)

    init(rain: MovingRain, frames: [Int]) {
        self.rain = rain
        self.frames = Locked(frames)
    }

    func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        asked.withLock { $0.append(url.path) }
        if failing.withLock({ $0 }) { throw .connectionRefused(host: "127.0.0.1") }
        if url.path == "/public/weather-maps.json" {
            let past = frames.withLock { $0 }.map { #"{"time":\#($0),"path":"/v2/radar/f\#($0)"}"# }.joined(
                separator: ",")
            let body =
                #"{"version":"2.0","generated":1,"host":"http://127.0.0.1:9","radar":{"past":[\#(past)],"nowcast":[]},"satellite":{"infrared":[]}}"#
            return HTTPResponse(url: url, status: 200, body: Data(body.utf8))
        }
        let parts = url.path.split(separator: "/").map(String.init)
        guard parts.count == 9, let time = Int(parts[2].dropFirst()), let zoom = Int(parts[4]), let x = Int(parts[5]),
            let y = Int(parts[6]),
            zoom <= 7, frames.withLock({ $0.contains(time) }), !pending.withLock({ $0.contains(time) })
        else { return HTTPResponse(url: url, status: 404, body: Data()) }
        let tile = rain.tile(x: x, y: y, zoom: zoom, at: Date(timeIntervalSince1970: TimeInterval(time)))
        let png = PNGWriter.tile(size: 512) { px, py in tile.value(x: px, y: py).map(Int.init) }
        return HTTPResponse(url: url, status: 200, body: Data(png))
    }

    func tileRequests() -> [String] { asked.withLock { $0 }.filter { $0.hasPrefix("/v2/") } }
}

@Suite struct RainViewerClientTests {
    static let last = 1_796_032_500

    static func setUp(perMinute: Int = 30) -> (StubRainViewer, RainViewerClient, URL, Locked<Date>) {
        let stub = StubRainViewer(rain: MovingRain(), frames: (0..<13).map { last - 600 * (12 - $0) })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-radar-\(UUID().uuidString)")
        let clock = Locked(Date(timeIntervalSince1970: TimeInterval(last + 300)))
        let client = RainViewerClient(
            base: URL(string: "http://127.0.0.1:9")!, http: stub, cache: RadarDiskCache(directory: folder),
            budget: RadarRequestBudget(perMinute: perMinute, file: folder.appendingPathComponent("requests.log")),
            clock: { clock.withLock { $0 } })
        return (stub, client, folder, clock)
    }

    @Test func asksOnlyTheFewTilesAtZoom7AndOnlyNewFramesAgain() async throws {
        let (stub, client, folder, clock) = Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 4)
        #expect(first.problems.isEmpty, "\(first.problems)")
        #expect(first.frames.count == 4)
        #expect(first.frames.map { Int($0.time.timeIntervalSince1970) } == (9..<13).map { Self.last - 600 * (12 - $0) })
        let tilesPerFrame = first.frames[0].tiles.count
        #expect((1...4).contains(tilesPerFrame))
        #expect(first.requests == 1 + 4 * tilesPerFrame)
        #expect(stub.tileRequests().allSatisfy { $0.contains("/512/7/") && $0.hasSuffix("/2/0_0.png") })

        // Nine minutes on, a new frame: the index again, then only the new frame's tiles.
        stub.frames.withLock { $0.append(Self.last + 600) }
        clock.withLock { $0 = $0.addingTimeInterval(540) }
        let before = stub.tileRequests().count
        let second = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 4)
        #expect(second.frames.count == 4)
        #expect(second.frames.last.map { Int($0.time.timeIntervalSince1970) } == Self.last + 600)
        let asked = stub.tileRequests().dropFirst(before)
        #expect(asked.count == tilesPerFrame)
        #expect(asked.allSatisfy { $0.contains("/f\(Self.last + 600)/") }, "\(asked)")
        #expect(second.requests == 1 + tilesPerFrame)

        // Within two minutes the index is not asked again either.
        clock.withLock { $0 = $0.addingTimeInterval(60) }
        let third = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 4)
        #expect(third.requests == 0 && third.frames.count == 4)
    }

    @Test func aFrameStillBeingMadeIsAskedAgainOnTheNextRead() async throws {
        let (stub, client, folder, clock) = Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        stub.pending.withLock { $0 = [Self.last] }
        let first = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 3)
        #expect(first.frames.last.map { Int($0.time.timeIntervalSince1970) } == Self.last - 600)
        #expect(first.frames.count == 2)
        stub.pending.withLock { $0 = [] }
        clock.withLock { $0 = $0.addingTimeInterval(180) }
        let second = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 3)
        #expect(second.frames.last.map { Int($0.time.timeIntervalSince1970) } == Self.last)
        #expect(second.frames.count == 3)
    }

    @Test func theMinutesBudgetStopsRequestsAndSaysSo() async throws {
        let (stub, client, folder, _) = Self.setUp(perMinute: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 13)
        #expect(stub.asked.withLock { $0.count } == 3)
        #expect(result.requests == 3)
        #expect(result.problems.contains { $0.contains("budget (3 a minute)") })
    }

    @Test func offlineReadsTheCacheAndTellsTheIndexsAge() async throws {
        let (stub, client, folder, clock) = Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 4)
        let fetchedAt = clock.withLock { $0 }
        stub.failing.withLock { $0 = true }
        clock.withLock { $0 = $0.addingTimeInterval(3 * 3600) }
        let asked = stub.asked.withLock { $0.count }
        let offline = await client.frames(
            latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 4, offline: true)
        #expect(stub.asked.withLock { $0.count } == asked)
        #expect(offline.frames == live.frames)
        #expect(offline.indexFetchedAt == fetchedAt)
        // Online but unreachable: the frames kept, and the problem said.
        let unreachable = await client.frames(latitude: 27.7, longitude: 85.32, radiusKilometres: 150, count: 4)
        #expect(unreachable.frames == live.frames)
        #expect(unreachable.problems.first?.contains("showing the frames fetched before") == true)
    }

    @Test func theDiskCacheStaysUnderItsLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-radar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = RadarDiskCache(directory: folder, limitBytes: 10_000)
        for index in 0..<10 {
            cache.write(
                Data(repeating: UInt8(index), count: 3000), for: URL(string: "http://127.0.0.1/\(index)")!,
                at: Date(timeIntervalSince1970: 0))
        }
        let sizes = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
            .filter { $0.pathExtension != "at" }
            .map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }
        #expect(sizes.reduce(0, +) <= 10_000)
        #expect(cache.read(URL(string: "http://127.0.0.1/9")!) != nil, "the newest is kept")
        #expect(cache.read(URL(string: "http://127.0.0.1/0")!) == nil, "the oldest went first")
    }
}
