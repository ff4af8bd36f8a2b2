import Foundation
import Testing
import WeatherKit

@Suite struct ZeroPaddedTests {
    @Test func padsAsPrintfDoes() {
        #expect(7.zeroPadded(to: 2) == "07")
        #expect(42.zeroPadded(to: 2) == "42")
        #expect(123.zeroPadded(to: 2) == "123")
        #expect(2026.zeroPadded(to: 4) == "2026")
        #expect((-7).zeroPadded(to: 4) == "-007")
        #expect(0.zeroPadded(to: 3) == "000")
    }

    @Test func datesAndOffsetsReadAsBefore() {
        let time = LocalDateTime(instant: Date(timeIntervalSince1970: 1_796_032_800), utcOffsetSeconds: 20_700)
        #expect(time.iso8601 == "2026-11-30T15:45:00+05:45")
        #expect(LocalDateTime.offsetText(-12_600) == "-03:30")
        #expect(LocalDateTime.offsetText(0) == "+00:00")
        #expect(LocalDate(year: 987, month: 3, day: 4).description == "0987-03-04")
    }
}
