import Drawing
import Foundation
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// The dashboard in other languages: German, Polish and Lithuanian words, CLDR's weekday names, decimal commas; and
/// the pseudo-language (every string about 40 % longer) laid out with nothing cut in the middle of a word.
struct TranslatedPagesSnapshotTests {
    static func language(_ ui: UILanguage) throws -> Language {
        try Language.load(ui, assets: Snapshot.assetsDirectory)
    }

    static func render(
        _ ui: UILanguage, page: Page, columns: Int, rows: Int, configure: (inout AppState) -> Void = { _ in }
    ) throws -> Canvas {
        let language = try language(ui)
        return try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: page, columns: columns, rows: rows) {
            state in
            state.appearance.timeStyle = TimeStyle(language: language)
            state.appearance.language = language
            configure(&state)
        }
    }

    @Test(arguments: [UILanguage.german, .polish, .pseudo], [(80, 24), (200, 60)])
    func nowAndForecastPages(_ ui: UILanguage, size: (columns: Int, rows: Int)) throws {
        for page in [Page.now, .forecast] {
            let canvas = try Self.render(ui, page: page, columns: size.columns, rows: size.rows)
            try Snapshot.expect(
                canvas, matches: "\(page == .now ? "now" : "forecast")-\(ui.rawValue)-\(size.columns)x\(size.rows)")
        }
    }

    /// A sun line too long for the room beside the digits ("Coucher du soleil") goes on two lines, never cut at its time.
    @Test(arguments: [UILanguage.french, .finnish, .lithuanian, .german])
    func theSunsTimesAreNeverCut(_ ui: UILanguage) throws {
        let language = try Self.language(ui)
        let text = try Self.render(ui, page: .now, columns: 80, rows: 24).text
        let sunset = language.text(.sunset, ["time": "15:55"])
        #expect(text.contains(sunset), "\(ui): '\(sunset)' whole in\n\(text)")
        #expect(text.contains(language.text(.sunrise, ["time": "07:53"])), "\(text)")
    }

    /// The empty Mood page's invitation, longer in these languages than 78 columns, wraps instead of ending in "…".
    @Test(arguments: [UILanguage.german, .french, .lithuanian])
    func theEmptyJournalsInvitationIsWhole(_ ui: UILanguage) throws {
        let language = try Self.language(ui)
        let text = try Self.render(ui, page: .mood, columns: 80, rows: 24) { $0.moods = [] }.text
        let screenWords = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        let wanted = language.text(.moodNone).split(separator: " ").map(String.init)
        #expect(
            wanted.allSatisfy(screenWords.contains), "\(ui): every word of '\(language.text(.moodNone))' in\n\(text)")
        #expect(!text.contains("…"), "\(text)")
    }

    /// "Sample data" stays whole in the header however long the place's name: the name gives way.
    @Test(arguments: [UILanguage.lithuanian, .english])
    func sampleDataIsNeverCutFromTheHeader(_ ui: UILanguage) throws {
        let language = try Self.language(ui)
        let text = try Self.render(ui, page: .now, columns: 80, rows: 24) { state in
            state.forecast?.location.name = "Berlin, Land Berlin, Federal Republic of Germany"
            state.fallbackForecast = state.forecast
        }.text
        let header = String(text.split(separator: "\n").first ?? "")
        #expect(header.contains("— " + language.text(.sampleData)), "\(header)")
        #expect(header.contains("…"), "the name gave way: \(header)")
    }

    @Test func germanSaysItsOwnWordsDaysAndNumbers() throws {
        let now = try Self.render(.german, page: .now, columns: 80, rows: 24).text
        #expect(now.contains("Mo. 30 Nov."), "\(now)")
        #expect(now.contains("Luftfeuchte"), "\(now)")
        #expect(now.contains("Gefühlt"), "\(now)")
        #expect(!now.contains("Humidity") && !now.contains("Feels like"))
        let forecast = try Self.render(.german, page: .forecast, columns: 200, rows: 60).text
        #expect(forecast.contains("Nächste 7 Tage"), "\(forecast)")
        #expect(forecast.contains("Heute"))
        let german = try Self.language(.german)
        var withMore = SampleForecasts.berlinWithMore()
        withMore.units = .imperial
        let imperial = try DashboardSnapshotTests.render(withMore, columns: 120, rows: 40, units: .imperial) {
            $0.appearance.timeStyle = TimeStyle(language: german)
            $0.appearance.language = german
        }.text
        #expect(imperial.contains("Luftdruck 29,"), "\(imperial)")
        #expect(!imperial.contains("Luftdruck 29."))
    }

    @Test func theHelpOverlayIsTranslatedAndWhole() throws {
        for ui in [UILanguage.german, .lithuanian, .finnish] {
            let language = try Self.language(ui)
            let canvas = try Self.render(ui, page: .now, columns: 120, rows: 40) { $0.showingHelp = true }
            #expect(canvas.text.contains(language.text(.keysTitle)), "\(ui)")
            for binding in KeyMap.bindings where binding.scope == .everywhere {
                let help = binding.description(in: language, pages: [.now, .forecast, .mood])
                #expect(canvas.text.contains(help), "\(ui): \(help)")
            }
        }
    }

    /// The `?` box on the Linux console at 80×24 with saved places and the radar (the tightest it gets) shows every key's help and
    /// both legend lines whole in every language.
    @Test(arguments: UILanguage.translated)
    func theHelpBoxFitsTheConsoleInEveryLanguage(_ ui: UILanguage) throws {
        let language = try Self.language(ui)
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), icons: .ascii) { state in
            state.appearance.timeStyle = TimeStyle(language: language)
            state.appearance.language = language
            state.showingHelp = true
            state.places = ["Home", "Work"]
            state.radarEnabled = true
        }
        let text = canvas.text
        for binding in KeyMap.bindings {
            let help = binding.description(in: language, pages: Page.allCases)
            #expect(text.contains(help), "\(ui.rawValue): cut: \(help)")
        }
        for line in HelpOverlayView.asciiLegend(language) {
            #expect(text.contains(line), "\(ui.rawValue): legend cut: \(line)")
        }
    }

    /// Each vowel of the pseudo-language is written as a pair (`á` then `à`): a first half without its second is a
    /// word cut off, or another text written over it.
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func thePseudoLanguageIsNeverCutInAWord(columns: Int, rows: Int) throws {
        let pairs: [Character: Character] = [
            "á": "à", "é": "è", "í": "ì", "ó": "ò", "ú": "ù", "ý": "ÿ", "Á": "À", "É": "È", "Í": "Ì", "Ó": "Ò", "Ú": "Ù"
        ]
        let pseudo = try Self.language(.pseudo)
        var places = PlacesSnapshotTests.state(places: 5, columns: columns, rows: rows, selected: 2)
        places.appearance.timeStyle = TimeStyle(language: pseudo)
        places.appearance.language = pseudo
        let placesPage = DashboardView(state: places, assets: try Snapshot.assets()).render()
        for (page, canvas) in try [Page.now, .forecast, .mood].map({
            ($0, try Self.render(.pseudo, page: $0, columns: columns, rows: rows))
        })
            + [(Page.places, placesPage)]
        {
            for row in 0..<rows {
                let line = Array(canvas.line(row))
                for (index, character) in line.enumerated() {
                    guard let second = pairs[character] else { continue }
                    #expect(
                        index + 1 < line.count && line[index + 1] == second,
                        "\(page) \(columns)×\(rows) row \(row): \(String(line))")
                }
            }
        }
    }
}
