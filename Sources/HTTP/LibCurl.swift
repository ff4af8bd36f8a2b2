#if canImport(CCurl)
    import CCurl
    import Foundation

    /// libcurl's functions, loaded with dlopen the first time wxdash makes a request rather than linked: a command
    /// that never goes to the network (`now --offline` in a status bar, every few seconds) does not pay for mapping
    /// libcurl and the TLS, Kerberos and LDAP libraries behind it (measured: 8 ms and 6 MB a start).
    struct LibCurl: @unchecked Sendable {
        typealias Handle = UnsafeMutableRawPointer
        typealias List = UnsafeMutablePointer<curl_slist>

        let easyInit: @convention(c) () -> Handle?
        let easyPerform: @convention(c) (Handle?) -> CURLcode
        let easyCleanup: @convention(c) (Handle?) -> Void
        let easyStrerror: @convention(c) (CURLcode) -> UnsafePointer<CChar>?
        let slistAppend: @convention(c) (List?, UnsafePointer<CChar>?) -> List?
        let slistFreeAll: @convention(c) (List?) -> Void
        /// Variadic: called through the shim's typed wrappers.
        let setopt: UnsafeMutableRawPointer
        let getinfo: UnsafeMutableRawPointer

        /// Loaded and globally initialised once, from whichever thread asks first; nil when libcurl is missing.
        static let shared: LibCurl? = load()

        private static func load() -> LibCurl? {
            guard
                let library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL)
                    ?? dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL)
            else {
                return nil
            }
            func function<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(library, name).map { unsafeBitCast($0, to: type) }
            }
            guard let globalInit = function("curl_global_init", as: (@convention(c) (Int) -> CURLcode).self),
                let easyInit = function("curl_easy_init", as: (@convention(c) () -> Handle?).self),
                let easyPerform = function("curl_easy_perform", as: (@convention(c) (Handle?) -> CURLcode).self),
                let easyCleanup = function("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
                let easyStrerror = function(
                    "curl_easy_strerror", as: (@convention(c) (CURLcode) -> UnsafePointer<CChar>?).self),
                let slistAppend = function(
                    "curl_slist_append", as: (@convention(c) (List?, UnsafePointer<CChar>?) -> List?).self),
                let slistFreeAll = function("curl_slist_free_all", as: (@convention(c) (List?) -> Void).self),
                let setopt = dlsym(library, "curl_easy_setopt"),
                let getinfo = dlsym(library, "curl_easy_getinfo"),
                globalInit(wx_curl_global_default()) == CURLE_OK
            else { return nil }
            return LibCurl(
                easyInit: easyInit, easyPerform: easyPerform, easyCleanup: easyCleanup, easyStrerror: easyStrerror,
                slistAppend: slistAppend, slistFreeAll: slistFreeAll, setopt: setopt, getinfo: getinfo)
        }
    }
#endif
