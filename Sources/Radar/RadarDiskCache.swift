import Foundation
import WeatherKit

/// Radar answers kept on disk by URL, in `$XDG_CACHE_HOME/wxdash/radar/`: tiles are content-addressed (a frame's
/// path names its picture), so a kept tile is good for as long as its frame is listed. The folder is held under
/// `limitBytes` by removing the least recently used files.
public struct RadarDiskCache: Sendable {
    public let directory: URL
    public let limitBytes: Int

    /// 16 MB: two hours of frames for a few places at zoom 7.
    public static let defaultLimitBytes = 16 * 1024 * 1024

    public init(directory: URL, limitBytes: Int = RadarDiskCache.defaultLimitBytes) {
        self.directory = directory
        self.limitBytes = limitBytes
    }

    /// `$XDG_CACHE_HOME/wxdash/radar`.
    public static func standard(environment: [String: String]) -> RadarDiskCache {
        RadarDiskCache(directory: URL(fileURLWithPath: XDGRadarPath.path(environment: environment)))
    }

    /// A file name for a URL: FNV-1a 64 of it, so any URL makes a safe name.
    static func name(for url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public func read(_ url: URL) -> Data? {
        let file = directory.appendingPathComponent(Self.name(for: url))
        guard let data = try? Data(contentsOf: file) else { return nil }
        // Touched, so pruning removes the least recently used first.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return data
    }

    /// When `url`'s copy was written (the index's fetch time, to tell its age offline).
    public func writtenAt(_ url: URL) -> Date? {
        let file = directory.appendingPathComponent(Self.name(for: url) + ".at")
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    public func write(_ data: Data, for url: URL, at now: Date) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let name = Self.name(for: url)
            try data.write(to: directory.appendingPathComponent(name), options: .atomic)
            try Data(String(now.timeIntervalSince1970).utf8).write(
                to: directory.appendingPathComponent(name + ".at"), options: .atomic)
        } catch {
            return
        }
        prune()
    }

    /// Removes the least recently used files until the folder is under `limitBytes`.
    func prune() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)
        else { return }
        var entries = files.compactMap { file -> (URL, Int, Date)? in
            guard !file.lastPathComponent.hasSuffix(".at"), file.lastPathComponent != XDGRadarPath.requestLog,
                let values = try? file.resourceValues(forKeys: Set(keys))
            else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.1 }
        guard total > limitBytes else { return }
        entries.sort { $0.2 < $1.2 }
        for (file, size, _) in entries where total > limitBytes {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: file.appendingPathExtension("at"))
            total -= size
        }
    }
}

/// Where the radar keeps its files.
enum XDGRadarPath {
    static let requestLog = "requests.log"

    static func path(environment: [String: String]) -> String {
        XDGDirectory.cache.path(of: "radar", environment: environment)
    }
}
