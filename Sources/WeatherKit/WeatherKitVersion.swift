public enum WeatherKitVersion {
    public static let string = "0.1.0"
}
