import CSQLite
import Foundation
import WeatherKit

/// A damaged cache is set aside rather than left to break every run until someone deletes it by hand: it only
/// holds copies of forecasts. (The mood journal is people's own data and is never treated so.)
extension ForecastCache {
    /// The cache at `path`. When the file there is damaged, it (and its -wal) is renamed to
    /// `path.corrupt-<UTC time>` (0600) and a fresh cache is started; `setAside` is then that name.
    public static func opening(path: String, now: Date) throws(DatabaseError) -> (
        cache: ForecastCache, setAside: String?
    ) {
        do {
            return (try ForecastCache(path: path), nil)
        } catch  where error.isDamaged {
            // Another wxdash (a status bar's next run, `now --all`'s other places) may be doing the same: under a
            // lock on the folder, the file is tried again first, so a fresh cache another one made is never moved.
            return try underFolderLock(of: path) { () throws(DatabaseError) in
                do throws(DatabaseError) {
                    return (try ForecastCache(path: path), nil)
                } catch  where error.isDamaged {
                    let aside = try setAside(path, now: now)
                    return (try ForecastCache(path: path), aside)
                }
            }
        }
    }

    /// Whether SQLite's own check finds the file damaged (a statement failed as if it were): a cache that passes
    /// is kept.
    func failsIntegrityCheck() -> Bool {
        do {
            let rows = try database.query("PRAGMA quick_check")
            guard case .text(let verdict)? = rows.first?.first else { return true }
            return verdict != "ok"
        } catch {
            return true
        }
    }

    /// The fresh cache that takes the place of the damaged one at `path`, found damaged by a statement after it was
    /// opened. Under the folder's lock, as at opening: when another wxdash already replaced it, its fresh cache is
    /// taken (`setAside` nil); else the damaged file is kept aside and `setAside` is its new name.
    static func replacingDamaged(
        _ damaged: ForecastCache, path: String, now: Date
    ) throws(DatabaseError) -> (cache: ForecastCache, setAside: String?) {
        // Its connection would write to (and on closing delete) the write-ahead log by name, which then is the fresh one's.
        damaged.database.close()
        return try underFolderLock(of: path) { () throws(DatabaseError) in
            if let current = try? ForecastCache(path: path), !current.failsIntegrityCheck() {
                return (current, nil)
            }
            let aside = try setAside(path, now: now)
            return (try ForecastCache(path: path), aside)
        }
    }

    /// `body` under an exclusive lock on the folder of `path`, which every wxdash that repairs this cache takes.
    private static func underFolderLock<Result>(
        of path: String, _ body: () throws(DatabaseError) -> Result
    ) throws(DatabaseError) -> Result {
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 { flock(folder, LOCK_EX) }
        defer {
            if folder >= 0 {
                flock(folder, LOCK_UN)
                close(folder)
            }
        }
        return try body()
    }

    /// Keeps the damaged file at `path` beside itself under a name no file has yet, and puts a fresh, empty cache in
    /// its place in one rename: an opener that does not hold the lock sees the damaged file or the whole fresh one,
    /// never a half-made one.
    static func setAside(_ path: String, now: Date) throws(DatabaseError) -> String {
        var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let stamp = String(
            format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        var target = "\(path).corrupt-\(stamp)"
        var status = stat()
        var number = 2
        while lstat(target, &status) == 0 {
            target = "\(path).corrupt-\(stamp)-\(number)"
            number += 1
        }
        func failure(_ what: String) -> DatabaseError {
            DatabaseError(
                path: path, code: SQLITE_NOTADB,
                detail: "is damaged and cannot be \(what) (\(String(cString: strerror(errno)))); it is safe to delete")
        }
        guard link(path, target) == 0 else { throw failure("kept aside") }
        PrivateFile.tighten(target, to: PrivateFile.fileMode)
        // The write-ahead log belongs to the damaged file; the shared-memory index is rebuilt from nothing.
        if rename(path + "-wal", target + "-wal") == 0 {
            PrivateFile.tighten(target + "-wal", to: PrivateFile.fileMode)
        }
        unlink(path + "-shm")
        let fresh = "\(path).new-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        do {
            _ = try ForecastCache(path: fresh)
        } catch {
            unlink(fresh)
            throw error
        }
        for suffix in ["-wal", "-shm"] { unlink(fresh + suffix) }
        guard rename(fresh, path) == 0 else {
            unlink(fresh)
            throw failure("replaced")
        }
        return target
    }
}
