#!/usr/bin/env python3
"""Writes the larger big-digit fonts and the block lettering in Assets/ (run from the repository root).

The big-digit fonts big-10, big-14, big-21 and big-28 are big-5 and big-7 scaled up two and three times, pixel by pixel
(each cell is two pixels stacked: ▀ ▄ █ or blank). The block lettering (Assets/lettering/) is a 3×5-pixel
alphabet drawn here, at one and two times, with the accented capitals of the interface's languages. Rerun after
changing a source font; commit the output.
"""
import os

HALF = {(1, 1): "█", (1, 0): "▀", (0, 1): "▄", (0, 0): " "}
PIXELS = {v: k for k, v in HALF.items()}


def parse(path):
    height, sections, current = None, [], None
    for line in open(path, encoding="utf-8").read().split("\n"):
        if current is not None and len(current[2]) < height and not line.startswith("["):
            current[2].append(line)
            continue
        if line.startswith("height "):
            height = int(line.split()[1])
        elif line.startswith("["):
            name, _, argument = line[1:].partition("]")
            width = int(argument.split()[1]) if argument.strip().startswith("width") else None
            current = (name, width, [])
            sections.append(current)
    return height, sections


def to_pixels(rows, width):
    grid = []
    for row in rows:
        row = row.ljust(width)
        grid.append([PIXELS[c][0] for c in row])
        grid.append([PIXELS[c][1] for c in row])
    return grid


def to_cells(grid):
    if len(grid) % 2:
        grid = grid + [[0] * len(grid[0])]
    return ["".join(HALF[(grid[y][x], grid[y + 1][x])] for x in range(len(grid[0]))).rstrip() for y in range(0, len(grid), 2)]


def scale(grid, factor):
    return [[p for p in row for _ in range(factor)] for row in grid for _ in range(factor)]


def write(path, title, height, glyphs):
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"# {title}\n# Made by Scripts/make_fonts.py; format in Assets/README.md.\n\nheight {height}\n")
        for name, width, rows in glyphs:
            out.write(f"\n[{name}]" + (f" width {width}" if width else "") + "\n")
            out.write("\n".join(rows) + "\n")


def scaled_font(source, factor, target):
    height, sections = parse(source)
    glyphs = []
    for name, width, rows in sections:
        drawn = max([len(r) for r in rows] + [width or 0])
        grid = scale(to_pixels(rows, drawn), factor)
        cells = to_cells(grid)
        glyphs.append((name, drawn * factor, cells))
    write(target, f"wxdash big-digit font, {height * factor} rows: {os.path.basename(source)} scaled {factor}×, for wall displays.", height * factor, glyphs)


