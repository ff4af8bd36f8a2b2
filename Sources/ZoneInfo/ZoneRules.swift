#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A time zone's rules read from its TZif file (RFC 8536, the files Debian's `tzdata` installs under
/// `/usr/share/zoneinfo`): the table of past and announced transitions, then the POSIX rule of its footer for
/// instants past the table. What ICU's `TimeZone(identifier:)` gave, without ICU.
public struct ZoneRules: Sendable, Equatable {
    /// Instants (seconds since 1970 UTC) at which the local time type changes, ascending.
    public var transitions: [Int64]
    /// For each transition, the index in `types` of the local time it starts.
    public var transitionTypes: [Int]
    public var types: [LocalTimeType]
    /// Local time after the last transition; nil when the file has no footer (a v1 file).
    public var footer: PosixZoneRule?

    /// A TZif file this size or larger is refused (the largest in tzdata is a few kilobytes).
    public static let maximumFileSize = 256 * 1024

    public init(transitions: [Int64], transitionTypes: [Int], types: [LocalTimeType], footer: PosixZoneRule?) {
        self.transitions = transitions
        self.transitionTypes = transitionTypes
        self.types = types
        self.footer = footer
    }

    /// The local time type in force at `date`.
    public func type(at date: Date) -> LocalTimeType {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return types.first ?? footer?.standard ?? Self.utcType }
        let instant = Int64(max(min(seconds.rounded(.down), 1e15), -1e15))
        guard let last = transitions.last else { return footer?.type(at: Int(instant)) ?? types.first ?? Self.utcType }
        if instant >= last, let footer { return footer.type(at: Int(instant)) }
        // Before the first transition, RFC 8536 says local time is the first type's.
        guard instant >= transitions[0] else { return types[0] }
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return types[transitionTypes[low]]
    }

    public func secondsFromGMT(for date: Date) -> Int { type(at: date).utcOffset }

    public func abbreviation(for date: Date) -> String { type(at: date).abbreviation }

    public func isDaylightSavingTime(for date: Date) -> Bool { type(at: date).isDaylightSaving }

    static let utcType = LocalTimeType(utcOffset: 0, isDaylightSaving: false, abbreviation: "UTC")
}

extension ZoneRules {
    /// Reads a TZif file of version 1, 2, 3 or 4; from version 2 on, the 64-bit table and the footer.
    public init(tzif data: Data) throws(ZoneInfoError) {
        guard data.count < Self.maximumFileSize else { throw .malformed("larger than \(Self.maximumFileSize) bytes") }
        var reader = ByteReader(Array(data))
        let first = try reader.header()
        guard first.version >= 2 else {
            let table = try reader.table(first, timeSize: 4)
            try self.init(table: table, footer: nil)
            return
        }
        try reader.skip(first.dataSize(timeSize: 4))
        let second = try reader.header()
        let table = try reader.table(second, timeSize: 8)
        let footer = try reader.footer()
        try self.init(table: table, footer: footer.isEmpty ? nil : PosixZoneRule(footer))
    }

    private init(table: ByteReader.Table, footer: PosixZoneRule?) throws(ZoneInfoError) {
        guard !table.types.isEmpty else { throw .malformed("no local time types") }
        guard table.indices.allSatisfy({ $0 < table.types.count }) else {
            throw .malformed("a type index out of range")
        }
        guard zip(table.times, table.times.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .malformed("transitions out of order")
        }
        self.init(transitions: table.times, transitionTypes: table.indices, types: table.types, footer: footer)
    }
}

/// Big-endian reads over a TZif file's bytes.
private struct ByteReader {
    struct Header {
        var version: Int
        var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, charCount: Int

        func dataSize(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    struct Table {
        var times: [Int64]
        var indices: [Int]
        var types: [LocalTimeType]
    }

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func header() throws(ZoneInfoError) -> Header {
        guard bytes.count - offset >= 44 else { throw offset == 0 ? .notTZif : .truncated }
        guard bytes[offset..<offset + 4].elementsEqual("TZif".utf8) else { throw .notTZif }
        let versionByte = bytes[offset + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...9).contains(version) else { throw .malformed("version byte \(versionByte)") }
        offset += 20
        var counts: [Int] = []
        for _ in 0..<6 { counts.append(Int(try uint32())) }
        let header = Header(
            version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
        guard header.typeCount >= 1, header.typeCount <= 256, header.timeCount <= 100_000, header.charCount <= 10_000,
            header.leapCount <= 10_000
        else { throw .malformed("counts out of range") }
        return header
    }

    mutating func skip(_ count: Int) throws(ZoneInfoError) {
        guard bytes.count - offset >= count else { throw .truncated }
        offset += count
    }

    mutating func table(_ header: Header, timeSize: Int) throws(ZoneInfoError) -> Table {
        guard bytes.count - offset >= header.dataSize(timeSize: timeSize) else { throw .truncated }
        var times: [Int64] = []
        for _ in 0..<header.timeCount {
            times.append(timeSize == 8 ? Int64(bitPattern: try uint64()) : Int64(Int32(bitPattern: try uint32())))
        }
        var indices: [Int] = []
        for _ in 0..<header.timeCount { indices.append(Int(try byte())) }
        var raw: [(offset: Int, dst: Bool, nameIndex: Int)] = []
        for _ in 0..<header.typeCount {
            let utcOffset = Int(Int32(bitPattern: try uint32()))
            let dst = try byte() != 0
            raw.append((utcOffset, dst, Int(try byte())))
        }
        let names = Array(bytes[offset..<offset + header.charCount])
        offset += header.charCount
        let types = try raw.map { entry throws(ZoneInfoError) -> LocalTimeType in
            guard entry.nameIndex < names.count else { throw .malformed("an abbreviation index out of range") }
            let end = names[entry.nameIndex...].firstIndex(of: 0) ?? names.count
            guard abs(entry.offset) <= 25 * 3600 else { throw .malformed("an offset of \(entry.offset) s") }
            return LocalTimeType(
                utcOffset: entry.offset, isDaylightSaving: entry.dst,
                abbreviation: String(decoding: names[entry.nameIndex..<end], as: UTF8.self))
        }
        try skip(header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
        return Table(times: times, indices: indices, types: types)
    }

    /// The text between the newlines that follow the version 2+ data; empty when there is none.
    mutating func footer() throws(ZoneInfoError) -> String {
        guard offset < bytes.count else { return "" }
        guard bytes[offset] == 0x0A else { throw .malformed("no newline before the footer") }
        let start = offset + 1
        guard let end = bytes[start...].firstIndex(of: 0x0A) else { throw .malformed("no newline after the footer") }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func byte() throws(ZoneInfoError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func uint32() throws(ZoneInfoError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 { value = value << 8 | UInt32(try byte()) }
        return value
    }

    private mutating func uint64() throws(ZoneInfoError) -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(try byte()) }
        return value
    }
}
