import Foundation
import Locking

/// RainViewer allows 100 requests a minute per IP address, shared by every display behind it: wxdash keeps
/// itself to `perMinute` over all its processes on this machine. Each request sent is a line (its time) in
/// `$XDG_CACHE_HOME/wxdash/radar/requests.log`; a request is refused, unsent, when `perMinute` lines are
/// younger than a minute.
public final class RadarRequestBudget: Sendable {
    public static let defaultPerMinute = 30
    public let perMinute: Int
    private let file: URL?
    private let ownTimes = Locked([Date]())

    /// `file` nil counts this process alone.
    public init(perMinute: Int = RadarRequestBudget.defaultPerMinute, file: URL?) {
        self.perMinute = perMinute
        self.file = file
    }

    public static func standard(environment: [String: String]) -> RadarRequestBudget {
        RadarRequestBudget(
            file: URL(fileURLWithPath: XDGRadarPath.path(environment: environment)).appendingPathComponent(
                XDGRadarPath.requestLog))
    }

    /// Counts one request at `now`, or says no when the minute's budget is spent.
    public func take(at now: Date) -> Bool {
        ownTimes.withLock { own in
            var times = own
            if let file, let text = try? String(contentsOf: file, encoding: .utf8) {
                times = text.split(separator: "\n").compactMap { Double($0).map(Date.init(timeIntervalSince1970:)) }
            }
            let recent = times.filter { now.timeIntervalSince($0) < 60 && $0.timeIntervalSince(now) < 60 }
            guard recent.count < perMinute else { return false }
            let kept = recent + [now]
            own = kept
            if let file {
                try? FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? Data(kept.map { String($0.timeIntervalSince1970) }.joined(separator: "\n").utf8).write(
                    to: file, options: .atomic)
            }
            return true
        }
    }
}
