import Drawing
import ScreenText
import Translation
import WeatherKit

/// One row under the meteogram naming each of its layers by a sample in its colour: the temperature, the likely
/// range, the precipitation and snow, the chance of precipitation, the night and the gusts; as many as fit.
struct MeteogramLegend {
    let palette: Palette
    let colors: MeteogramColors
    let theme: Appearance.Theme
    let asciiOnly: Bool
    let monochrome: Bool
    let words: Language
    let units: Units
    /// Whether the chart shows its precipitation rows (and so the layers drawn there).
    let precipitation: Bool
    let gusts: Bool
    /// Whether the chart draws the normal high and low.
    var normals = false

    /// A layer's sample (its cells and their style) and its name.
    struct Item {
        var sample: [(text: String, style: Style)]
        var name: String
    }

    var items: [Item] {
        let cold = Style(foreground: TemperatureColors.color(celsius: 0, theme: theme), bold: true)
        let mild = Style(foreground: TemperatureColors.color(celsius: 12, theme: theme), bold: true)
        let warm = Style(foreground: TemperatureColors.color(celsius: 25, theme: theme), bold: true)
        let line = asciiOnly ? ["_", "-", "'"] : ["▂", "▄", "▆"]
        var items = [
            Item(
                sample: [(line[0], cold), (line[1], mild), (line[2], warm)],
                name: words.text(.meteogramTemperature, ["unit": units.temperature.rawValue]))
        ]
        items.append(
            Item(sample: [shade(colors.band, pattern: asciiOnly ? ":" : "░")], name: words.text(.meteogramRange)))
        if normals {
            let dash = MeteogramPlots.normalLine(asciiOnly: asciiOnly)
            items.append(Item(sample: [(dash, palette.muted), (dash, palette.muted)], name: words.text(.normalLegend)))
        }
        if precipitation {
            let bar = asciiOnly ? "#" : "▆"
            items.append(
                Item(
                    sample: [(bar, Style(foreground: colors.rain))],
                    name: words.text(.meteogramPrecipitation, ["unit": units.precipitation.rawValue])))
            items.append(
                Item(
                    sample: [(asciiOnly ? "*" : monochrome ? "▒" : bar, Style(foreground: colors.snow, bold: true))],
                    name: words.text(.meteogramSnow)))
            items.append(
                Item(sample: [shade(colors.chance, pattern: asciiOnly ? ":" : "·")], name: words.text(.meteogramChance))
            )
        }
        items.append(
            Item(sample: [shade(colors.night, pattern: asciiOnly ? "." : "·")], name: words.text(.meteogramNight)))
        if gusts {
            items.append(Item(sample: [("(", palette.muted), (")", palette.muted)], name: words.text(.meteogramGusts)))
        }
        return items
    }

    /// Two cells of a background colour, or of a pattern without colour.
    private func shade(_ color: Color, pattern: String) -> (text: String, style: Style) {
        monochrome ? (pattern + pattern, palette.muted) : ("  ", Style(foreground: nil, background: color))
    }

    /// The items from the left, three columns apart, as many as fit whole.
    func draw(in area: Rect, on canvas: inout Canvas) {
        var x = area.x
        for item in items {
            let width = item.sample.reduce(0) { $0 + DisplayWidth.of($1.text) } + 1 + DisplayWidth.of(item.name)
            guard x + width <= area.right else { break }
            for part in item.sample {
                x += canvas.write(
                    part.text, column: x, row: area.y,
                    style: part.style.background == nil ? merged(part.style) : part.style)
            }
            x += 1
            x += canvas.write(item.name, column: x, row: area.y, style: palette.muted)
            x += 3
        }
    }

    /// A foreground on the page's background.
    private func merged(_ style: Style) -> Style {
        var style = style
        style.background = palette.page.background
        return style
    }
}
