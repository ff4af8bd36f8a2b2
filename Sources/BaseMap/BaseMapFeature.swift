/// What a line of the base map outlines, as `basemap.bin` numbers it.
public enum BaseMapFeature: UInt8, Sendable, CaseIterable, Hashable {
    case coastline = 1
    case lakeShore = 2
    case border = 3
}
