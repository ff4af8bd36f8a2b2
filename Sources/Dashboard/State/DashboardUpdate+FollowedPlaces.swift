import Foundation

extension DashboardUpdate {
    /// A `--source` display with no places of its own takes the publisher's list as it comes: each place keeps what it
    /// has by its name (the unnamed one shown from the start is the publisher's first), new ones wait for their first
    /// reading (the Places page asks for them), and Tab and the Places page reach them all. A list of one place, or an
    /// empty one, changes nothing: the display shows the publisher's first place already.
    static func followPlaces(_ names: [String], _ state: inout AppState) {
        guard names.count > 1 || state.places.count > 1, !names.isEmpty, names != state.places else { return }
        let old = state.placeStates
        let shownName = state.shownPlaceName
        state.placeStates = names.enumerated().map { index, name in
            var place = old.first { $0.name == name } ?? (index == 0 && old.first?.name == nil ? old[0] : PlaceState())
            place.name = name
            return place
        }
        state.placeIndex = shownName.flatMap { names.firstIndex(of: $0) } ?? 0
        if !state.places.indices.contains(state.selectedPlace) { state.selectedPlace = 0 }
    }
}