LETTERS = {
    "A": ".#.|#.#|###|#.#|#.#", "B": "##.|#.#|##.|#.#|##.", "C": ".##|#..|#..|#..|.##", "D": "##.|#.#|#.#|#.#|##.",
    "E": "###|#..|##.|#..|###", "F": "###|#..|##.|#..|#..", "G": ".##|#..|#.#|#.#|.##", "H": "#.#|#.#|###|#.#|#.#",
    "I": "###|.#.|.#.|.#.|###", "J": "..#|..#|..#|#.#|.#.", "K": "#.#|#.#|##.|#.#|#.#", "L": "#..|#..|#..|#..|###",
    "M": "#...#|##.##|#.#.#|#...#|#...#", "N": "#..#|##.#|#.##|#..#|#..#", "O": ".#.|#.#|#.#|#.#|.#.",
    "P": "##.|#.#|##.|#..|#..", "Q": ".#.|#.#|#.#|##.|.##", "R": "##.|#.#|##.|#.#|#.#", "S": ".##|#..|.#.|..#|##.",
    "T": "###|.#.|.#.|.#.|.#.", "U": "#.#|#.#|#.#|#.#|###", "V": "#.#|#.#|#.#|#.#|.#.", "W": "#...#|#...#|#.#.#|##.##|#...#",
    "X": "#.#|#.#|.#.|#.#|#.#", "Y": "#.#|#.#|.#.|.#.|.#.", "Z": "###|..#|.#.|#..|###",
    "0": "###|#.#|#.#|#.#|###", "1": ".#.|##.|.#.|.#.|###", "2": "##.|..#|.#.|#..|###", "3": "##.|..#|.#.|..#|##.",
    "4": "#.#|#.#|###|..#|..#", "5": "###|#..|##.|..#|##.", "6": ".##|#..|###|#.#|###", "7": "###|..#|.#.|.#.|.#.",
    "8": "###|#.#|###|#.#|###", "9": "###|#.#|###|..#|##.",
    "-": "...|...|###|...|...", "–": "...|...|###|...|...", "+": "...|.#.|###|.#.|...", ".": ".|.|.|.|#", ",": ".|.|.|#|#",
    ":": ".|#|.|#|.", "·": ".|.|#|.|.", "%": "#.#|..#|.#.|#..|#.#", "/": "..#|..#|.#.|#..|#..", "°": ".#.|#.#|.#.|...|...",
    "(": ".#|#.|#.|#.|.#", ")": "#.|.#|.#|.#|#.", "'": "#|#|.|.|.", "!": "#|#|#|.|#", "?": "##.|..#|.#.|...|.#.",
    "space": "..|..|..|..|..",
    # The wind's arrows (where the air goes), so a wind line keeps its arrow in lettering.
    "↑": "..#..|.###.|#.#.#|..#..|..#..", "↓": "..#..|..#..|#.#.#|.###.|..#..",
    "→": "..#..|...#.|#####|...#.|..#..", "←": "..#..|.#...|#####|.#...|..#..",
    "↗": "..###|...##|..#.#|.#...|#....", "↖": "###..|##...|#.#..|...#.|....#",
    "↘": "#....|.#...|..#.#|...##|..###", "↙": "....#|...#.|#.#..|##...|###..",
}


# Letters with a mark, for the languages the interface is translated into (upper case: ß upper-cases to SS). The letter
# under a mark is drawn shorter so the mark has the top two pixel rows (the whole first row of cells): at 1× from SMALL,
# three pixel rows on the baseline, or four reaching half a row below it where three cannot draw the letter (E S Z); at 2×
# from its LETTERS shape squeezed into seven pixel rows (MARKED_ROWS) under a blank one. A mark below takes the 1× font's
# blank bottom pixel row; at 2× the letter is squeezed into eight rows (HOOKED_ROWS) to make room. Marks are centred, one
# column right of centre when they cannot be; an ogonek hangs from the right stroke.
ABOVE = {
    "acute": "..#|.#.", "grave": "#..|.#.", "circumflex": ".#.|#.#", "caron": "#.#|.#.", "diaeresis": "#.#|...",
    "dot": ".#.|...", "macron": "###|...", "tilde": ".##|##.", "ring": "###|#.#",
}
# A mark below at 1× (one pixel row) and at 2× (two rows, before scaling sideways).
BELOW = {"ogonek": ("##", "#.|.#"), "cedilla": ("#", ".#.|#..")}
SMALL = {
    "A": ".#.|###|#.#", "C": ".##|#..|.##", "E": "###|##.|#..|###", "I": "###|.#.|###", "N": "##.#|#.##|#..#", "O": "###|#.#|###",
    "S": "###|#..|..#|###", "U": "#.#|#.#|###", "Y": "#.#|.#.|.#.", "Z": "###|..#|#..|###",
}
MARKED_ROWS = [1, 2, 1, 2, 1]
HOOKED_ROWS = [2, 1, 2, 1, 2]
MARKED = {
    "Á": "A acute", "À": "A grave", "Â": "A circumflex", "Ä": "A diaeresis", "Ã": "A tilde", "Å": "A ring", "Ą": "A ogonek",
    "Ć": "C acute", "Č": "C caron", "Ç": "C cedilla",
    "É": "E acute", "È": "E grave", "Ê": "E circumflex", "Ë": "E diaeresis", "Ė": "E dot", "Ę": "E ogonek",
    "Í": "I acute", "Ì": "I grave", "Î": "I circumflex", "Ï": "I diaeresis", "Į": "I ogonek",
    "Ń": "N acute", "Ñ": "N tilde",
    "Ó": "O acute", "Ò": "O grave", "Ô": "O circumflex", "Ö": "O diaeresis", "Õ": "O tilde",
    "Ś": "S acute", "Š": "S caron",
    "Ú": "U acute", "Ù": "U grave", "Û": "U circumflex", "Ü": "U diaeresis", "Ū": "U macron", "Ų": "U ogonek",
    "Ý": "Y acute", "Ÿ": "Y diaeresis",
    "Ź": "Z acute", "Ż": "Z dot", "Ž": "Z caron",
}
# Letters of their own, drawn like LETTERS.
OWN = {
    "Ø": ".##|#.#|###|#.#|##.", "Ł": ".#..|.#..|.##.|##..|.###", "Æ": ".####|#.#..|####.|#.#..|#.###",
    "Œ": ".####|#.#..|#.##.|#.#..|.####",
}


