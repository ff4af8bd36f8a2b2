import Foundation

/// What the rain radar shows around a place: the reflectivity there now, the nearest rain, where the rain is
/// going and when it reaches the place. Read from RainViewer's frames by the `Radar` module.
public struct RadarObservation: Sendable, Equatable, Codable {
    /// The newest frame's time: the radar's "now", which may be minutes behind the clock (and hours offline).
    public var frameTime: Date
    /// How many past frames were read.
    public var frames: Int
    /// The reflectivity at the place in dBZ; nil where the radar sees no echo.
    public var atPlaceDBZ: Double?
    /// Marshall–Palmer's rain rate for `atPlaceDBZ`; 0 where there is no echo.
    public var atPlaceMillimetresPerHour: Double
    /// The nearest rain within the radar's view; nil when there is none.
    public var nearestRainKilometres: Double?
    /// From the place toward that rain, degrees clockwise from north.
    public var bearingDegrees: Double?
    /// The rain's motion between frames; nil with fewer than two frames or no rain to follow.
    public var motion: Motion?
    /// Minutes from `frameTime` until rain reaches the place on its present course; 0 when it is here, nil when
    /// it is not coming within the radar's two hours.
    public var arrivalMinutes: Int?

    public struct Motion: Sendable, Equatable, Codable {
        /// The direction the rain moves toward, degrees clockwise from north.
        public var towardDegrees: Double
        public var kilometresPerHour: Double

        public init(towardDegrees: Double, kilometresPerHour: Double) {
            self.towardDegrees = towardDegrees
            self.kilometresPerHour = kilometresPerHour
        }
    }

    public init(
        frameTime: Date, frames: Int, atPlaceDBZ: Double?, atPlaceMillimetresPerHour: Double,
        nearestRainKilometres: Double?,
        bearingDegrees: Double?, motion: Motion?, arrivalMinutes: Int?
    ) {
        self.frameTime = frameTime
        self.frames = frames
        self.atPlaceDBZ = atPlaceDBZ
        self.atPlaceMillimetresPerHour = atPlaceMillimetresPerHour
        self.nearestRainKilometres = nearestRainKilometres
        self.bearingDegrees = bearingDegrees
        self.motion = motion
        self.arrivalMinutes = arrivalMinutes
    }

    /// Whether the radar sees rain at the place now.
    public var rainingHere: Bool { atPlaceMillimetresPerHour >= 0.1 }

    /// The instant rain reaches the place, when it is on its way.
    public var arrival: Date? { arrivalMinutes.map { frameTime.addingTimeInterval(TimeInterval($0 * 60)) } }

    /// `now --format json`'s `radar` object; `time` writes an instant as the rest of the document does.
    public func json(time: (Date) -> JSONValue) -> JSONValue {
        .object([
            ("frame_time", time(frameTime)),
            ("frames", .number(Double(frames), decimals: 0)),
            ("at_place_dbz", .number(atPlaceDBZ, decimals: 0)),
            ("at_place_mm_per_h", .number(atPlaceMillimetresPerHour, decimals: 2)),
            ("nearest_rain_km", .number(nearestRainKilometres, decimals: 1)),
            ("bearing_deg", .number(bearingDegrees, decimals: 0)),
            (
                "motion",
                motion.map { motion in
                    .object([
                        ("toward_deg", .number(motion.towardDegrees, decimals: 0)),
                        ("km_per_h", .number(motion.kilometresPerHour, decimals: 0))
                    ])
                } ?? .null
            ),
            ("arrival_minutes", .number(arrivalMinutes.map(Double.init), decimals: 0))
        ])
    }
}
