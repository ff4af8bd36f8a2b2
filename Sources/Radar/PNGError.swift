/// Why a PNG picture could not be read. The radar's tiles are 8-bit PNGs; anything else is refused rather than
/// guessed at, and the message says what was found.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    case notPNG
    case truncated
    case badChunkCRC(chunk: String)
    case missingHeader
    case unsupported(String)
    case tooLarge(width: Int, height: Int, limit: Int)
    case badPalette(String)
    case badData(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG picture (its first bytes are not PNG's signature)"
        case .truncated: "the PNG picture ends before its IEND chunk (a cut-off download?)"
        case .badChunkCRC(let chunk): "the PNG chunk \(chunk) fails its CRC check (damaged in transfer?)"
        case .missingHeader: "the PNG picture has no IHDR chunk first"
        case .unsupported(let what): "unsupported PNG: \(what)"
        case .tooLarge(let width, let height, let limit):
            "the PNG picture is \(width)×\(height) pixels, more than the \(limit) pixels wxdash reads"
        case .badPalette(let what): "bad PNG palette: \(what)"
        case .badData(let what): "bad PNG image data: \(what)"
        }
    }
}
