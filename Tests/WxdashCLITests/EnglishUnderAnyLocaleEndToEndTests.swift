import Foundation
import Testing

/// Until the interface is translated, dates stay English beside the English words; the locale gives the units and
/// the clock.
@Suite struct EnglishUnderAnyLocaleEndToEndTests {
    @Test(arguments: [("de_DE.UTF-8", "10:30", "3°C"), ("fr_FR.UTF-8", "10:30", "3°C"), ("en_US.UTF-8", "10:30 AM", "3°C")])
    func datesStayEnglish(locale: String, clock: String, temperature: String) throws {
        let result = try WxdashProcess.run(["now", "--demo"], environment: ["LANG": locale])
        #expect(result.status == 0, "\(result.stderr)")
        let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("Mon 30 Nov \(clock)"), "\(first)")
        #expect(result.stdout.contains(temperature), "\(result.stdout)")
        for foreign in ["Mo.", "lun.", "Di.", "mar."] {
            #expect(!result.stdout.contains(foreign), "\(foreign)")
        }
    }
}
