import Foundation
import Testing

@testable import BaseMap

/// Writes a base map as Scripts/make_basemap.py does, for files small enough to check by hand.
enum BaseMapWriter {
    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var out: [UInt8] = []
        repeat {
            let byte = UInt8(value & 0x7F)
            value >>= 7
            out.append(value == 0 ? byte : byte | 0x80)
        } while value != 0
        return out
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// Lines as (kind, [(latitude, longitude)]) in units.
    static func file(_ lines: [(UInt8, [(Int64, Int64)])], units: UInt32 = 1000, version: UInt16 = 1) -> [UInt8] {
        var payload: [UInt8] = []
        var points = 0
        for (kind, line) in lines {
            payload.append(kind)
            payload += varint(UInt64(line.count))
            var previous: (Int64, Int64) = (0, 0)
            for point in line {
                payload += varint(zigzag(point.0 - previous.0)) + varint(zigzag(point.1 - previous.1))
                previous = point
            }
            points += line.count
        }
        var header = Array("WXBM".utf8) + littleEndian(version) + littleEndian(UInt16(0)) + littleEndian(units)
        header += littleEndian(UInt32(lines.count)) + littleEndian(UInt32(points)) + littleEndian(UInt32(payload.count))
        header += littleEndian(CRC32.checksum(payload)) + littleEndian(UInt32(0))
        return header + payload
    }
}

@Suite struct BaseMapFileTests {
    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/basemap.bin")

    @Test func readsTheLinesItsWriterWrote() throws {
        let bytes = BaseMapWriter.file([
            (1, [(54_687, 25_280), (54_700, 25_300), (-1, -179_999)]), (3, [(0, 0), (90_000, 180_000)])
        ])
        let map = try BaseMap(data: Data(bytes))
        #expect(map.unitsPerDegree == 1000)
        #expect(map.lines.count == 2)
        #expect(map.lines[0].feature == .coastline)
        #expect(map.lines[0].points == [54_687, 25_280, 54_700, 25_300, -1, -179_999])
        #expect(map.lines[0].latitude(0) == 54.687)
        #expect(map.lines[0].west == -179_999 && map.lines[0].east == 25_300)
        #expect(map.lines[1].feature == .border)
        #expect(map.lines[1].north == 90_000)
    }

    @Test func crc32IsZlibs() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func refusesADamagedFileSayingWhat() throws {
        let good = BaseMapWriter.file([(2, [(1, 1), (2, 2)])])
        func problem(_ bytes: [UInt8]) -> String? {
            do throws(BaseMapReadError) {
                _ = try BaseMap(data: Data(bytes))
                return nil
            } catch {
                return error.problem
            }
        }
        #expect(problem(Array(good.prefix(10))) == "shorter than its 32-byte header")
        #expect(problem(Array("PNG!".utf8) + good.dropFirst(4)) == "not a wxdash base map")
        #expect(
            problem(BaseMapWriter.file([(2, [(1, 1), (2, 2)])], version: 2))
                == "version 2, and this wxdash reads version 1")
        var flipped = good
        flipped[flipped.count - 1] ^= 0x01
        #expect(problem(flipped) == "its checksum does not match: the file is damaged")
        #expect(
            problem(good + [0]) == "its header gives \(good.count - 32) bytes of lines and it has \(good.count - 31)")
        #expect(problem(BaseMapWriter.file([(9, [(1, 1), (2, 2)])])) == "a line of unknown kind 9")
        #expect(problem(BaseMapWriter.file([(1, [(1, 1)])])) == "a line of 1 points where 1 are left")
        #expect(problem(BaseMapWriter.file([(1, [(90_001, 0), (0, 0)])])) == "a point off the globe")
        #expect(problem(BaseMapWriter.file([(1, [(0, 180_001), (0, 0)])])) == "a point off the globe")
    }

    @Test func theErrorSaysWhatToDo() {
        var error = BaseMapReadError("not a wxdash base map")
        error.path = "/usr/share/wxdash/basemap.bin"
        #expect(
            error.description == "the base map /usr/share/wxdash/basemap.bin cannot be read (not a wxdash base map): "
                + "reinstall wxdash's assets with 'make install', or make the file again with Scripts/make_basemap.py")
    }

    @Test func theShippedMapHasCoastsLakesAndBordersUnderTheBudget() throws {
        let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.shipped.path)[.size] as? Int)
        #expect(size <= 1_000_000)
        let map = try BaseMap.load(contentsOf: Self.shipped)
        #expect(map.unitsPerDegree == 1000)
        for feature in BaseMapFeature.allCases {
            #expect(map.lines.contains { $0.feature == feature })
        }
        // No line jumps across the antimeridian: neighbouring points are never half the world apart.
        let jumps = map.lines.reduce(0) { count, line in
            count + (1..<line.pointCount).filter { abs(line.longitude($0) - line.longitude($0 - 1)) >= 180 }.count
        }
        #expect(jumps == 0)
    }

    @Test func aMissingFileInTheAssetsIsNoMap() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("basemap-none-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try BaseMap.load(fromAssets: folder) == nil)
        try Data("WXBM".utf8).write(to: folder.appendingPathComponent(BaseMap.fileName))
        #expect(throws: BaseMapReadError.self) { try BaseMap.load(fromAssets: folder) }
    }
}
