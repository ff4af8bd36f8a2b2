import Foundation
import HTTP
import WeatherKit

/// RainViewer's public radar: the index, then the few tiles around a place for the newest frames, each tile asked
/// at most once (kept on disk by URL), never deeper than zoom 7, within a per-minute request budget.
public struct RainViewerClient: Sendable {
    public static let defaultBase = URL(string: "https://api.rainviewer.com")!
    /// RainViewer answers an error past zoom 7 (a 512-px tile at zoom 7 carries zoom-8 detail).
    public static let deepestZoom = 7
    public static let tileSize = 512
    /// The most tiles a frame is made of: the zoom is the deepest at which the view's tiles are this few.
    public static let maximumTiles = 4
    /// An index younger than this is used again without asking: frames come every ten minutes.
    public static let indexFreshFor: TimeInterval = 120

    public let base: URL
    let http: any HTTPFetching
    let cache: RadarDiskCache?
    let budget: RadarRequestBudget
    let clock: @Sendable () -> Date
    let zoom: Int
    let decoder = PNGDecoder()

    public init(
        base: URL = RainViewerClient.defaultBase, http: any HTTPFetching, cache: RadarDiskCache?,
        budget: RadarRequestBudget,
        zoom: Int = RainViewerClient.deepestZoom, clock: @escaping @Sendable () -> Date
    ) {
        self.base = base
        self.http = http
        self.cache = cache
        self.budget = budget
        self.zoom = min(max(zoom, 0), Self.deepestZoom)
        self.clock = clock
    }

    /// What one read gave: the complete frames oldest first, how many requests went out, and what went wrong.
    public struct Result: Sendable {
        public var frames: [RadarFrame]
        public var requests: Int
        /// When the index used was fetched: older than a few minutes means the radar's picture is old too.
        public var indexFetchedAt: Date?
        public var problems: [String]
        /// The request budget stopped the read: the frames not had yet come with a later read (their tiles asked
        /// then, the ones had kept on disk).
        public var budgetSpent = false
    }

    public var indexURL: URL { base.appendingPathComponent("public/weather-maps.json") }

    /// The newest `count` frames around a place, each made of the tiles within `radiusKilometres`. `offline` asks
    /// nothing and reads what the cache holds.
    public func frames(latitude: Double, longitude: Double, radiusKilometres: Double, count: Int, offline: Bool = false)
        async -> Result
    {
        var result = Result(frames: [], requests: 0, indexFetchedAt: nil, problems: [])
        guard let index = await index(offline: offline, result: &result) else { return result }
        let (zoom, tiles) = Self.tiles(
            latitude: latitude, longitude: longitude, radiusKilometres: radiusKilometres, deepest: zoom)
        var frames: [RadarFrame] = []
        frameLoop: for frame in index.past.suffix(max(count, 1)).reversed() {
            var decoded: [RadarTile] = []
            for tile in tiles {
                guard let url = index.tileURL(frame, size: Self.tileSize, zoom: zoom, x: tile.x, y: tile.y) else {
                    result.problems.append("the radar index names no usable tile server")
                    break frameLoop
                }
                switch await tileData(url, offline: offline, result: &result) {
                case .data(let data):
                    do {
                        decoded.append(
                            try RadarTile(zoom: zoom, x: tile.x, y: tile.y, image: try decoder.decode(Array(data))))
                    } catch {
                        result.problems.append("a radar tile could not be read: \(error)")
                        continue frameLoop
                    }
                case .notYet, .missing:
                    continue frameLoop
                case .stop:
                    break frameLoop
                }
            }
            frames.append(RadarFrame(time: frame.date, zoom: zoom, tileSize: Self.tileSize, tiles: decoded))
        }
        result.frames = frames.reversed()
        return result
    }

    /// The deepest zoom, `deepest` at most, at which the tiles within `radiusKilometres` are at most `maximumTiles`.
    public static func tiles(latitude: Double, longitude: Double, radiusKilometres: Double, deepest: Int = deepestZoom)
        -> (zoom: Int, tiles: [(x: Int, y: Int)])
    {
        var zoom = deepest
        while true {
            let tiles = RadarFrame.tilesAround(
                latitude: latitude, longitude: longitude, radiusKilometres: radiusKilometres, zoom: zoom,
                tileSize: tileSize)
            if tiles.count <= maximumTiles || zoom == 0 { return (zoom, tiles) }
            zoom -= 1
        }
    }

    private func index(offline: Bool, result: inout Result) async -> RainViewerIndex? {
        let now = clock()
        let cachedAt = cache?.writtenAt(indexURL)
        let cached = cache?.read(indexURL).flatMap { try? RainViewerIndex.decode($0) }
        if let cached, let cachedAt, offline || abs(now.timeIntervalSince(cachedAt)) < Self.indexFreshFor {
            result.indexFetchedAt = cachedAt
            return cached
        }
        if offline { return nil }
        guard budget.take(at: now) else {
            result.problems.append(
                "the radar's request budget (\(budget.perMinute) a minute) is spent; trying again next minute")
            result.budgetSpent = true
            result.indexFetchedAt = cachedAt
            return cached
        }
        result.requests += 1
        do {
            let response = try await http.get(indexURL)
            guard response.status == 200 else {
                throw WeatherError.invalidResponse(
                    host: response.hostDescription, reason: "it answered HTTP \(response.status)")
            }
            let index = try RainViewerIndex.decode(response.body)
            cache?.write(response.body, for: indexURL, at: now)
            result.indexFetchedAt = now
            return index
        } catch {
            result.problems.append(
                "the radar index could not be fetched (\(Self.describe(error)))"
                    + (cached == nil ? "" : "; showing the frames fetched before"))
            result.indexFetchedAt = cachedAt
            return cached
        }
    }

    private enum TileAnswer {
        case data(Data)
        /// A fresh frame answers 404 for about 40 s while it is made: asked again on the next read.
        case notYet
        case missing
        case stop
    }

    private func tileData(_ url: URL, offline: Bool, result: inout Result) async -> TileAnswer {
        if let kept = cache?.read(url) { return .data(kept) }
        if offline { return .missing }
        let now = clock()
        guard budget.take(at: now) else {
            result.problems.append(
                "the radar's request budget (\(budget.perMinute) a minute) is spent; the other frames come next minute")
            result.budgetSpent = true
            return .stop
        }
        result.requests += 1
        do {
            let response = try await http.get(url)
            switch response.status {
            case 200:
                cache?.write(response.body, for: url, at: now)
                return .data(response.body)
            case 404:
                return .notYet
            default:
                result.problems.append("a radar tile answered HTTP \(response.status)")
                return .stop
            }
        } catch {
            result.problems.append("a radar tile could not be fetched (\(Self.describe(error)))")
            return .stop
        }
    }

    static func describe(_ error: any Error) -> String {
        (error as? WeatherError)?.message ?? String(describing: error)
    }
}
