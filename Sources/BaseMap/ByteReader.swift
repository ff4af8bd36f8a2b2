/// Reads little-endian integers and varints from bytes, throwing rather than reading past the end.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    private static let truncated = BaseMapReadError("it ends in the middle of a line")

    mutating func uint8() throws(BaseMapReadError) -> UInt8 {
        guard position < bytes.count else { throw Self.truncated }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint16() throws(BaseMapReadError) -> UInt16 {
        try UInt16(uint8()) | UInt16(uint8()) << 8
    }

    mutating func uint32() throws(BaseMapReadError) -> UInt32 {
        try UInt32(uint16()) | UInt32(uint16()) << 16
    }

    /// An unsigned LEB128 of at most 5 bytes (what 32 bits need).
    mutating func varint() throws(BaseMapReadError) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 35, by: 7) {
            let byte = try uint8()
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte < 0x80 { return value }
        }
        throw BaseMapReadError("a number longer than 5 bytes")
    }

    /// A zigzag-encoded varint: 0, -1, 1, -2… as 0, 1, 2, 3…
    mutating func signedVarint() throws(BaseMapReadError) -> Int64 {
        let value = try varint()
        return Int64(value >> 1) ^ -Int64(value & 1)
    }
}
