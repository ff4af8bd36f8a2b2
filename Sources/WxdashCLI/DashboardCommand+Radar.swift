import BaseMap
import Dashboard
import DashboardApp
import Drawing
import Foundation
import HTTP
import Radar
import ScreenText
import WeatherKit

extension DashboardCommand {
    /// The Radar page's client: RainViewer (or `--radar-base`) through the disk cache and the request budget every
    /// wxdash on the machine shares; nil with `--no-radar`, and for a `--source` display, which asks the broker and
    /// never a public server.
    func radarClient(clock: @escaping @Sendable () -> Date) -> RadarClient? {
        guard options.radar, options.source == nil else { return nil }
        let http = HTTPClient(timeout: options.timeout, userAgent: HTTPClient.userAgent(contact: options.contact))
        let service = RadarService(base: options.radarBase, http: http, environment: environment, clock: clock)
        let offline = options.offline
        return RadarClient { place, latitude, longitude in
            let reading = await service.read(
                latitude: latitude, longitude: longitude, frames: RadarService.pageFrames, offline: offline)
            return Self.radarEvent(reading, offline: offline, at: clock(), place: place)
        }
    }

    /// What a read gave, as the dashboard's event: the frames (with the first problem, when something could not be
    /// had), or the failure. A read the request budget cut short is no problem: the newest frames came first, and
    /// the next read asks only for the older ones' tiles (the first read of a place's two hours is more tiles than
    /// a minute's budget).
    static func radarEvent(_ reading: RadarService.Reading, offline: Bool, at: Date, place: Int) -> DashboardEvent {
        let problem = reading.problems.first.map { TerminalText.sanitized($0) }
        guard reading.frames.isEmpty else {
            let said = reading.budgetSpent && reading.problems.count == 1 ? nil : problem
            return .radarFetched(
                frames: reading.frames, observation: reading.observation, problem: said, at: at, place: place)
        }
        if offline {
            return .radarFailed(
                RadarFailure(kind: .offline, message: problem ?? "offline, and no radar frame is cached"), at: at,
                place: place)
        }
        return .radarFailed(
            RadarFailure(kind: .unavailable, message: problem ?? "the radar has no frame for this place"), at: at,
            place: place)
    }

    /// `--demo`'s radar: the sample's scene (`SampleRadar`), laid out from the sample's own clock; nil with `--no-radar`.
    func demoRadarClient(clock: @escaping @Sendable () -> Date) -> RadarClient? {
        guard options.radar else { return nil }
        return RadarClient { place, latitude, longitude in
            let now = clock()
            let frames = SampleRadar.frames(latitude: latitude, longitude: longitude, now: now)
            return .radarFetched(
                frames: frames, observation: RadarAnalysis.observe(frames, latitude: latitude, longitude: longitude),
                problem: nil, at: now,
                place: place)
        }
    }

    /// The bundled coastlines, lakes and borders under the radar, in Braille; nil (the rain alone) when the assets
    /// have no base map or it cannot be read.
    func radarMap() -> RadarMapLayer? {
        guard let map = try? BundledAssets.baseMap(environment: environment) else { return nil }
        return { viewport, rect, style, canvas in
            BaseMapLayer.raster(map, viewport: viewport, columns: rect.width, rows: rect.height).draw(
                into: &canvas, left: rect.x, top: rect.y, style: style)
        }
    }
}
