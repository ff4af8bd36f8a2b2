import Foundation

/// A user name and password for the broker, from a file no one else can read (`USER:PASSWORD` on its first line,
/// the password may hold colons) or from `WXDASH_MQTT_USERNAME` and `WXDASH_MQTT_PASSWORD`. Never from the command
/// line, and `description` never shows the password, so a log line or an error cannot leak it.
public struct MQTTCredentials: Sendable, Equatable, CustomStringConvertible {
    public var username: String
    public var password: String?

    public static let usernameVariable = "WXDASH_MQTT_USERNAME"
    public static let passwordVariable = "WXDASH_MQTT_PASSWORD"

    public init(username: String, password: String?) {
        self.username = username
        self.password = password
    }

    public var description: String { "user \(username)" + (password == nil ? "" : " with a password") }

    /// The file's credentials when `file` is given, else the environment's; nil when neither names a user.
    public static func find(file: String?, environment: [String: String]) throws(MQTTError) -> MQTTCredentials? {
        if let file { return try read(file) }
        guard let user = environment[usernameVariable], !user.isEmpty else {
            if environment[passwordVariable]?.isEmpty == false {
                throw .credentials("\(passwordVariable) is set without \(usernameVariable): set both, or neither.")
            }
            return nil
        }
        return MQTTCredentials(
            username: user, password: environment[passwordVariable].flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Opens without waiting (a FIFO would block), then takes only a regular file no one else can read.
    static func read(_ path: String) throws(MQTTError) -> MQTTCredentials {
        let handle = try open(
            path, "The MQTT credentials file", private: true,
            holding: "put USER:PASSWORD on the first line of an ordinary file (chmod 600)")
        let data = (try? handle.read(upToCount: 4096)) ?? Data()
        guard let text = String(data: data, encoding: .utf8),
            let line = text.split(whereSeparator: \.isNewline).first, let colon = line.firstIndex(of: ":")
        else {
            throw .credentials("The MQTT credentials file \(path) has no USER:PASSWORD on its first line.")
        }
        let user = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
        let password = String(line[line.index(after: colon)...])
        guard !user.isEmpty else {
            throw .credentials("The MQTT credentials file \(path) has no user name before the colon.")
        }
        return MQTTCredentials(username: user, password: password.isEmpty ? nil : password)
    }

    /// `path` opened without waiting (a FIFO would block) when it is a regular file, and (`private`) one no one else
    /// can read; `what` names it in the messages ("The MQTT credentials file").
    static func open(_ path: String, _ what: String, private: Bool, holding: String = "give an ordinary file")
        throws(MQTTError) -> FileHandle
    {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .credentials(
                "Cannot read \(what.prefix(1).lowercased() + what.dropFirst()) \(path): check that it exists and that you can read it."
            )
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .credentials("\(what) \(path) is not a regular file: \(holding).")
        }
        let mode = Int(status.st_mode & 0o777)
        guard !`private` || mode & 0o077 == 0 else {
            throw .credentials(
                "\(what) \(path) can be read by other users (mode \(String(mode, radix: 8))): run 'chmod 600 \(path)'.")
        }
        return handle
    }
}
