#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How wxdash ends its process: every exit (the end of a command, a signal that ends the dashboard, Ctrl-C during
/// `mood add`) goes through `exit(_:)`.
///
/// C's `exit()` runs the atexit handlers, and OpenSSL's (`OPENSSL_cleanup`) frees the library's global state. A
/// thread of libmosquitto's client that is still inside OpenSSL at that moment (a handshake the 0.25 s of
/// `MQTTClient.close()` did not see end, a connect to a silent address, or only OpenSSL's own per-thread cleanup
/// as the thread returns) then frees the same state again: "double free or corruption" and SIGABRT. Such a thread
/// cannot always be joined in time (a TCP connect blocks for the system's limit), so once one has been started
/// the process leaves with `_exit`, which runs no atexit handler and stops every thread where it stands, after
/// flushing C's stdio (FileHandle's writes are not buffered). A process that never started one exits normally,
/// so the sanitizers' leak check at exit still covers it.
public enum ProcessEnd {
    private static let threadsOutliveExit = Locked(false)

    /// Called before starting a thread that runs inside a C library with atexit state (libmosquitto with OpenSSL).
    public static func noteLibraryThread() {
        threadsOutliveExit.withLock { $0 = true }
    }

    public static func exit(_ status: Int32) -> Never {
        guard threadsOutliveExit.withLock({ $0 }) else {
            #if canImport(Glibc)
                Glibc.exit(status)
            #else
                Darwin.exit(status)
            #endif
        }
        fflush(nil)
        _exit(status)
    }
}
