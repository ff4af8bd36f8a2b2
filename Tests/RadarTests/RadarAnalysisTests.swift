import Foundation
import Testing
import WeatherKit

@testable import Radar

@Suite struct RadarAnalysisTests {
    /// Four frames ten minutes apart, the newest at the end.
    static func frames(_ rain: MovingRain, count: Int = 4, lastMinutes: Double = 120) -> [RadarFrame] {
        (0..<count).map { index in
            rain.frame(at: rain.start.addingTimeInterval((lastMinutes - Double(count - 1 - index) * 10) * 60))
        }
    }

    @Test func rainFromTheWestComingEast() throws {
        let rain = MovingRain()
        let frames = Self.frames(rain)
        let seen = try #require(RadarAnalysis.observe(frames, latitude: rain.latitude, longitude: rain.longitude))
        #expect(seen.frames == 4)
        #expect(seen.frameTime == frames.last?.time)
        #expect(seen.atPlaceDBZ == nil && seen.atPlaceMillimetresPerHour == 0)
        // The newest frame: the centre 40 km west, its edge 25 km.
        let nearest = try #require(seen.nearestRainKilometres)
        #expect(abs(nearest - 25) < 2, "\(nearest)")
        #expect(abs(try #require(seen.bearingDegrees) - 270) < 5)
        let motion = try #require(seen.motion)
        #expect(abs(motion.towardDegrees - 90) < 30, "\(motion)")
        #expect(abs(motion.kilometresPerHour - 60) < 60 * 0.4, "\(motion)")
        // 25 km at 60 km/h.
        let arrival = try #require(seen.arrivalMinutes)
        #expect(abs(arrival - 25) <= 8, "\(arrival)")
    }

    @Test func rainFromTheNorthEastFastAndOverThePlace() throws {
        var rain = MovingRain()
        rain.fromBearing = 45
        rain.kilometresPerHour = 100
        rain.startKilometres = 200
        rain.dbz = 45
        // After 120 minutes its centre is at the place.
        let frames = Self.frames(rain)
        let seen = try #require(RadarAnalysis.observe(frames, latitude: rain.latitude, longitude: rain.longitude))
        #expect(seen.atPlaceDBZ == 45)
        #expect(abs(seen.atPlaceMillimetresPerHour - RainRate.millimetresPerHour(dbz: 45)) < 0.01)
        #expect(seen.arrivalMinutes == 0 && seen.nearestRainKilometres == 0)
        let motion = try #require(seen.motion)
        #expect(abs(motion.towardDegrees - 225) < 30, "\(motion)")
        #expect(abs(motion.kilometresPerHour - 100) < 40, "\(motion)")
    }

    @Test func rainMovingAwayNeverArrives() throws {
        var rain = MovingRain()
        rain.kilometresPerHour = -50
        rain.startKilometres = 20
        let seen = try #require(
            RadarAnalysis.observe(Self.frames(rain), latitude: rain.latitude, longitude: rain.longitude))
        let motion = try #require(seen.motion)
        // Leaving toward the west.
        #expect(abs(motion.towardDegrees - 270) < 30, "\(motion)")
        #expect(seen.arrivalMinutes == nil)
        #expect(seen.nearestRainKilometres.map { $0 > 100 } == true)
    }

    @Test func oneFrameHasNoMotionAndAClearSkyNoRain() throws {
        let rain = MovingRain()
        let one = try #require(
            RadarAnalysis.observe(Self.frames(rain, count: 1), latitude: rain.latitude, longitude: rain.longitude))
        #expect(one.motion == nil && one.arrivalMinutes == nil && one.nearestRainKilometres != nil)
        let empty = RadarFrame(time: rain.start, zoom: 7, tileSize: 512, tiles: [])
        let clear = try #require(
            RadarAnalysis.observe([empty, empty], latitude: rain.latitude, longitude: rain.longitude))
        #expect(clear.nearestRainKilometres == nil && clear.motion == nil && clear.atPlaceDBZ == nil)
        #expect(RadarAnalysis.observe([], latitude: 0, longitude: 0) == nil)
    }
}
