/// An alert's words as a source sends them, read from the object that holds them beside the source's own fields.
struct AlertTexts: Equatable, Sendable {
    var event: String?
    var headline: String?
    var description: String?
    var instruction: String?

    /// Which text each key of a source's object holds; a text with no key is one the source does not send.
    typealias Keys = [(text: WritableKeyPath<AlertTexts, String?>, key: String)]

    /// CAP's names, as NWS, MeteoAlarm and One Call write them.
    static var capKeys: Keys {
        [(\.event, "event"), (\.headline, "headline"), (\.description, "description"), (\.instruction, "instruction")]
    }

    /// `keys` for one language of a source that writes `event_en`, `event_de`.
    static func keys(_ keys: Keys, suffixed suffix: String) -> Keys {
        keys.map { ($0.text, $0.key + suffix) }
    }

    /// Each text from `self`, or from `other` where `self` has none: the reader's language before another.
    func or(_ other: AlertTexts) -> AlertTexts {
        var texts = self
        for (text, _) in Self.capKeys where texts[keyPath: text] == nil {
            texts[keyPath: text] = other[keyPath: text]
        }
        return texts
    }
}

extension AlertTexts {
    init(from decoder: any Decoder, keys: Keys) throws {
        self.init()
        let container = try decoder.container(keyedBy: Key.self)
        for (text, key) in keys {
            self[keyPath: text] = try container.decodeIfPresent(String.self, forKey: Key(stringValue: key))
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A source's own fields of one alert object, and the keys of the words it writes beside them.
protocol AlertFields: Decodable {
    /// One set of keys per language the source writes, the first being the default.
    static var textKeys: [AlertTexts.Keys] { get }
}

extension AlertFields {
    static var textKeys: [AlertTexts.Keys] { [AlertTexts.capKeys] }
}

/// One alert object of a source: its own fields as `Fields` declares them, and its words under `Fields.textKeys`.
@dynamicMemberLookup
struct AlertObject<Fields: AlertFields>: Decodable {
    var fields: Fields
    /// One per entry of `Fields.textKeys`, in that order.
    var texts: [AlertTexts]

    init(_ fields: Fields, texts: [AlertTexts]) {
        self.fields = fields
        self.texts = texts
    }

    init(from decoder: any Decoder) throws {
        fields = try Fields(from: decoder)
        texts = try Fields.textKeys.map { try AlertTexts(from: decoder, keys: $0) }
    }

    /// The words of `Fields.textKeys[index]`, each missing one taken from the other languages in order.
    func texts(preferring index: Int) -> AlertTexts {
        let order = texts.indices.contains(index) ? [texts[index]] + texts : texts
        return order.reduce(AlertTexts()) { $0.or($1) }
    }

    subscript<T>(dynamicMember path: KeyPath<Fields, T>) -> T {
        fields[keyPath: path]
    }
}
