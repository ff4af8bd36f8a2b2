import Testing

@testable import Translation

struct LanguageChoiceTests {
    @Test func theLocaleVariablesAreReadAsText() {
        #expect(UILanguage.choose(environment: ["LANG": "de_DE.UTF-8"]) == .german)
        #expect(UILanguage.choose(environment: ["LANG": "lt_LT.UTF-8"]) == .lithuanian)
        #expect(UILanguage.choose(environment: ["LANG": "pt_BR.UTF-8"]) == .portuguese)
        #expect(UILanguage.choose(environment: ["LANG": "nn_NO.UTF-8"]) == .norwegianBokmal)
        #expect(UILanguage.choose(environment: ["LANG": "C.UTF-8"]) == .english)
        #expect(UILanguage.choose(environment: ["LANG": "ja_JP.UTF-8"]) == .english)
        #expect(UILanguage.choose(environment: [:]) == .english)
    }

    @Test func theFirstVariableSetDecidesAsInSetlocale() {
        #expect(UILanguage.choose(environment: ["LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]) == .french)
        #expect(UILanguage.choose(environment: ["LC_MESSAGES": "sv_SE", "LANG": "de_DE.UTF-8"]) == .swedish)
        #expect(UILanguage.choose(environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]) == .english)
        #expect(UILanguage.choose(environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"]) == .german)
    }

    @Test func theFlagThenTheConfigThenWXDASH_LANGComeFirst() {
        let environment = ["LANG": "de_DE.UTF-8", "WXDASH_LANG": "fi"]
        #expect(UILanguage.choose(flag: "pl", config: "it", environment: environment) == .polish)
        #expect(UILanguage.choose(config: "it", environment: environment) == .italian)
        #expect(UILanguage.choose(environment: environment) == .finnish)
        #expect(UILanguage.choose(flag: "pseudo", environment: environment) == .pseudo)
    }
}
