import CNcursesw
import Drawing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal screen, through ncurses: the only code in wxdash that calls it. Start it once, `draw` a
/// canvas per frame, drain `nextKey()` when standard input is readable, and `stop()` before exit.
///
/// ncurses is process-global and not thread-safe, so the screen lives on the main actor. Dispatch sources on
/// `.main` reach it with `MainActor.assumeIsolated`. Before starting it, set SIGINT, SIGTERM and SIGWINCH to
/// `SIG_IGN` (and watch them with Dispatch sources); otherwise ncurses installs handlers of its own.
@MainActor
public final class Screen {
    private enum Phase { case running, suspended, stopped }

    private let terminal: OpaquePointer
    private let outputDescriptor: Int32
    /// Files the screen opened itself (headless /dev/null) and closes on `stop()`.
    private let ownedFiles: [UnsafeMutablePointer<FILE>]
    private var phase = Phase.running
    let colorDepth: ColorDepth
    /// The colour numbers of the terminal's own foreground and background (-1 with `use_default_colors`).
    let defaultColors: ColorPairTable.Colors
    var colorPairs: ColorPairTable
    /// The last canvas drawn whole on this screen, to draw only what changes; nil after a resize.
    var lastDrawn: Canvas?

    /// Takes over the real terminal on standard input and output, with the type named by `TERM`.
    public convenience init(colorMode: ColorMode, environment: [String: String]) throws {
        guard let type = environment["TERM"], !type.isEmpty else { throw ScreenError.noTerminalType }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, let input = wx_stdin(), let output = wx_stdout()
        else { throw ScreenError.notATerminal }
        try self.init(terminalType: type, output: output, input: input, ownedFiles: [], colorMode: colorMode)
    }

    /// A screen on /dev/null, for tests and benchmarks: no tty needed. `xterm-256color` has 256 colours, `xterm` 8.
    public convenience init(headless terminalType: String = "xterm-256color", colorMode: ColorMode = .auto) throws {
        guard let devnull = fopen("/dev/null", "r+") else { throw ScreenError.cannotOpen("/dev/null") }
        do {
            try self.init(
                terminalType: terminalType, output: devnull, input: devnull, ownedFiles: [devnull], colorMode: colorMode
            )
        } catch {
            fclose(devnull)
            throw error
        }
    }

    private init(
        terminalType: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
        ownedFiles: [UnsafeMutablePointer<FILE>], colorMode: ColorMode
    ) throws {
        Screen.useEnvironmentLocale()
        guard let terminal = newterm(terminalType, output, input) else {
            throw ScreenError.unknownTerminal(terminalType)
        }
        guard wx_has_string_capability("cup") else {
            endwin()
            delscreen(terminal)
            throw ScreenError.cannotMoveCursor(terminalType)
        }
        self.terminal = terminal
        self.outputDescriptor = fileno(output)
        self.ownedFiles = ownedFiles
        let window = wx_stdscr()
        raw()
        noecho()
        keypad(window, true)
        nodelay(window, true)
        scrollok(window, false)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        Screen.defineHomeAndEndVariants()
        let colors = Screen.startColors(colorMode)
        colorDepth = colors.depth
        defaultColors = colors.defaults
        colorPairs = ColorPairTable(capacity: colors.pairCapacity)
    }

    isolated deinit {
        stop()
    }

    /// The screen's size now, as ncurses knows it; 0×0 once stopped.
    public var size: Size {
        guard phase != .stopped else { return Size(columns: 0, rows: 0) }
        var rows: Int32 = 0
        var columns: Int32 = 0
        wx_getmaxyx(wx_stdscr(), &rows, &columns)
        return Size(columns: Int(columns), rows: Int(rows))
    }

    /// Reads the next key waiting, without blocking; nil once nothing is waiting. Call it until nil each time
    /// standard input is readable: ncurses may already hold more input than the descriptor shows.
    public func nextKey() -> TerminalInput? {
        guard phase == .running else { return nil }
        var code: wint_t = 0
        while true {
            let status = wget_wch(wx_stdscr(), &code)
            if status == ERR { return nil }
            if let input = KeyDecoder.input(code: UInt32(code), isFunctionKey: status == KEY_CODE_YES) {
                return input
            }
        }
    }

    /// Reads the terminal's size from the kernel and resizes ncurses to it (on SIGWINCH). When the size
    /// really changed, ncurses also queues a `.resize` for `nextKey()`. Returns the size now.
    @discardableResult
    public func resize() -> Size {
        guard phase == .running else { return size }
        var rows: Int32 = 0
        var columns: Int32 = 0
        if wx_terminal_size(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 {
            resize(to: Size(columns: Int(columns), rows: Int(rows)))
        }
        return size
    }

    public func resize(to newSize: Size) {
        guard phase == .running, newSize != size else { return }
        resizeterm(Int32(newSize.rows), Int32(newSize.columns))
        lastDrawn = nil
    }

    /// Gives the terminal back to the shell for Ctrl-Z; raise SIGTSTP after this, call `resume()` on SIGCONT.
    public func suspend() {
        guard phase == .running else { return }
        phase = .suspended
        endwin()
    }

    /// Takes the terminal again after `suspend()` and repaints the last frame in full (the terminal's
    /// contents are unknown by now). Draw a fresh canvas afterwards.
    public func resume() {
        guard phase == .suspended else { return }
        phase = .running
        curs_set(0)
        clearok(wx_curscr(), true)
        wnoutrefresh(wx_stdscr())
        doupdate()
        resize()
    }

    /// Restores the terminal as it was before the screen started: cursor shown, modes reset. Safe to call
    /// more than once; the screen does nothing afterwards.
    public func stop() {
        guard phase != .stopped else { return }
        if phase == .running {
            curs_set(1)
            endwin()
        }
        phase = .stopped
        delscreen(terminal)
        for file in ownedFiles { fclose(file) }
    }

    var isStopped: Bool { phase == .stopped }

    /// Terminals send Home and End in several ways, and TERM often names a terminal other than the one in use
    /// (xterm-256color inside tmux); accept every common form.
    private static func defineHomeAndEndVariants() {
        for sequence in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] { define_key(sequence, KEY_HOME) }
        for sequence in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] { define_key(sequence, KEY_END) }
    }

    private static func useEnvironmentLocale() {
        setlocale(LC_ALL, "")
        // printf-style formatting (String(format:) on Linux) follows LC_NUMERIC: keep "." as the decimal point.
        setlocale(LC_NUMERIC, "C")
        // Without a UTF-8 character type ncurses cannot draw wide characters; terminals are UTF-8 these days.
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func startColors(_ mode: ColorMode) -> (
        depth: ColorDepth, defaults: ColorPairTable.Colors, pairCapacity: Int
    ) {
        let terminalDefaults = ColorPairTable.Colors(foreground: -1, background: -1)
        guard mode == .auto, has_colors(), start_color() != ERR else { return (.none, terminalDefaults, 1) }
        let depth = ColorDepth(colors: Int(wx_colors()))
        let defaults =
            use_default_colors() != ERR ? terminalDefaults : ColorPairTable.Colors(foreground: 7, background: 0)
        return (depth, defaults, min(Int(wx_color_pairs()), Int(Int16.max) + 1))
    }
}
