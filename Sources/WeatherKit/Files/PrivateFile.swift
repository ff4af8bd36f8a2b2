import Foundation

/// Files wxdash writes hold people's own data (moods and comments, places, the log): only their owner may
/// read them. Files are made 0600 and folders 0700, existing ones are tightened, and nothing is opened through
/// a symbolic link or in a way that could block (a FIFO planted where a file should be).
public enum PrivateFile {
    public static let fileMode: mode_t = 0o600
    public static let folderMode: mode_t = 0o700

    /// Makes `path` and any missing parents (each new one 0700), and tightens `path` itself when it is
    /// wxdash's own and others can read it. Parents that already exist are left as they are.
    public static func makeFolder(_ path: String) throws {
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() where mkdir(folder, folderMode) != 0 && errno != EEXIST {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder])
        }
        tighten(path, to: folderMode)
    }

    /// Takes away group and other permissions from a file or folder of this user's (never through a link).
    public static func tighten(_ path: String, to mode: mode_t) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o077 != 0 else { return }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR else { return }
        _ = chmod(path, status.st_mode & 0o7777 & mode)
    }

    /// Makes a file of this user's exactly 0600 (never through a link): read and write for the owner, nothing for
    /// others. For the files SQLite makes beside a database (`-wal`, `-shm`), which take the database's mode when
    /// made: a journal made read-only for a while leaves a read-only `-shm` that would refuse every later write.
    public static func repair(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_uid == geteuid(), status.st_mode & S_IFMT == S_IFREG,
            status.st_mode & 0o777 != fileMode
        else { return }
        _ = chmod(path, fileMode)
    }

    /// Creates `path` empty and 0600 when it does not exist, else tightens it. Fails on a link, a FIFO or any
    /// other thing that is not a regular file, naming what is there.
    public static func prepare(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw PrivateFileError(path: path, errno: errno) }
        defer { close(descriptor) }
        try checkRegular(descriptor, path: path)
        tighten(path, to: fileMode)
    }

    /// Opens `path` for appending (created 0600), never through a link and never blocking: a FIFO, a device or
    /// a link where the file should be is refused.
    public static func openForAppending(_ path: String) throws -> FileHandle {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw PrivateFileError(path: path, errno: errno) }
        do {
            try checkRegular(descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        tighten(path, to: fileMode)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Replaces `path` with `data` in one step: a new 0600 file beside it, then renamed over it (a link at
    /// `path` is replaced, not followed).
    public static func write(_ data: Data, to path: String) throws {
        try makeFolder((path as NSString).deletingLastPathComponent)
        let temporary = path + ".\(getpid()).\(UUID().uuidString.prefix(8)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw PrivateFileError(path: path, errno: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            unlink(temporary)
            throw PrivateFileError(
                path: path, errno: (error as NSError).code == 0 ? EIO : Int32((error as NSError).code))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw PrivateFileError(path: path, errno: code)
        }
    }

    private static func checkRegular(_ descriptor: Int32, path: String) throws {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw PrivateFileError(path: path, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw PrivateFileError(path: path, errno: PrivateFileError.notARegularFile)
        }
    }
}
