import Testing

@testable import WeatherKit

struct MetNorwaySymbolTests {
    @Test(arguments: [
        ("clearsky_day", Condition.clear), ("fair_night", .mostlyClear), ("partlycloudy_night", .partlyCloudy),
        ("partlycloudy_polartwilight", .partlyCloudy), ("cloudy", .cloudy), ("fog", .fog),
        ("lightrain", .rain), ("rain", .rain), ("heavyrain", .rain),
        ("lightrainshowers_day", .showers), ("heavyrainshowers_day", .showers),
        ("sleet", .snow), ("lightsleetshowers_night", .snowShowers), ("snow", .snow),
        ("heavysnowshowers_day", .snowShowers),
        ("rainandthunder", .thunderstorm), ("heavyrainshowersandthunder_day", .thunderstorm),
        ("lightssleetshowersandthunder_day", .thunderstorm), ("lightssnowshowersandthunder_night", .thunderstorm)
    ])
    func mapsToTheOneVocabulary(code: String, condition: Condition) {
        #expect(MetNorwaySymbol(code).condition == condition)
    }

    @Test func unknownCodesAreNoCondition() {
        for code in ["", "banana", "rainy", "lightbanana", "heavyrainshowersandsun", "_day"] {
            #expect(MetNorwaySymbol(code).condition == nil, "\(code)")
            #expect(MetNorwaySymbol(code).phrase == nil, "\(code)")
        }
    }

    @Test func phrases() {
        #expect(MetNorwaySymbol("lightrainshowers_day").phrase == "Light rain showers")
        #expect(MetNorwaySymbol("heavysleetandthunder").phrase == "Heavy sleet and thunder")
        #expect(MetNorwaySymbol("lightssnowshowersandthunder_night").phrase == "Light snow showers and thunder")
        #expect(MetNorwaySymbol("fair_day").phrase == "Mostly clear", "the condition's own words: one word per symbol")
        #expect(MetNorwaySymbol("rainshowers_night").phrase == "Showers")
        #expect(MetNorwaySymbol("snow").phrase == "Snow")
    }
}
