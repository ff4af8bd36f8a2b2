import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// The Mood page says why it is empty when the journal cannot be read, instead of inviting a first mood.
@Suite struct MoodJournalProblemTests {
    @Test func theMoodPageSaysWhyTheJournalCannotBeRead() throws {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        state.page = .mood
        state.journalProblem = "The journal /x/journal.sqlite cannot be read: file is not a database."
        let text = DashboardView(state: state, assets: try Snapshot.assets()).render().text
        #expect(text.contains("cannot be read: file is not a database"), "\(text)")
        #expect(!text.contains("No moods yet"))
    }
}
