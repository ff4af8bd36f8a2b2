/// Turns a place name into the places it may mean, best first.
public protocol Geocoder: Sendable {
    func search(_ query: PlaceQuery) async throws(WeatherError) -> [Place]
}
