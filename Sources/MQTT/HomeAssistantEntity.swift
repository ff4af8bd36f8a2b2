/// One Home Assistant entity of a place: its key in the topic and unique id, its name, how Home Assistant shows it,
/// and the template that reads it out of the place's forecast (or, for the warning, alerts) document.
public struct HomeAssistantEntity: Sendable, Equatable {
    static let sensor = "sensor"
    static let binarySensor = "binary_sensor"

    /// `sensor` or `binary_sensor`.
    public var component: String
    public var field: String
    public var name: String
    public var deviceClass: String?
    public var unit: String?
    /// `measurement` for readings worth long-term statistics; nil for forecasts and text.
    public var stateClass: String?
    public var template: String
    /// Renders the entity's attributes from its state topic; nil for none.
    public var attributesTemplate: String?

    /// A sensor reading `read` (a path such as `current.temperature`) out of the forecast document. `guarding` names
    /// the objects on the way that the contract lets be `null`: the template renders `None` (unknown) when one is.
    init(
        field: String, name: String, deviceClass: String? = nil, unit: String? = nil, stateClass: String? = nil,
        read path: String, guarding nullable: [String] = []
    ) {
        component = Self.sensor
        self.field = field
        self.name = name
        self.deviceClass = deviceClass
        self.unit = unit
        self.stateClass = stateClass
        template = Self.template(reading: path, guarding: nullable)
    }

    private init(binaryField field: String, name: String, deviceClass: String, template: String, attributes: String) {
        component = Self.binarySensor
        self.field = field
        self.name = name
        self.deviceClass = deviceClass
        self.template = template
        attributesTemplate = attributes
    }

    /// "An official warning is in force": on while the place's alerts list is not empty, unknown while alerts are
    /// not known (off, failed, no source: the list is `null`), with the alerts themselves as its attributes.
    static let warning = HomeAssistantEntity(
        binaryField: "warning", name: "Official warning", deviceClass: "safety",
        template: "{{ 'None' if value_json is none else ('ON' if value_json | length > 0 else 'OFF') }}",
        attributes: "{{ {'alerts': value_json if value_json is not none else []} | tojson }}")

    static func template(reading path: String, guarding nullable: [String]) -> String {
        guard !nullable.isEmpty else { return "{{ value_json.\(path) }}" }
        let condition = nullable.map { "value_json.\($0) is mapping" }.joined(separator: " and ")
        return "{{ value_json.\(path) if \(condition) else None }}"
    }
}
