/// The feeds MeteoAlarm publishes, by ISO 3166-1 country code: `feeds-<name>`.
/// Germany and Norway are left to DWD and MET Norway, which answer for a point rather than a region.
enum MeteoAlarmCountry {
    static let feeds: [String: String] = [
        "AT": "austria", "BE": "belgium", "BA": "bosnia-herzegovina", "BG": "bulgaria", "HR": "croatia", "CY": "cyprus",
        "CZ": "czechia", "DK": "denmark", "EE": "estonia", "FI": "finland", "FR": "france", "GR": "greece",
        "HU": "hungary", "IS": "iceland", "IE": "ireland", "IL": "israel", "IT": "italy", "LV": "latvia",
        "LT": "lithuania", "LU": "luxembourg", "MT": "malta", "MD": "moldova", "ME": "montenegro", "NL": "netherlands",
        "MK": "republic-of-north-macedonia", "PL": "poland", "PT": "portugal", "RO": "romania", "RS": "serbia",
        "SK": "slovakia", "SI": "slovenia", "ES": "spain", "SE": "sweden", "CH": "switzerland", "GB": "united-kingdom",
        "UA": "ukraine"
    ]
}
