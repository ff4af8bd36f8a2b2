import DashboardApp
import Foundation
import MQTT

extension DashboardCommand {
    /// The sensors the dashboard hears: the `[[sensors]]` topics on `--source`'s broker (else `[mqtt] url`'s), or with
    /// none configured what the publisher of `--source` relays at `PREFIX/sensors`; none without a broker.
    func sensorFeed(clock: @escaping @Sendable () -> Date) throws(MQTTError) -> FeedClient? {
        guard let endpoint = (options.source?.endpoint ?? sensorBroker)?.with(options.mqttTLS),
            !sensors.isEmpty || options.source != nil
        else { return nil }
        let credentials = try MQTTCredentials.find(file: options.mqttCredentials, environment: environment)
        let subscription = try SensorSubscription(
            sensors, relayedBy: sensors.isEmpty ? options.source?.endpoint.prefix : nil, endpoint: endpoint,
            credentials: credentials, clock: clock)
        return FeedClient(
            start: { send in subscription.start { send(.sensorsRead($0)) } }, stop: { subscription.close() })
    }
}
