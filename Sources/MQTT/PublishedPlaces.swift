import Foundation
import WeatherKit

/// `PREFIX/places`: the places a publisher serves, in its order (the first is a subscriber's default), each with its
/// label and its topic level.
public struct PublishedPlaces: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var label: String
        public var topic: String

        public init(label: String, topic: String) {
            self.label = label
            self.topic = topic
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry]) { self.entries = entries }

    public var json: JSONValue {
        .array(entries.map { .object([("name", .string($0.label)), ("topic", .string($0.topic))]) })
    }

    /// Read back as hostile input: entries whose topic is not a plain level are dropped; nil when not a list.
    public init?(payload: Data) {
        guard payload.count <= MQTTMessage.maximumPayload,
            let wire = try? JSONDecoder().decode([Wire].self, from: payload)
        else { return nil }
        entries = wire.prefix(1000).compactMap { entry in
            MQTTTopic.isPlainPrefix(entry.topic) && !entry.topic.contains("/")
                ? Entry(label: String(entry.name.prefix(200)), topic: entry.topic) : nil
        }
    }

    private struct Wire: Decodable {
        var name: String
        var topic: String
    }
}
