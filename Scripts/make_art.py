#!/usr/bin/env python3
"""Writes the large condition art in Assets/art/ (run from the repository root): pixel pictures drawn here from
shapes (a sun, a moon, clouds, rain, snow, a bolt, fog), rendered two pixels to a cell with ▀ ▄ █, so their
pixels are about square on a terminal. One file per size; the Now page takes the tallest that fits.

A picture of a sun or moon with a cloud is drawn in layers, each with its colour (`s` the sun or moon, in the accent's
yellow; `c` the cloud, in the text's colour; ` ` the picture's own colour), written as a `[name colours]` section
after the picture. A cell has one colour: where a layer's pixel and a pixel of the layer in front share a cell, only
the front one is drawn.
"""
import math

HALF = {(1, 1): "█", (1, 0): "▀", (0, 1): "▄", (0, 0): " "}
# The table symbols, as in glyphs/unicode.txt (a glyph set needs them; the art files are glyph sets).
SYMBOLS = {
    "unknown": "?", "clear day": "☀", "clear night": "☾", "mostly-clear day": "☼", "mostly-clear night": "☾",
    "partly-cloudy day": "☁", "partly-cloudy night": "☁", "cloudy": "☁", "fog": "≡", "drizzle": "☂",
    "freezing-drizzle": "☂", "rain": "☂", "freezing-rain": "☂", "showers": "☂", "snow": "❄", "snow-showers": "❄",
    "thunderstorm": "ϟ",
}


def disk(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def union(*shapes):
    return lambda x, y: any(s(x, y) for s in shapes)


def minus(a, b):
    return lambda x, y: a(x, y) and not b(x, y)


def segment(x0, y0, x1, y1, w):
    def inside(x, y):
        dx, dy = x1 - x0, y1 - y0
        t = max(0, min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)))
        return (x - x0 - t * dx) ** 2 + (y - y0 - t * dy) ** 2 <= w * w
    return inside


def rect(x0, y0, x1, y1):
    return lambda x, y: x0 <= x <= x1 and y0 <= y <= y1


def sun(cx, cy, r):
    rays = [segment(cx + math.cos(a) * r * 1.45, cy + math.sin(a) * r * 1.45, cx + math.cos(a) * r * 1.95, cy + math.sin(a) * r * 1.95, r * 0.13)
            for a in [i * math.pi / 4 for i in range(8)]]
    return union(disk(cx, cy, r), *rays)


def moon(cx, cy, r):
    return minus(disk(cx, cy, r), disk(cx + r * 0.55, cy - r * 0.3, r * 0.85))


def cloud(x0, y0, w, h):
    """A cloud in the box (x0, y0, w, h): three bumps on a flat base."""
    return union(
        disk(x0 + w * 0.25, y0 + h * 0.62, h * 0.36), disk(x0 + w * 0.52, y0 + h * 0.42, h * 0.44),
        disk(x0 + w * 0.77, y0 + h * 0.62, h * 0.33), rect(x0 + w * 0.22, y0 + h * 0.55, x0 + w * 0.8, y0 + h * 0.96))


def outline(shape, gap):
    """The shape grown by `gap`: drawn as empty around a shape in front, it keeps the shape behind apart."""
    return lambda x, y: any(shape(x + dx, y + dy) for dx in (-gap, 0, gap) for dy in (-gap, 0, gap))


def drops(y0, kind, count=4):
    shapes = []
    for i in range(count):
        x = 0.22 + i * 0.56 / (count - 1)
        for row, offset in ((0, 0), (1, 0.08)):
            y = y0 + row * 0.13
            xx = x - offset - row * 0.03
            if kind == "rain":
                shapes.append(segment(xx + 0.03, y, xx - 0.02, y + 0.08, 0.018))
            elif kind == "drizzle":
                shapes.append(disk(xx, y + 0.04, 0.022))
            elif kind == "snow":
                shapes.append(union(segment(xx - 0.035, y + 0.04, xx + 0.035, y + 0.04, 0.012), segment(xx, y, xx, y + 0.08, 0.012)))
            elif kind == "sleet":
                shapes.append(segment(xx + 0.03, y, xx - 0.02, y + 0.08, 0.018) if (i + row) % 2 else disk(xx, y + 0.04, 0.026))
    return union(*shapes)


def bolt():
    return union(segment(0.56, 0.6, 0.46, 0.78, 0.03), segment(0.46, 0.78, 0.58, 0.78, 0.03), segment(0.58, 0.78, 0.47, 0.97, 0.03))


def behind(back, front, gap=0.035):
    return union(minus(back, outline(front, gap)), front)


def sky(back, front, gap=0.035):
    """A sun or moon behind a cloud, kept apart by `gap`, as layers: the sun or moon `s`, the cloud `c`."""
    return [("s", minus(back, outline(front, gap))), ("c", front)]


