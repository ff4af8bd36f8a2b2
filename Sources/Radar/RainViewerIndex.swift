import Foundation

/// RainViewer's `/public/weather-maps.json`: where the tiles are and which past frames there are (13, ten minutes
/// apart; since 2026 no nowcast frames).
public struct RainViewerIndex: Sendable, Equatable, Decodable {
    public struct Frame: Sendable, Equatable, Decodable {
        /// Seconds since 1970 of the frame's radar time.
        public var time: Int
        /// The frame's path on `host`, `/v2/radar/<hash>`.
        public var path: String

        public var date: Date { Date(timeIntervalSince1970: TimeInterval(time)) }
    }

    struct Radar: Sendable, Equatable, Decodable {
        var past: [Frame]
    }

    public var generated: Int?
    public var host: String
    var radar: Radar

    /// The past frames, oldest first, each with a path that can be put into a URL.
    public var past: [Frame] {
        radar.past.filter { frame in
            frame.path.hasPrefix("/")
                && frame.path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/_-.".contains($0)) }
                && !frame.path.contains("..")
        }.sorted { $0.time < $1.time }
    }

    public static func decode(_ data: Data) throws -> RainViewerIndex {
        try JSONDecoder().decode(RainViewerIndex.self, from: data)
    }

    /// The tile server, when `host` is an http(s) address with no path, query or credentials.
    public var hostURL: URL? {
        guard let url = URL(string: host), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil, url.user == nil, url.password == nil, url.query == nil, url.path.isEmpty || url.path == "/"
        else { return nil }
        return url
    }

    /// `{host}{path}/{size}/{z}/{x}/{y}/{scheme}/{smooth}_{snow}.png`, Universal Blue, not smoothed, no snow colours.
    public func tileURL(_ frame: Frame, size: Int, zoom: Int, x: Int, y: Int) -> URL? {
        guard let hostURL else { return nil }
        let base =
            hostURL.absoluteString.hasSuffix("/") ? String(hostURL.absoluteString.dropLast()) : hostURL.absoluteString
        return URL(string: "\(base)\(frame.path)/\(size)/\(zoom)/\(x)/\(y)/\(UniversalBlue.scheme)/0_0.png")
    }
}
