import CNcursesw
import Terminal
import Testing

struct KeyDecoderTests {
    private func function(_ code: Int32) -> TerminalInput? {
        KeyDecoder.input(code: UInt32(code), isFunctionKey: true)
    }

    private func character(_ code: UInt32) -> TerminalInput? {
        KeyDecoder.input(code: code, isFunctionKey: false)
    }

    @Test func arrowsPagesHomeAndEnd() {
        #expect(function(KEY_LEFT) == .key(.left))
        #expect(function(KEY_RIGHT) == .key(.right))
        #expect(function(KEY_UP) == .key(.up))
        #expect(function(KEY_DOWN) == .key(.down))
        #expect(function(KEY_PPAGE) == .key(.pageUp))
        #expect(function(KEY_NPAGE) == .key(.pageDown))
        #expect(function(KEY_HOME) == .key(.home))
        #expect(function(KEY_END) == .key(.end))
    }

    @Test func editingKeys() {
        #expect(function(KEY_BACKSPACE) == .key(.backspace))
        #expect(character(127) == .key(.backspace))
        #expect(character(8) == .key(.backspace))
        #expect(character(10) == .key(.enter))
        #expect(character(13) == .key(.enter))
        #expect(function(KEY_ENTER) == .key(.enter))
        #expect(character(9) == .key(.tab))
        #expect(function(KEY_BTAB) == .key(.backTab))
        #expect(character(27) == .key(.escape))
    }

    @Test func controlLettersAreLowerCase() {
        #expect(character(1) == .key(.control("a")))
        #expect(character(3) == .key(.control("c")))
        #expect(character(12) == .key(.control("l")))
        #expect(character(26) == .key(.control("z")))
    }

    @Test func printableCharactersAsTyped() {
        #expect(character(0x71) == .key(.character("q")))
        #expect(character(0x20) == .key(.character(" ")))
        #expect(character(0x3F) == .key(.character("?")))
        #expect(character(0xE9) == .key(.character("é")))
        #expect(character(0x6771) == .key(.character("東")))
        #expect(character(0x1F600) == .key(.character("😀")))
    }

    @Test func resizeIsNotAKey() {
        #expect(function(KEY_RESIZE) == .resize)
        #expect(KeyDecoder.key(code: UInt32(KEY_RESIZE), isFunctionKey: true) == nil)
    }

    @Test func ignoresWhatTheDashboardHasNoUseFor() {
        #expect(function(wx_key_f(1)) == nil)
        #expect(function(KEY_DC) == nil)
        #expect(character(0) == nil)
        #expect(character(0x1C) == nil)
        #expect(character(0x85) == nil)
        #expect(character(0xD800) == nil)
    }

    @Test func functionCodesAreNotCharacters() {
        // KEY_LEFT's number (0404) is also the scalar Ą: only the flag tells them apart.
        #expect(KeyDecoder.key(code: UInt32(KEY_LEFT), isFunctionKey: false) == .character("\u{104}"))
    }
}