def pictures():
    big_cloud = cloud(0.08, 0.18, 0.84, 0.52)
    rain_cloud = cloud(0.1, 0.05, 0.8, 0.5)
    small_sun = sun(0.3, 0.3, 0.13)
    question = union(segment(0.38, 0.3, 0.5, 0.2, 0.05), segment(0.5, 0.2, 0.62, 0.3, 0.05), segment(0.62, 0.3, 0.5, 0.5, 0.05),
                     segment(0.5, 0.5, 0.5, 0.62, 0.05), disk(0.5, 0.8, 0.06))
    return {
        "unknown": question,
        "clear day": sun(0.5, 0.5, 0.2),
        "clear night": union(moon(0.45, 0.5, 0.3), disk(0.82, 0.22, 0.025), disk(0.86, 0.7, 0.02)),
        "mostly-clear day": sky(sun(0.42, 0.42, 0.17), cloud(0.55, 0.6, 0.4, 0.32)),
        "mostly-clear night": sky(moon(0.4, 0.42, 0.26), cloud(0.55, 0.6, 0.4, 0.32)),
        "partly-cloudy day": sky(sun(0.34, 0.32, 0.14), cloud(0.22, 0.35, 0.74, 0.52)),
        "partly-cloudy night": sky(moon(0.3, 0.32, 0.2), cloud(0.22, 0.35, 0.74, 0.52)),
        "cloudy": behind(cloud(0.0, 0.1, 0.6, 0.42), big_cloud),
        "fog": union(*[segment(0.12 + (i % 2) * 0.08, 0.2 + i * 0.17, 0.8 + (i % 2) * 0.08, 0.2 + i * 0.17, 0.035) for i in range(4)]),
        "drizzle": union(rain_cloud, drops(0.68, "drizzle")),
        "freezing-drizzle": union(rain_cloud, drops(0.68, "sleet")),
        "rain": union(rain_cloud, drops(0.66, "rain")),
        "freezing-rain": union(rain_cloud, drops(0.66, "sleet")),
        "showers": sky(small_sun, cloud(0.22, 0.12, 0.74, 0.48)) + [(" ", drops(0.68, "rain", 3))],
        "snow": union(rain_cloud, drops(0.66, "snow")),
        "snow-showers": sky(small_sun, cloud(0.22, 0.12, 0.74, 0.48)) + [(" ", drops(0.68, "snow", 3))],
        "thunderstorm": union(minus(rain_cloud, outline(bolt(), 0.03)), bolt(), drops(0.7, "rain", 2)),
    }


def render(picture, rows, columns):
    """The picture's rows and, for a picture in layers, its colour rows (else None)."""
    layers = picture if isinstance(picture, list) else [(" ", picture)]
    pixels = rows * 2

    # A square picture: the columns are as many pixels wide as the rows are pixels tall. Each pixel is the index of
    # the frontmost layer drawn there, or None.
    def layer(x, y):
        point = ((x + 0.5) / columns, (y + 0.5) / pixels)
        return next((index for index in reversed(range(len(layers))) if layers[index][1](*point)), None)

    grid = [[layer(x, y) for x in range(columns)] for y in range(pixels)]
    art, colours = [], []
    for y in range(0, pixels, 2):
        cells, roles = "", ""
        for x in range(columns):
            top, bottom = grid[y][x], grid[y + 1][x]
            if top is not None and bottom is not None and top != bottom:
                # One colour to a cell: the layer in front.
                top, bottom = (top, None) if top > bottom else (None, bottom)
            front = bottom if top is None else top
            cells += HALF[(top is not None, bottom is not None)]
            roles += " " if front is None else layers[front][0]
        art.append(cells.rstrip())
        colours.append(roles.rstrip())
    return art, (colours if isinstance(picture, list) else None)


def write(rows):
    columns = rows * 2
    path = f"Assets/art/art-{rows}.txt"
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"# wxdash condition art, {rows} rows: pictures for large screens, made by Scripts/make_art.py.\n")
        out.write("# A glyph set (format in Assets/README.md) with larger limits; the symbols are unicode.txt's.\n")
        out.write("# A [name colours] section colours its picture: s the sun or moon, c the cloud.\n\n")
        out.write(f"height {rows}\n")
        for name, picture in pictures().items():
            art, colours = render(picture, rows, columns)
            out.write(f"\n[{name}] {SYMBOLS[name]}\n" + "\n".join(art) + "\n")
            if colours:
                out.write(f"\n[{name} colours]\n" + "\n".join(colours) + "\n")


if __name__ == "__main__":
    for rows in (6, 8, 10, 14, 20):
        write(rows)
