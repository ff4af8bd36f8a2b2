/// What a terminal answered to `GraphicsQuery.query`: the kitty graphics query and DA1 (primary device attributes).
public struct TerminalReplies: Sendable, Equatable {
    /// True when the terminal answered the kitty query "OK", false when it answered with an error, nil when it did
    /// not answer it.
    public var kittyGraphics: Bool?
    /// The numbers of the DA1 answer (`ESC [ ? 62 ; 4 ; 22 c`: 62, 4, 22), nil when there was none. 4 is sixel.
    public var primaryAttributes: [Int]?

    public init(kittyGraphics: Bool? = nil, primaryAttributes: [Int]? = nil) {
        self.kittyGraphics = kittyGraphics
        self.primaryAttributes = primaryAttributes
    }

    /// Every terminal answers DA1, and answers in order: once it has, nothing more is coming.
    public var isComplete: Bool { primaryAttributes != nil }

    /// Reads the answers out of what came back, skipping anything else in between (a key pressed meanwhile).
    public init(parsing bytes: [UInt8]) {
        self.init()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "_"), let (reply, end) = Self.kittyReply(bytes, from: index + 2) {
                if kittyGraphics != true { kittyGraphics = reply }
                index = end
            } else if bytes[index + 1] == UInt8(ascii: "["),
                let (attributes, end) = Self.primaryAttributes(bytes, from: index + 2)
            {
                if primaryAttributes == nil { primaryAttributes = attributes }
                index = end
            } else {
                index += 1
            }
        }
    }

    /// `G<keys>;<message> ESC \` answering our query's image id: whether the message is OK, and where it ends.
    private static func kittyReply(_ bytes: [UInt8], from start: Int) -> (Bool, Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "G") else { return nil }
        var end = start + 1
        while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) {
            guard end - start < 512 else { return nil }
            end += 1
        }
        guard end + 1 < bytes.count else { return nil }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].split(separator: ",").contains(where: { $0 == "i=\(GraphicsQuery.imageID)" })
        else { return nil }
        return (parts[1] == "OK", end + 2)
    }

    /// `? <numbers separated by ;> c`: the numbers, and where the answer ends.
    private static func primaryAttributes(_ bytes: [UInt8], from start: Int) -> ([Int], Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "?") else { return nil }
        var numbers: [Int] = []
        var current: Int?
        var index = start + 1
        while index < bytes.count, index - start < 128 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            case UInt8(ascii: ";"):
                numbers.append(current ?? 0)
                current = nil
            case UInt8(ascii: "c"):
                if let current { numbers.append(current) }
                return (numbers, index + 1)
            default:
                return nil
            }
            index += 1
        }
        return nil
    }
}
