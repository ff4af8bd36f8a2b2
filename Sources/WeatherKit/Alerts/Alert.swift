import Foundation

/// One official warning for a place, whichever service issued it. Every text is sanitised and bounded on the
/// way in; `ends` is when the event itself ends (nil when the service does not say), never when the message expires.
public struct Alert: Sendable, Equatable, Codable {
    public var source: AlertSource
    public var event: String
    public var severity: AlertSeverity
    public var headline: String?
    public var description: String?
    public var instruction: String?
    public var onset: Date?
    public var ends: Date?
    public var sender: String?
    public var areas: [String]
    /// The service's own identifier of the message (CAP `identifier`, NWS `id`), when it gives one: two alerts
    /// with the same one are the same alert.
    public var id: String?

    static let areaLimit = 20

    public init(
        source: AlertSource, event: String, severity: AlertSeverity, headline: String? = nil,
        description: String? = nil,
        instruction: String? = nil, onset: Date? = nil, ends: Date? = nil, sender: String? = nil, areas: [String] = [],
        id: String? = nil
    ) {
        self.source = source
        self.event = AlertText.line(event, limit: 80) ?? "Weather alert"
        self.severity = severity
        self.headline = AlertText.line(headline, limit: 300)
        self.description = AlertText.block(description)
        self.instruction = AlertText.block(instruction)
        self.onset = onset
        self.ends = ends
        self.sender = AlertText.line(sender, limit: 120)
        self.areas = Array(areas.compactMap { AlertText.line($0, limit: 120) }.prefix(Self.areaLimit))
        self.id = AlertText.line(id, limit: 300)
    }

    enum CodingKeys: String, CodingKey {
        case source, event, severity, headline, description, instruction, onset, ends, sender, areas, id
    }

    /// Read back (from the cache) through the same sanitising and bounds as a fresh alert.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: try c.decode(AlertSource.self, forKey: .source), event: try c.decode(String.self, forKey: .event),
            severity: try c.decode(AlertSeverity.self, forKey: .severity),
            headline: try c.decodeIfPresent(String.self, forKey: .headline),
            description: try c.decodeIfPresent(String.self, forKey: .description),
            instruction: try c.decodeIfPresent(String.self, forKey: .instruction),
            onset: try c.decodeIfPresent(Date.self, forKey: .onset),
            ends: try c.decodeIfPresent(Date.self, forKey: .ends),
            sender: try c.decodeIfPresent(String.self, forKey: .sender),
            areas: try c.decodeIfPresent([String].self, forKey: .areas) ?? [],
            id: try c.decodeIfPresent(String.self, forKey: .id))
    }

    /// In force, or still to come, at `now`: an alert without an end stays until the next fetch replaces it.
    public func isCurrent(at now: Date) -> Bool {
        guard let ends else { return true }
        return ends > now
    }

    /// The event and the headline on one line, the event said once: `Strong wind: Vilnius county` whether the
    /// headline is `Vilnius county` or already `Strong wind: Vilnius county`; the title alone without a headline.
    public var titledHeadline: String {
        guard let headline else { return title }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .anchored]
        if headline.range(of: event, options: options) != nil {
            return headline.prefix(1).uppercased() + headline.dropFirst()
        }
        return "\(title): \(headline)"
    }

    /// The event with its first letter capitalised (`frost` → `Frost`), as a badge shows it.
    public var title: String {
        guard let first = event.first, first.isLowercase else { return event }
        return first.uppercased() + event.dropFirst()
    }
}
