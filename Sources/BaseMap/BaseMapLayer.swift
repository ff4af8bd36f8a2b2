import Drawing
import WeatherKit

/// Draws a base map's lines in Braille: the viewport's pixels are spread over the raster's dots (two across and
/// four down a cell), so a viewport of `2·columns × 4·rows` pixels puts one pixel on each dot.
public enum BaseMapLayer {
    public static func raster(
        _ map: BaseMap, viewport: MapViewport, columns: Int, rows: Int,
        features: Set<BaseMapFeature> = Set(BaseMapFeature.allCases)
    ) -> BrailleRaster {
        var raster = BrailleRaster(columns: columns, rows: rows)
        guard viewport.width > 0, viewport.height > 0 else { return raster }
        let scaleX = Double(raster.dotWidth) / Double(viewport.width)
        let scaleY = Double(raster.dotHeight) / Double(viewport.height)
        for line in map.lines(in: viewport, features: features) {
            var previous = viewport.pixel(latitude: line.latitude(0), longitude: line.longitude(0))
            for index in 1..<line.pointCount {
                let point = viewport.pixel(latitude: line.latitude(index), longitude: line.longitude(index))
                raster.line(
                    fromX: previous.x * scaleX, y0: previous.y * scaleY, toX: point.x * scaleX, y1: point.y * scaleY)
                previous = point
            }
        }
        return raster
    }
}