def pixels(pattern):
    return [[1 if c == "#" else 0 for c in row] for row in pattern.split("|")]


def squeeze(grid, heights):
    return [row for row, height in zip(grid, heights) for _ in range(height)]


def placed(mark, width):
    """`mark`'s rows centred in `width` columns (one column right of centre when they cannot be)."""
    left = (width - len(mark[0]) + 1) // 2
    return [[0] * left + row + [0] * (width - left - len(row)) for row in mark]


def widen(grid, width):
    return [row + [0] * (width - len(row)) for row in grid]


def marked(letter, factor):
    """The pixel grid of a letter with a mark at `factor` (1 or 2), before scaling sideways."""
    base, mark = MARKED[letter].split()
    if mark in ABOVE:
        body = pixels(SMALL[base]) if factor == 1 else squeeze(pixels(LETTERS[base]), MARKED_ROWS)
        width = len(body[0])
        top = placed(pixels(ABOVE[mark]), width) + ([] if factor == 1 else [[0] * width])
        return top + body
    body = pixels(LETTERS[base]) if factor == 1 else squeeze(pixels(LETTERS[base]), HOOKED_ROWS)
    width = len(body[0])
    below = pixels(BELOW[mark][factor - 1])
    hook = [[0] * (width - 1) + row for row in below] if mark == "ogonek" else placed(below, width)
    width = max(width, len(hook[0]))
    return widen(body, width) + widen(hook, width)


def lettering(factor, target):
    glyphs = []
    for name, pattern in {**LETTERS, **OWN}.items():
        grid = scale(pixels(pattern), factor)
        cells = to_cells(grid + ([[0] * len(grid[0])] if factor == 1 else []))
        glyphs.append((name, len(grid[0]), cells))
    height = len(glyphs[0][2])
    for name in MARKED:
        grid = [[p for p in row for _ in range(factor)] for row in marked(name, factor)]
        grid += [[0] * len(grid[0])] * (2 * height - len(grid))
        glyphs.append((name, len(grid[0]), to_cells(grid)))
    write(target, f"wxdash block lettering, {height} rows: a 3×5-pixel alphabet scaled {factor}×, for words read from across a room.", height, glyphs)


if __name__ == "__main__":
    scaled_font("Assets/fonts/big-5.txt", 2, "Assets/fonts/big-10.txt")
    scaled_font("Assets/fonts/big-7.txt", 2, "Assets/fonts/big-14.txt")
    scaled_font("Assets/fonts/big-7.txt", 3, "Assets/fonts/big-21.txt")
    scaled_font("Assets/fonts/big-7.txt", 4, "Assets/fonts/big-28.txt")
    lettering(1, "Assets/lettering/block-3.txt")
    lettering(2, "Assets/lettering/block-5.txt")
