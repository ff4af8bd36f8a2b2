#!/usr/bin/env python3
"""Writes the larger big-digit fonts and the block lettering in Assets/ (run from the repository root).

The big-digit fonts big-10, big-14, big-21 and big-28 are big-5 and big-7 scaled up two and three times, pixel by pixel
(each cell is two pixels stacked: ▀ ▄ █ or blank). The block lettering (Assets/lettering/) is a 3×5-pixel
alphabet drawn here, at one and two times. Rerun after changing a source font; commit the output.
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
}


def lettering(factor, target):
    glyphs = []
    for name, pattern in LETTERS.items():
        grid = [[1 if c == "#" else 0 for c in row] for row in pattern.split("|")]
        grid = scale(grid, factor)
        cells = to_cells(grid + ([[0] * len(grid[0])] if factor == 1 else []))
        glyphs.append((name, len(grid[0]), cells))
    height = len(glyphs[0][2])
    write(target, f"wxdash block lettering, {height} rows: a 3×5-pixel alphabet scaled {factor}×, for words read from across a room.", height, glyphs)


if __name__ == "__main__":
    scaled_font("Assets/fonts/big-5.txt", 2, "Assets/fonts/big-10.txt")
    scaled_font("Assets/fonts/big-7.txt", 2, "Assets/fonts/big-14.txt")
    scaled_font("Assets/fonts/big-7.txt", 3, "Assets/fonts/big-21.txt")
    scaled_font("Assets/fonts/big-7.txt", 4, "Assets/fonts/big-28.txt")
    lettering(1, "Assets/lettering/block-3.txt")
    lettering(2, "Assets/lettering/block-5.txt")
