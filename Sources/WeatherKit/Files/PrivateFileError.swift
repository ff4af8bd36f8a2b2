import Foundation

/// A file wxdash could not write, and why, in words a person can act on.
public struct PrivateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not an errno: something other than a regular file is where the file should be.
    public static let notARegularFile: Int32 = -1

    public var path: String
    public var errno: Int32

    public init(path: String, errno: Int32) {
        self.path = path
        self.errno = errno
    }

    public var description: String {
        switch errno {
        case ELOOP, EMLINK: "\(path) is a symbolic link; wxdash does not write through links: remove it"
        case Self.notARegularFile: "\(path) is not a regular file (a FIFO, device or folder is there): remove it"
        case EACCES, EPERM:
            "\(path) cannot be written (permission denied): check the owner and permissions of it and its folder"
        case EROFS: "\(path) is on a read-only file system"
        case ENOSPC, EDQUOT: "the disk holding \(path) is full: free some space"
        default: "\(path) cannot be written (\(String(cString: strerror(errno))))"
        }
    }
}
