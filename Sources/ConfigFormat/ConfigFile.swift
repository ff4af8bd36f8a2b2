import Foundation

/// Reads the config file's text, saying plainly when what is at the path is not a config file. Nothing is
/// opened in a way that could block (a FIFO at the path), and /dev/null (an empty character device) is an
/// empty config.
public enum ConfigFile {
    /// The largest config wxdash reads: a file of settings is a few kilobytes.
    public static let limit = 1024 * 1024

    /// The text at `path`, or nil when there is no file there and none was asked for. `named` says that a
    /// person named the file (`WXDASH_CONFIG`), so its absence is a mistake.
    public static func text(at path: String, named: Bool) throws(ConfigError) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                guard named else { return nil }
                throw ConfigError(
                    path: path,
                    problem: "WXDASH_CONFIG names this file, but it does not exist: "
                        + "create it ('wxdash config init' writes a commented one there), or unset WXDASH_CONFIG")
            }
            throw ConfigError(
                path: path,
                problem: code == EACCES
                    ? "the config file cannot be read (permission denied): check its owner and permissions"
                    : "the config file cannot be read (\(String(cString: strerror(code))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ConfigError(
                path: path, problem: "the config file cannot be read (\(String(cString: strerror(errno))))")
        }
        let advice =
            named
            ? "point WXDASH_CONFIG at a config file" : "move it aside (wxdash config init writes a config file there)"
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFCHR: break
        case S_IFDIR: throw ConfigError(path: path, problem: "this is a directory, not a config file: \(advice)")
        default:
            throw ConfigError(path: path, problem: "this is not a regular file (a FIFO or socket is there): \(advice)")
        }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw ConfigError(path: path, problem: "the config file cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= limit else {
            throw ConfigError(
                path: path,
                problem:
                    "the config file is larger than \(limit / 1024) KiB, far more than settings need: check that this is the right file"
            )
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(path: path, problem: "the config file is not UTF-8 text: save it as UTF-8")
        }
        return text
    }
}
