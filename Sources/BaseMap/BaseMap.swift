import Foundation
import WeatherKit

/// The coastlines, large lakes and country borders the radar is drawn over, read from the bundled `basemap.bin`
/// (made by `Scripts/make_basemap.py`, whose header describes the layout).
public struct BaseMap: Sendable, Equatable {
    public let lines: [BaseMapLine]
    public let unitsPerDegree: Int32

    /// The file's name in the assets folder.
    public static let fileName = "basemap.bin"
    public static let version: UInt16 = 1
    /// Bounds that keep a damaged file from asking for much memory: the shipped file is about 600 kB.
    public static let maximumBytes = 8_000_000
    public static let maximumLines = 200_000
    public static let maximumPoints = 4_000_000
    private static let headerBytes = 32

    public init(lines: [BaseMapLine], unitsPerDegree: Int32) {
        self.lines = lines
        self.unitsPerDegree = unitsPerDegree
    }

    /// The base map in an assets folder; nil when the folder has none (the radar is then drawn without a map), an
    /// error when the file is there but damaged.
    public static func load(fromAssets directory: URL) throws -> BaseMap? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try load(contentsOf: url)
    }

    public static func load(contentsOf url: URL) throws -> BaseMap {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > maximumBytes {
            var error = BaseMapReadError("\(size) bytes, more than the \(maximumBytes) a base map may have")
            error.path = url.path
            throw error
        }
        let data = try Data(contentsOf: url)
        do throws(BaseMapReadError) {
            return try BaseMap(data: data)
        } catch {
            var located = error
            located.path = url.path
            throw located
        }
    }

    /// Reads the file's bytes, refusing anything that is not exactly what `make_basemap.py` writes.
    public init(data: Data) throws(BaseMapReadError) {
        guard data.count <= Self.maximumBytes else {
            throw BaseMapReadError("\(data.count) bytes, more than the \(Self.maximumBytes) a base map may have")
        }
        var reader = ByteReader(bytes: [UInt8](data))
        guard data.count >= Self.headerBytes else { throw BaseMapReadError("shorter than its 32-byte header") }
        guard reader.bytes[0..<4].elementsEqual("WXBM".utf8) else { throw BaseMapReadError("not a wxdash base map") }
        reader.position = 4
        let version = try reader.uint16()
        guard version == Self.version else {
            throw BaseMapReadError("version \(version), and this wxdash reads version \(Self.version)")
        }
        _ = try reader.uint16()
        let units = try reader.uint32()
        let lineCount = try Int(reader.uint32())
        let pointCount = try Int(reader.uint32())
        let payloadBytes = try Int(reader.uint32())
        let checksum = try reader.uint32()
        _ = try reader.uint32()
        guard units > 0, units <= 1_000_000 else { throw BaseMapReadError("\(units) units to the degree") }
        guard lineCount <= Self.maximumLines, pointCount <= Self.maximumPoints else {
            throw BaseMapReadError("\(lineCount) lines of \(pointCount) points, more than a base map may have")
        }
        guard payloadBytes == data.count - Self.headerBytes else {
            throw BaseMapReadError(
                "its header gives \(payloadBytes) bytes of lines and it has \(data.count - Self.headerBytes)")
        }
        guard CRC32.checksum(reader.bytes[Self.headerBytes...]) == checksum else {
            throw BaseMapReadError("its checksum does not match: the file is damaged")
        }
        let unitsPerDegree = Int32(units)
        let latitudeLimit = Int64(units) * 90
        let longitudeLimit = Int64(units) * 180
        var lines: [BaseMapLine] = []
        lines.reserveCapacity(lineCount)
        var pointsLeft = pointCount
        for _ in 0..<lineCount {
            let kind = try reader.uint8()
            guard let feature = BaseMapFeature(rawValue: kind) else {
                throw BaseMapReadError("a line of unknown kind \(kind)")
            }
            let count = try reader.varint()
            guard count >= 2, count <= UInt64(pointsLeft) else {
                throw BaseMapReadError("a line of \(count) points where \(pointsLeft) are left")
            }
            pointsLeft -= Int(count)
            var points: [Int32] = []
            points.reserveCapacity(Int(count) * 2)
            var latitude: Int64 = 0
            var longitude: Int64 = 0
            for _ in 0..<count {
                latitude += try reader.signedVarint()
                longitude += try reader.signedVarint()
                guard abs(latitude) <= latitudeLimit, abs(longitude) <= longitudeLimit else {
                    throw BaseMapReadError("a point off the globe")
                }
                points.append(Int32(latitude))
                points.append(Int32(longitude))
            }
            lines.append(BaseMapLine(feature: feature, points: points, unitsPerDegree: unitsPerDegree))
        }
        guard pointsLeft == 0, reader.position == reader.bytes.count else {
            throw BaseMapReadError("its lines do not add up to its header's counts")
        }
        self.init(lines: lines, unitsPerDegree: unitsPerDegree)
    }

    /// The lines of `features` that may cross `viewport` (their bounding boxes meet the area it shows).
    public func lines(in viewport: MapViewport, features: Set<BaseMapFeature> = Set(BaseMapFeature.allCases))
        -> [BaseMapLine]
    {
        let box = GeoBox(viewport: viewport, unitsPerDegree: Double(unitsPerDegree))
        return lines.filter { features.contains($0.feature) && box.meets($0) }
    }
}

/// The latitudes and longitudes a viewport shows, in a base map's units, with a little margin.
private struct GeoBox {
    var south: Double, north: Double
    /// One or two longitude ranges (two when the viewport spans the antimeridian); nil when it spans the world.
    var longitudes: [ClosedRange<Double>]?

    init(viewport: MapViewport, unitsPerDegree: Double) {
        let margin = 2.0
        let topLeft = viewport.coordinate(x: -margin, y: -margin)
        let bottomRight = viewport.coordinate(x: Double(viewport.width) + margin, y: Double(viewport.height) + margin)
        north = topLeft.latitude * unitsPerDegree
        south = bottomRight.latitude * unitsPerDegree
        if Double(viewport.width) + 2 * margin >= viewport.worldPixels {
            longitudes = nil
        } else {
            let west = topLeft.longitude * unitsPerDegree
            let east = bottomRight.longitude * unitsPerDegree
            let edge = 180 * unitsPerDegree
            longitudes = west <= east ? [west...east] : [west...edge, -edge...east]
        }
    }

    func meets(_ line: BaseMapLine) -> Bool {
        guard Double(line.north) >= south, Double(line.south) <= north else { return false }
        guard let longitudes else { return true }
        let span = Double(line.west)...Double(line.east)
        return longitudes.contains { $0.overlaps(span) }
    }
}
