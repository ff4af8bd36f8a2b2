#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// printf's formatting (`%.1f`, `%04x`, `%d`; no `%@`) by the C library, in the C locale's digits as wxdash writes
    /// them before a language's `decimals(_:)`: what `String(format:)` gave without Foundation's formatter, which
    /// brings ICU into the binary.
    public init(printf format: String, _ arguments: CVarArg...) {
        var buffer = [CChar](repeating: 0, count: 128)
        let needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        self =
            needed < 0 ? "" : String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
