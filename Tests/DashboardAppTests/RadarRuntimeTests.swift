import Dashboard
import DashboardApp
import Drawing
import Foundation
import Locking
import Radar
import Testing
import WeatherKit

/// The Radar page through the runtime: a fake radar client's answers reach the page, and the planned timer asks again
/// ten minutes after the last answer, not before.
@MainActor
@Suite(.serialized) struct RadarRuntimeTests {
    /// Radar answers as a script, and the coordinates each request was for.
    actor TestRadar {
        private var answers: [DashboardEvent]
        private(set) var requests: [(place: Int, latitude: Double, longitude: Double)] = []

        init(answers: [DashboardEvent]) {
            self.answers = answers
        }

        func next(place: Int, latitude: Double, longitude: Double) -> DashboardEvent {
            requests.append((place, latitude, longitude))
            return answers.isEmpty
                ? .radarFailed(
                    RadarFailure(kind: .unavailable, message: "no more answers"), at: TestClock.start, place: place)
                : answers.removeFirst()
        }

        nonisolated var client: RadarClient {
            RadarClient { place, latitude, longitude in
                await self.next(place: place, latitude: latitude, longitude: longitude)
            }
        }
    }

    /// A disc of rain 40 km west of the place, moving east 10 km a frame: three frames ten minutes apart.
    static func frames(latitude: Double, longitude: Double, newest: Date) -> [RadarFrame] {
        let (zoom, tiles) = RainViewerClient.tiles(
            latitude: latitude, longitude: longitude, radiusKilometres: RadarService.radiusKilometres)
        let view = MapViewport(
            centreLatitude: latitude, centreLongitude: longitude, zoom: Double(zoom) + 1, width: 0, height: 0)
        let centre = view.worldPixel(latitude: latitude, longitude: longitude)
        return (0..<3).map { step in
            let west = 60.0 - 10 * Double(step)
            return RadarFrame(
                time: newest.addingTimeInterval(Double(step - 2) * 600), zoom: zoom, tileSize: 512,
                tiles: tiles.map { tile in
                    var values = [Int8](repeating: RadarTile.noEcho, count: 512 * 512)
                    for py in 0..<512 {
                        for px in 0..<512 {
                            let east = (Double(tile.x * 512 + px) - centre.x) * view.kilometresPerPixel + west
                            let south = (Double(tile.y * 512 + py) - centre.y) * view.kilometresPerPixel
                            if east * east + south * south <= 15 * 15 { values[py * 512 + px] = 30 }
                        }
                    }
                    return RadarTile(zoom: zoom, x: tile.x, y: tile.y, size: 512, dbz: values)
                })
        }
    }

    @Test func thePageShowsTheClientsFramesAndAsksAgainTenMinutesLater() async throws {
        let forecast = try TestAssets.forecast()
        let start = forecast.current.time
        let location = forecast.location
        let frames = Self.frames(latitude: location.latitude, longitude: location.longitude, newest: start)
        let observation = try #require(
            RadarAnalysis.observe(frames, latitude: location.latitude, longitude: location.longitude))
        let failure = RadarFailure(
            kind: .unavailable, message: "the radar index could not be fetched (no route to host)")
        let radar = TestRadar(answers: [
            .radarFetched(frames: frames, observation: observation, problem: nil, at: start),
            .radarFailed(failure, at: start.addingTimeInterval(600))
        ])
        let now = Locked(start)
        // The ten minutes read as a clock jump, which fetches the forecast too.
        let weather = TestWeather(answers: [.fetchSucceeded(forecast, at: start.addingTimeInterval(600))])
        let screen = TestScreen()
        screen.size = Size(columns: 120, rows: 40)
        let timers = TestTimers()
        var state = AppState(forecast: forecast, units: forecast.units, size: screen.size, now: start)
        state.radarEnabled = true
        let runtime = DashboardRuntime(
            state: state, assets: TestAssets.library, screen: screen.client, weather: weather.client,
            journal: TestJournal().client, timers: timers.client, radar: radar.client, clock: { now.withLock { $0 } })
        runtime.start(fetchFirst: false, rotateEvery: nil)
        await runtime.settle()
        #expect(await radar.requests.isEmpty, "nothing is asked before the page shows")

        screen.keys = [.key(.right), .key(.right)]
        runtime.readInput()
        await runtime.settle()
        let requests = await radar.requests
        #expect(requests.count == 1)
        #expect(requests.first?.latitude == location.latitude && requests.first?.longitude == location.longitude)
        #expect(runtime.state.radar.frames == frames)
        let text = screen.lastText
        #expect(text.contains("Radar: rain"), "the radar's sentence: \(text)")
        #expect(text.contains("Radar: RainViewer"))
        #expect(text.contains("▀") || text.contains("▄"), "the rain is drawn")
        let next = try #require(timers.scheduled[.planned(.radar)])
        #expect(next.delay == 600)

        // Ten minutes on, the planned timer asks again; this answer fails: the frames stay and a line says why.
        now.withLock { $0 = start.addingTimeInterval(600) }
        timers.fire(.planned(.radar))
        await runtime.settle()
        #expect(await radar.requests.count == 2)
        #expect(runtime.state.radar.frames == frames)
        #expect(
            screen.lastText.contains("Radar not updated: the radar index could not be fetched (no route to host)"),
            "\(screen.lastText)")
        #expect(timers.scheduled[.planned(.radar)]?.delay == 600, "and the next try is ten minutes after the failure")

        // Away from the page, nothing is planned and nothing asked.
        screen.keys = [.key(.left)]
        runtime.readInput()
        #expect(timers.scheduled[.planned(.radar)] == nil)
        #expect(await radar.requests.count == 2)
    }
}
