import Drawing
import Foundation
import Radar
import Translation
import WeatherKit

/// One radar frame around a place, drawn in half-blocks: two pixels a cell, the upper as the foreground of `▀`
/// and the lower as its background, in the Universal Blue colours' nearest of the 256; under `--icons ascii` or
/// NO_COLOR, one character a cell by intensity. The place is marked `+`, with a distance scale in a corner.
/// A base map is drawn first by `mapLayer`, which is handed the viewport the rain is drawn through: where a
/// pixel has rain the rain covers the map.
public struct RadarMapView {
    public var frame: RadarFrame
    public var latitude: Double
    public var longitude: Double
    /// Kilometres from the place to the nearer edge of the view.
    public var radiusKilometres: Double
    public var colour: Bool
    public var asciiOnly: Bool
    public var palette: Palette
    /// Draws the map under the rain (coastlines, borders) through the same viewport; nil draws none.
    public var mapLayer: ((MapViewport, Rect, inout Canvas) -> Void)?

    public init(
        frame: RadarFrame, latitude: Double, longitude: Double, radiusKilometres: Double = 150, colour: Bool,
        asciiOnly: Bool,
        palette: Palette, mapLayer: ((MapViewport, Rect, inout Canvas) -> Void)? = nil
    ) {
        self.frame = frame
        self.latitude = latitude
        self.longitude = longitude
        self.radiusKilometres = radiusKilometres
        self.colour = colour
        self.asciiOnly = asciiOnly
        self.palette = palette
        self.mapLayer = mapLayer
    }

    /// The viewport for `rect`: one pixel per cell across, two down, the nearer edge `radiusKilometres` away.
    public func viewport(for rect: Rect) -> MapViewport {
        let width = max(rect.width, 1)
        let height = max(rect.height * 2, 1)
        let kilometresPerPixel = 2 * radiusKilometres / Double(min(width, height))
        let equator = 40_075.016_686 * cos(latitude * .pi / 180)
        let zoom = log2(equator / (kilometresPerPixel * 256))
        return MapViewport(
            centreLatitude: latitude, centreLongitude: longitude, zoom: zoom, width: width, height: height)
    }

    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        let view = viewport(for: rect)
        mapLayer?(view, rect, &canvas)
        let pixels = sample(view)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let top = pixels[(row * 2) * view.width + column]
                let bottom = pixels[(row * 2 + 1) * view.width + column]
                guard top != nil || bottom != nil else { continue }
                canvas.put(cell(top: top, bottom: bottom), column: rect.x + column, row: rect.y + row)
            }
        }
        let place = view.pixel(latitude: latitude, longitude: longitude)
        let markColumn = rect.x + Int(place.x)
        let markRow = rect.y + Int(place.y / 2)
        _ = canvas.write("+", column: markColumn, row: markRow, style: palette.title.bolded)
        drawScale(view, in: rect, on: &canvas)
    }

    /// The strongest reflectivity under each viewport pixel (several frame pixels), nil where none.
    func sample(_ view: MapViewport) -> [Int8?] {
        let scale = pow(2, frame.pixelZoom - view.zoom)
        let centre = view.worldPixel(latitude: latitude, longitude: longitude)
        let step = max(scale / 2, 1)
        var pixels = [Int8?](repeating: nil, count: view.width * view.height)
        for y in 0..<view.height {
            for x in 0..<view.width {
                let worldX = (centre.x + Double(x) - Double(view.width) / 2) * scale
                let worldY = (centre.y + Double(y) - Double(view.height) / 2) * scale
                var best: Int8?
                var sy = 0.0
                while sy < scale {
                    var sx = 0.0
                    while sx < scale {
                        if let value = frame.value(worldX: worldX + sx, worldY: worldY + sy),
                            value >= RadarAnalysis.rainDBZ,
                            value > best ?? .min
                        {
                            best = value
                        }
                        sx += step
                    }
                    sy += step
                }
                pixels[y * view.width + x] = best
            }
        }
        return pixels
    }

    private func cell(top: Int8?, bottom: Int8?) -> Cell {
        guard colour else {
            let strongest = max(top ?? .min, bottom ?? .min)
            return Cell(text: Self.intensityCharacter(dbz: strongest, asciiOnly: asciiOnly), style: palette.text)
        }
        switch (top, bottom) {
        case (let top?, let bottom?):
            return Cell(text: "▀", style: Style(foreground: Self.color(dbz: top), background: Self.color(dbz: bottom)))
        case (let top?, nil):
            return Cell(text: "▀", style: Style(foreground: Self.color(dbz: top), background: palette.page.background))
        case (nil, let bottom?):
            return Cell(
                text: "▄", style: Style(foreground: Self.color(dbz: bottom), background: palette.page.background))
        case (nil, nil):
            return Cell(text: " ", style: palette.page)
        }
    }

    /// Light `.`, moderate `o` (`▒`), heavy `#` (`█`): the legend's three bands by Marshall–Palmer's rate (`+` is
    /// the place's mark).
    static func intensityCharacter(dbz: Int8, asciiOnly: Bool) -> String {
        switch RainRate.Intensity(millimetresPerHour: RainRate.millimetresPerHour(dbz: Double(dbz))) {
        case .none, .light: asciiOnly ? "." : "░"
        case .moderate: asciiOnly ? "o" : "▒"
        case .heavy: asciiOnly ? "#" : "█"
        }
    }

    /// The table's colour for a reflectivity, as the nearest of xterm's 6×6×6 cube.
    static func color(dbz: Int8) -> Color {
        let rgb = UniversalBlue.colour(dbz: Int(dbz))
        let level = { (value: UInt8) in Int((Double(value) / 255 * 5).rounded()) }
        let (r, g, b) = (level(rgb.red), level(rgb.green), level(rgb.blue))
        let basic = UInt8((r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0))
        return Color(xterm256: UInt8(16 + 36 * r + 6 * g + b), basic: basic, bright: max(r, g, b) >= 4)
    }

    /// `├──┤ 50 km` in the lower-left corner, its length a round distance about a quarter of the width.
    private func drawScale(_ view: MapViewport, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 3, rect.width >= 16 else { return }
        let perColumn = view.kilometresPerPixel
        let target = perColumn * Double(rect.width) / 4
        let steps: [Double] = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]
        let distance = steps.last { $0 <= target } ?? steps[0]
        let columns = max(Int((distance / perColumn).rounded()), 2)
        let bar =
            asciiOnly
            ? "|" + String(repeating: "-", count: columns - 2) + "|"
            : "├" + String(repeating: "─", count: columns - 2) + "┤"
        _ = canvas.write(
            bar + " \(Int(distance)) km", column: rect.x + 1, row: rect.y + rect.height - 1, style: palette.muted)
    }
}
