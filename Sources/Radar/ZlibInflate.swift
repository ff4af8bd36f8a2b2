import CZlib

/// zlib's inflate, into a buffer of exactly the size the PNG header promises: a stream that would give more is
/// refused before it is inflated further, so a small download cannot grow into a large allocation.
enum ZlibInflate {
    static func inflate(_ compressed: [UInt8], expectedCount: Int) throws(PNGError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedCount)
        var stream = z_stream()
        guard wx_inflate_init(&stream) == Z_OK else { throw .badData("zlib could not start") }
        defer { inflateEnd(&stream) }
        var status: Int32 = Z_OK
        var produced = 0
        compressed.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                status = CZlib.inflate(&stream, Z_FINISH)
                produced = out.count - Int(stream.avail_out)
            }
        }
        switch status {
        case Z_STREAM_END:
            guard produced == expectedCount else {
                throw .badData("\(produced) bytes of pixel rows where the header promises \(expectedCount)")
            }
            return output
        case Z_BUF_ERROR where stream.avail_out == 0:
            throw .badData("more pixel rows than the header promises")
        case Z_BUF_ERROR:
            throw .badData("the compressed pixel rows end early")
        default:
            throw .badData("the compressed pixel rows are damaged (zlib error \(status))")
        }
    }

    /// The CRC-32 PNG's chunks carry (zlib's).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(0, buffer.baseAddress, UInt32(buffer.count)))
        }
    }
}
