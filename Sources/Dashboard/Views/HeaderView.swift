import Drawing
import ScreenText
import Translation
import WeatherKit

/// The top row: the place, its local date and clock, and which page this is.
struct HeaderView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let indicator = context.state.pages.map {
            $0 == context.state.page ? (context.asciiOnly ? "#" : "●") : (context.asciiOnly ? "." : "○")
        }
        .joined(separator: " ")
        let line = area.row(0).inset(horizontal: 1)
        canvas.clipped(to: area) { canvas in
            if context.state.showsPlacesPage {
                // Each card has its own clock: the header names the page.
                let parts = Layout.horizontal([.fill(1), .length(DisplayWidth.of(indicator))], spacing: 2).split(line)
                canvas.write(indicator, in: parts[1], style: palette.muted)
                canvas.write(
                    context.words.text(.placesSaved, ["count": String(context.state.places.count)]), in: parts[0],
                    style: palette.title)
                return
            }
            guard let forecast = context.forecast else {
                let parts = Layout.horizontal([.fill(1), .length(DisplayWidth.of(indicator))], spacing: 2).split(line)
                canvas.write(indicator, in: parts[1], style: palette.muted)
                // The place being fetched, named as it will be once its forecast comes.
                canvas.write(context.state.placeBeingFetched ?? "wxdash", in: parts[0], style: palette.title)
                return
            }
            let clock = forecast.location.localTime(at: context.state.now)
            let when = "\(context.time.day(clock.date))  \(context.time.clock(clock))"
            var marks = ""
            if context.state.isSampleData { marks += " — " + context.words.text(.sampleData) }
            if context.state.places.count > 1 {
                marks += "  (\(context.state.placeIndex + 1)/\(context.state.places.count))"
            }
            let sides = Layout.horizontal([.fill(1), .length(DisplayWidth.of(indicator))], spacing: 3).split(line)
            let left = Layout.horizontal([.fill(1), .length(DisplayWidth.of(when))], spacing: 2).split(sides[0])
            canvas.write(indicator, in: sides[1], style: palette.muted)
            canvas.write(when, in: left[1], style: palette.text)
            // A long place name gives way before "sample data" and the place's number, which must stay readable.
            var name = forecast.location.displayName
            let room = left[0].width - DisplayWidth.of(marks)
            if DisplayWidth.of(name) > room, room >= 8 { name = DisplayWidth.truncate(name, to: room) }
            canvas.write(name + marks, in: left[0], style: palette.title)
        }
    }
}
