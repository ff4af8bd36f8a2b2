/// The kitty graphics protocol (also spoken by WezTerm, Ghostty and Konsole): a picture sent in escape sequences
/// of base64 chunks, placed at the cursor over a number of cells.
public enum KittyGraphics {
    /// The most base64 bytes one escape sequence may carry.
    public static let chunkSize = 4096

    public enum Payload: Sendable {
        /// Raw pixels (`f=32`): no decoding in the terminal, four bytes a pixel.
        case rgba(RGBAImage)
        /// A PNG file's bytes (`f=100`): smaller on the wire; the terminal decodes it.
        case png([UInt8])
    }

    /// The escape sequences that show `payload` over `columns × rows` cells from the cursor (`a=T`), with no
    /// answer from the terminal (`q=2`) and the cursor left where it was (`C=1`). With `imageID`, a later picture
    /// of the same id replaces this one rather than piling up in the terminal's memory.
    public static func display(_ payload: Payload, columns: Int, rows: Int, imageID: UInt32? = nil) -> String {
        var keys: [String] = ["a=T"]
        let bytes: [UInt8]
        switch payload {
        case .rgba(let image):
            keys += ["f=32", "s=\(image.width)", "v=\(image.height)"]
            bytes = image.pixels
        case .png(let data):
            keys.append("f=100")
            bytes = data
        }
        if let imageID { keys.append("i=\(imageID)") }
        keys += ["c=\(max(1, columns))", "r=\(max(1, rows))", "C=1", "q=2"]
        let encoded = Base64.encode(bytes)
        var chunks: [Substring] = []
        var start = encoded.startIndex
        repeat {
            let end = encoded.index(start, offsetBy: chunkSize, limitedBy: encoded.endIndex) ?? encoded.endIndex
            chunks.append(encoded[start..<end])
            start = end
        } while start < encoded.endIndex
        var output = ""
        for (index, chunk) in chunks.enumerated() {
            let more = index < chunks.count - 1 ? 1 : 0
            let control = index == 0 ? keys.joined(separator: ",") + ",m=\(more)" : "m=\(more),q=2"
            output += "\u{1B}_G" + control + ";" + chunk + "\u{1B}\\"
        }
        return output
    }

    /// Deletes every picture this program placed (`a=d,d=A`), for a page that stops showing one.
    public static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
}
