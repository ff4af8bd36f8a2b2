import Drawing
import ScreenText

/// A line of the Now page's details: its full text, a shorter one for narrow columns, and its colour.
struct NowDetailLine {
    var text: String
    var short: String?
    var style: Style

    /// The full text when it fits in `width` columns, else the short one when that fits; nil when neither does.
    func fitting(_ width: Int) -> String? {
        if DisplayWidth.of(text) <= width { return text }
        if let short, DisplayWidth.of(short) <= width { return short }
        return nil
    }
}
