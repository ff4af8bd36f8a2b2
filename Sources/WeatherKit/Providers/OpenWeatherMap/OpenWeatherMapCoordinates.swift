struct OpenWeatherMapCoordinates: Decodable, Equatable {
    let lat: Double
    let lon: Double
}
