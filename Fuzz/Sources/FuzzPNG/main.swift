import Radar

/// The input is a radar tile as the server would send it: a PNG picture, decoded and read back to reflectivity.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    // A smaller limit than the program's keeps each input quick; the size checks are the same code.
    guard let image = try? PNGDecoder(maximumPixels: 512 * 512).decode(bytes) else { return 0 }
    if let tile = try? RadarTile(zoom: 7, x: 72, y: 40, image: image) {
        _ = tile.value(x: tile.size / 2, y: tile.size / 2)
    }
    return 0
}
