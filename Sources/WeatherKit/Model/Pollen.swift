import Translation

/// Pollen in grains/m³. A nil kind was not measured (Open-Meteo measures pollen only in Europe); 0 means none now.
public struct Pollen: Sendable, Equatable, Codable {
    public var alder: Double?
    public var birch: Double?
    public var grass: Double?
    public var mugwort: Double?
    public var olive: Double?
    public var ragweed: Double?

    public init(
        alder: Double? = nil, birch: Double? = nil, grass: Double? = nil, mugwort: Double? = nil, olive: Double? = nil,
        ragweed: Double? = nil
    ) {
        self.alder = alder
        self.birch = birch
        self.grass = grass
        self.mugwort = mugwort
        self.olive = olive
        self.ragweed = ragweed
    }

    /// Each kind with its JSON name, in a fixed order.
    public var kinds: [(name: String, value: Double?)] {
        [
            ("alder", alder), ("birch", birch), ("grass", grass), ("mugwort", mugwort), ("olive", olive),
            ("ragweed", ragweed)
        ]
    }

    public init(kinds: [String: Double?]) {
        self.init(
            alder: kinds["alder"] ?? nil, birch: kinds["birch"] ?? nil, grass: kinds["grass"] ?? nil,
            mugwort: kinds["mugwort"] ?? nil, olive: kinds["olive"] ?? nil, ragweed: kinds["ragweed"] ?? nil)
    }

    /// Nothing measured at all: the place lies outside the pollen forecast.
    public var isUnmeasured: Bool { kinds.allSatisfy { $0.value == nil } }

    /// Some pollen in the air now.
    public var inSeason: Bool { kinds.contains { ($0.value ?? 0) > 0 } }

    /// "Pollen: grass 12, birch 3", the kinds in the air, most first; nil when there are none.
    public var text: String? { text(in: .english) }

    public func text(in language: Language) -> String? {
        let present = kinds.compactMap { kind in kind.value.flatMap { $0 > 0 ? (kind.name, $0) : nil } }
        guard !present.isEmpty else { return nil }
        let list = present.sorted { $0.1 > $1.1 }.map { "\(language.pollen($0.0)) \($0.1.wholeNumber)" }.joined(
            separator: ", ")
        return language.text(.pollen, ["list": list])
    }

    func mapValues(_ transform: (Double?) -> Double?) -> Pollen {
        Pollen(
            alder: transform(alder), birch: transform(birch), grass: transform(grass), mugwort: transform(mugwort),
            olive: transform(olive), ragweed: transform(ragweed))
    }
}
