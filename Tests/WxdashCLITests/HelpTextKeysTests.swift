import Dashboard
import Testing

@testable import WxdashCLI

@Suite struct HelpTextKeysTests {
    /// `wxdash --help` lists the dashboard's keys from the same map the dashboard acts on.
    @Test func helpListsEveryBindingOfTheKeyMap() {
        for binding in KeyMap.bindings {
            #expect(HelpText.tool.contains(binding.label()), "\(binding.label())")
            #expect(HelpText.tool.contains(binding.description), "\(binding.description)")
        }
        #expect(HelpText.tool.contains("1 2 3"))
        #expect(!HelpText.tool.contains("1/2 "))
    }
}
