import Drawing
import Testing
import WeatherKit

@testable import Dashboard

/// On walls the unit grows with the big digits.
@Suite struct WallUnitTests {
    static func text(_ canvas: Canvas) -> String {
        (0..<canvas.size.rows).map(canvas.line).joined(separator: "\n")
    }

    @Test func theUnitIsLetteredAboutAThirdAsTallAsTheDigits() throws {
        let lettering = try Snapshot.assets().lettering
        func height(besideDigits digits: Int, columns: Int = 100) -> Int? {
            TemperatureBlock.unitLettering("°C", besideDigits: digits, columns: columns, from: lettering)?.height
        }
        #expect(height(besideDigits: 28) == 5)
        #expect(height(besideDigits: 21) == 5)
        #expect(height(besideDigits: 14) == 5)
        #expect(height(besideDigits: 10) == 3)
        #expect(height(besideDigits: 7) == nil, "plain beside the digits of 80×24")
        #expect(height(besideDigits: 28, columns: 12) == 3, "the shorter lettering where the taller does not fit")
        #expect(height(besideDigits: 28, columns: 6) == nil)
        #expect(TemperatureBlock.unitLettering("°C", besideDigits: 28, columns: 100, from: []) == nil)
    }

    /// At 200×60 and 320×90 no plain `°C` is left on the Now page: it is lettered beside the digits, at their top.
    @Test(arguments: [(200, 60), (320, 90)])
    func theUnitIsLetteredOnWalls(columns: Int, rows: Int) throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), columns: columns, rows: rows)
        #expect(!Self.text(canvas).contains("°C"))
        let ascii = try DashboardSnapshotTests.render(
            SampleForecasts.berlin(), columns: columns, rows: rows, icons: .ascii)
        #expect(Self.text(ascii).contains("°C"), "plain in ASCII")
    }

    @Test func theUnitStaysPlainBelowWalls() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), columns: 80, rows: 24)
        #expect(Self.text(canvas).contains("°C"))
    }
}
