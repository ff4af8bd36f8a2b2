import Drawing
import WeatherKit

/// Draws the base map (coastlines, lakes, borders) under the radar's rain through the viewport the rain is drawn
/// through, in the style given: the command line builds it from the bundled map, so the dashboard needs no map
/// reader of its own.
public typealias RadarMapLayer =
    @Sendable (_ viewport: MapViewport, _ rect: Rect, _ style: Style, _ canvas: inout Canvas) -> Void
