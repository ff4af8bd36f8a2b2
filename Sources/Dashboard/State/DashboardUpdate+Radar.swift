import Foundation
import Radar
import WeatherKit

extension DashboardUpdate {
    /// While the Radar page shows a place whose forecast has come (its coordinates are known), the radar read that
    /// is due: the first when the page is shown, then one every `PlaceRadar.interval` (a `DashboardTimer.radar`
    /// tick wakes the page for it).
    static func fetchRadarIfDue(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsRadarPage, let location = state.forecast?.location, state.radar.isDue(now: state.now) else {
            return []
        }
        state.radar.isFetching = true
        return [.fetchRadar(place: state.placeIndex, latitude: location.latitude, longitude: location.longitude)]
    }

    /// The Radar page's animation: the next frame once the shown one's time is up (a `DashboardTimer.radarFrame`
    /// tick wakes it). A page not shown does not move; shown again, it goes on from where it was.
    static func stepRadarAnimation(_ state: inout AppState) {
        guard state.showsRadarPage else { return }
        if state.radar.nextStep == nil, state.radar.frames.count > 1 {
            state.radar.nextStep = state.now.addingTimeInterval(RadarPageView.frameSeconds)
        }
        _ = state.radar.step(at: state.now)
    }

    /// The frames came (with what the read could not get, if anything): the place keeps them, and its next read is
    /// an interval from now.
    static func radarFetched(
        frames: [RadarFrame], observation: RadarObservation?, problem: String?, at: Date, place: Int,
        in state: inout AppState
    ) {
        guard state.placeStates.indices.contains(place) else { return }
        state.now = max(state.now, at)
        var radar = state.placeStates[place].radar
        // A read that found nothing new (the budget spent, say) keeps the frames on screen.
        if !frames.isEmpty || radar.frames.isEmpty {
            radar.show(frames, at: state.now)
            radar.observation = observation
        }
        radar.problem = problem
        radar.checkedAt = at
        radar.isFetching = false
        state.placeStates[place].radar = radar
    }

    /// No frame came: the page keeps what it had and says why in a line; the next try is an interval away too.
    static func radarFailed(_ failure: RadarFailure, at: Date, place: Int, in state: inout AppState) {
        guard state.placeStates.indices.contains(place) else { return }
        state.now = max(state.now, at)
        state.placeStates[place].radar.problem = failure.message
        state.placeStates[place].radar.checkedAt = at
        state.placeStates[place].radar.isFetching = false
    }
}
