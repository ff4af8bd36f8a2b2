"""A RainViewer-like radar for fixture_server.py: an index and 512-px Universal Blue tiles, drawn on request, of a
round rain area that moves toward a place frame by frame.

The scene is a JSON file named by $FIXTURE_RAINVIEWER:
  {"latitude": 27.7, "longitude": 85.32,      the place
   "last_time": 1796032500, "step": 600,       the newest listed frame's time and the frames' spacing (s)
   "frames": 13, "listed": 13,                 frames in the index; how many exist (GET /control/advance adds one)
   "from_bearing": 270, "start_km": 160,       where the rain's centre is at the first frame, from the place
   "speed_kmh": 60, "radius_km": 15, "dbz": 40}
The rain's centre moves straight toward the place at speed_kmh. Zoom above 7 answers 400, as RainViewer does.
"""
import json
import math
import os
import struct
import zlib

COLOURS = {  # Universal Blue, dBZ -> RGBA (the table's rows the scenes use)
    20: (0, 163, 224, 255), 30: (0, 85, 136, 255), 35: (255, 238, 0, 255), 40: (255, 170, 0, 255), 45: (255, 68, 0, 255),
}

scene = json.load(open(os.environ["FIXTURE_RAINVIEWER"], encoding="utf-8"))
state = {"listed": scene.get("listed", scene.get("frames", 13))}
# The rain's clock starts at the first frame that exists when the server starts.
scene["first_time"] = scene["last_time"] - (state["listed"] - 1) * scene["step"]


def frame_times():
    """Every listed frame's time, oldest first: the index shows the newest `frames` of them."""
    listed = state["listed"]
    last = scene["last_time"] + (listed - scene.get("listed", scene.get("frames", 13))) * scene["step"]
    return [last - scene["step"] * i for i in range(listed)][::-1]


def index(host):
    times = frame_times()[-scene.get("frames", 13):]
    past = [{"time": t, "path": "/v2/radar/f%d" % t} for t in times]
    return json.dumps({"version": "2.0", "generated": times[-1] + 60, "host": host,
                       "radar": {"past": past, "nowcast": []}, "satellite": {"infrared": []}}).encode()


def rain_centre(time):
    """The rain's centre at `time`: start_km from the place toward from_bearing at the first frame, closing in."""
    hours = (time - scene["first_time"]) / 3600
    distance = scene["start_km"] - scene["speed_kmh"] * hours
    bearing = math.radians(scene["from_bearing"])
    return distance * math.sin(bearing), distance * math.cos(bearing)  # km east, km north of the place


def png(size, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")


def tile(time, size, zoom, x, y):
    world = size * 2 ** zoom
    lat0, lon0 = scene["latitude"], scene["longitude"]
    km_lon = 111.320 * math.cos(math.radians(lat0))
    km_lat = 110.574
    east, north = rain_centre(time)
    radius = scene["radius_km"]
    colour = bytes(COLOURS[scene["dbz"]])
    clear = b"\x00\x00\x00\x00"
    # Columns' km east of the place, rows' km north.
    cols = [((x * size + px + 0.5) / world * 360 - 180 - lon0) * km_lon - east for px in range(size)]
    rows = []
    for py in range(size):
        n = math.pi * (1 - 2 * (y * size + py + 0.5) / world)
        lat = math.degrees(math.atan(math.sinh(n)))
        dn = (lat - lat0) * km_lat - north
        if abs(dn) > radius:
            rows.append(clear * size)
            continue
        reach = radius * radius - dn * dn
        rows.append(b"".join(colour if c * c <= reach else clear for c in cols))
    return png(size, rows)


def answer(path, host):
    """(status, content type, body) for a radar path, or None when the path is not the radar's."""
    if path == "/public/weather-maps.json":
        return 200, "application/json", index(host)
    if path == "/control/advance":
        state["listed"] += 1
        return 200, "text/plain", b"ok"
    parts = path.strip("/").split("/")
    # v2 radar f<time> <size> <z> <x> <y> <scheme> <smooth_snow>.png
    if len(parts) == 9 and parts[:2] == ["v2", "radar"] and parts[2].startswith("f"):
        time, size, zoom, x, y = int(parts[2][1:]), int(parts[3]), int(parts[4]), int(parts[5]), int(parts[6])
        if zoom > 7:
            return 400, "text/plain", b"Zoom level not supported"
        if time not in frame_times() or size not in (256, 512):
            return 404, "text/plain", b"Not found"
        return 200, "image/png", tile(time, size, zoom, x, y)
    return None
