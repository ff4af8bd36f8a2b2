import Testing
import WeatherKit

@Suite struct MapViewportTests {
    let vilnius = MapViewport(centreLatitude: 54.687, centreLongitude: 25.28, zoom: 7, width: 400, height: 300)

    @Test func theCentreIsTheMiddleOfTheWindow() {
        let p = vilnius.pixel(latitude: 54.687, longitude: 25.28)
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 150) < 1e-9)
    }

    @Test func eastIsRightAndNorthIsUp() {
        let east = vilnius.pixel(latitude: 54.687, longitude: 26.0)
        let north = vilnius.pixel(latitude: 55.5, longitude: 25.28)
        #expect(east.x > 200)
        #expect(north.y < 150)
    }

    @Test func aPixelAndItsCoordinateRoundTrip() {
        let c = vilnius.coordinate(x: 17, y: 290)
        let p = vilnius.pixel(latitude: c.latitude, longitude: c.longitude)
        #expect(abs(p.x - 17) < 1e-6 && abs(p.y - 290) < 1e-6)
    }

    @Test func tileCornersMatchTheSlippyMapFormula() {
        // Zoom 7 tile (72, 39) has its north-west corner at 22.5° E and about 57.33° N.
        let world = vilnius.worldPixel(latitude: 57.32652122521708, longitude: 22.5)
        #expect(abs(world.x - 72 * 256) < 1e-6)
        #expect(abs(world.y - 39 * 256) < 1e-3)
    }

    @Test func thePixelScaleShrinksTowardThePoles() {
        #expect(abs(vilnius.kilometresPerPixel - 40_075.016_686 * 0.5783 / 32_768) < 0.01)
        let tropic = MapViewport(centreLatitude: 0, centreLongitude: 0, zoom: 7, width: 1, height: 1)
        #expect(tropic.kilometresPerPixel > vilnius.kilometresPerPixel)
    }

    @Test func theShortWayRoundTheAntimeridian() {
        let fiji = MapViewport(centreLatitude: -17, centreLongitude: 179.5, zoom: 5, width: 100, height: 100)
        let p = fiji.pixel(latitude: -17, longitude: -179.5)
        #expect(p.x > 50 && p.x < 100)
    }
}
