import Drawing
import Testing

@testable import BaseMap

@Suite struct DistanceScaleTests {
    @Test func theLongestRoundDistanceThatFits() {
        // 3 km a cell, 20 cells: 60 km at most, so 50 km over 17 cells.
        #expect(
            DistanceScale.fitting(kilometresPerColumn: 3, maximumColumns: 20, unit: .kilometres)
                == DistanceScale(distance: 50, unit: .kilometres, columns: 17))
        // The same in miles (1.86 a cell, 37 at most): 20 mi over 11 cells.
        #expect(
            DistanceScale.fitting(kilometresPerColumn: 3, maximumColumns: 20, unit: .miles)
                == DistanceScale(distance: 20, unit: .miles, columns: 11))
        // 0.7 km a cell, 8 cells: 5 km over 7.
        #expect(
            DistanceScale.fitting(kilometresPerColumn: 0.7, maximumColumns: 8, unit: .kilometres)
                == DistanceScale(distance: 5, unit: .kilometres, columns: 7))
        #expect(DistanceScale.fitting(kilometresPerColumn: 3, maximumColumns: 1, unit: .kilometres) == nil)
        #expect(DistanceScale.fitting(kilometresPerColumn: .nan, maximumColumns: 20, unit: .kilometres) == nil)
    }

    @Test func barAndLabel() {
        let scale = DistanceScale(distance: 50, unit: .kilometres, columns: 5)
        #expect(scale.bar() == "├───┤")
        #expect(scale.bar(ascii: true) == "|---|")
        #expect(scale.distanceText == "50")
        #expect(DistanceScale(distance: 0.5, unit: .miles, columns: 3).distanceText == "0.5")
    }

    @Test func initials() {
        #expect(MapPlaceMark(name: "Vilnius", latitude: 0, longitude: 0).initials == "V")
        #expect(MapPlaceMark(name: "New York", latitude: 0, longitude: 0).initials == "NY")
        #expect(MapPlaceMark(name: "Rio de Janeiro", latitude: 0, longitude: 0).initials == "RJ")
        #expect(MapPlaceMark(name: "den haag", latitude: 0, longitude: 0).initials == "DH")
        #expect(MapPlaceMark(name: "Šiauliai", latitude: 0, longitude: 0).initials == "Š")
        // Escape sequences go before the letters are looked at.
        #expect(MapPlaceMark(name: "\u{1B}[31mOslo", latitude: 0, longitude: 0).initials == "O")
        #expect(MapPlaceMark(name: "123", latitude: 0, longitude: 0).initials == "")
    }
}
