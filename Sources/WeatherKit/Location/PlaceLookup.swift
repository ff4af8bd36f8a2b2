/// Finds the place a command is for: the one asked for; with none, IP location — or, when that is off or fails, the
/// last place used.
public struct PlaceLookup: Sendable {
    public var resolver: PlaceResolver
    public var specifier: PlaceSpecifier
    /// `--no-ip-locate` turns it off.
    public var ipLocate: Bool
    public var language: String?
    public var lastPlace: LastPlaceFile

    public init(
        resolver: PlaceResolver, specifier: PlaceSpecifier, ipLocate: Bool, language: String?, lastPlace: LastPlaceFile
    ) {
        self.resolver = resolver
        self.specifier = specifier
        self.ipLocate = ipLocate
        self.language = language
        self.lastPlace = lastPlace
    }

    public func resolve() async throws(WeatherError) -> ResolvedPlace {
        guard specifier == .ipAddress else {
            return try await resolver.resolve(specifier, language: language)
        }
        let last = lastPlace.load()
        guard ipLocate else {
            guard let last else {
                throw .ipLocationOff
            }
            return ResolvedPlace(place: last, note: .lastPlaceIPLocationOff(last))
        }
        do {
            return try await resolver.resolve(.ipAddress, language: language)
        } catch {
            guard let last else { throw error }
            return ResolvedPlace(place: last, note: .lastPlaceIPLocationFailed(last))
        }
    }
}
