#if os(Linux)
    import Foundation
    import Testing
    @testable import HTTP

    /// libcurl is not linked but loaded when the first request needs it; these prove the loading and the typed
    /// wrappers around its variadic functions.
    @Suite struct LibCurlTests {
        @Test func libcurlLoadsAndItsFunctionsAnswer() throws {
            let curl = try #require(LibCurl.shared, "libcurl.so.4 could not be loaded")
            let handle = try #require(curl.easyInit())
            defer { curl.easyCleanup(handle) }
            #expect(curl.easyStrerror(.init(0)).map { String(cString: $0) } == "No error")
            let list = curl.slistAppend(nil, "Accept: application/json")
            #expect(list?.pointee.data.map { String(cString: $0) } == "Accept: application/json")
            curl.slistFreeAll(list)
        }
    }
#endif
