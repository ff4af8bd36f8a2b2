import BaseMap
import Foundation
import WeatherKit

/// The input is a base map file (`Assets/basemap.bin`'s layout), read as it is and then again with its header's
/// payload length and CRC-32 made to match, so the fuzzer reaches the lines behind the checksum. A map that reads
/// is queried and drawn through a viewport.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseMap(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = try? BaseMap(data: Data(bytes))
    guard bytes.count >= 32 else { return 0 }
    var sealed = bytes
    let payload = UInt32(bytes.count - 32)
    let checksum = crc32(bytes[32...])
    for index in 0..<4 {
        sealed[20 + index] = UInt8(truncatingIfNeeded: payload >> (8 * UInt32(index)))
        sealed[24 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt32(index)))
    }
    if let map = try? BaseMap(data: Data(sealed)) {
        let viewport = MapViewport(centreLatitude: 54.7, centreLongitude: 25.3, zoom: 3, width: 80, height: 48)
        _ = BaseMapLayer.raster(map, viewport: viewport, columns: 40, rows: 12).text
    }
    return 0
}

private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}
