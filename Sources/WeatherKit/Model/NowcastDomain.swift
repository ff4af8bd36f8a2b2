/// Where Open-Meteo's `minutely_15` comes from a true 15-minute model. Its answers carry no flag for it; the
/// documentation says 15-minute data exists only for Central Europe and North America and is interpolated
/// from hourly models elsewhere. These boxes are those models' domains (DWD ICON-D2 and Météo-France AROME
/// for Central Europe, NOAA HRRR for North America), drawn slightly inside their edges.
public enum NowcastDomain {
    /// (south, north, west, east) in degrees.
    static let nativeBoxes: [(ClosedRange<Double>, ClosedRange<Double>)] = [
        (43.0...58.0, (-5.0)...20.0),  // Central Europe: ICON-D2 and AROME
        (21.5...52.5, (-134.0)...(-61.0))  // North America: HRRR (CONUS)
    ]

    /// Whether a 15-minute nowcast at this point is interpolated from hourly data.
    public static func isInterpolated(latitude: Double, longitude: Double) -> Bool {
        !nativeBoxes.contains { $0.0.contains(latitude) && $0.1.contains(longitude) }
    }
}
