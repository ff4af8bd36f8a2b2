#!/usr/bin/env python3
"""Builds each fuzz target's seed corpus and libFuzzer dictionary from the project's own fixtures.

Usage: fuzz_corpus.py REPO_ROOT OUT_DIR
Writes OUT_DIR/seeds/<Target>/* and OUT_DIR/dicts/<Target>.dict, fresh each time (nothing here is committed:
the fixtures stay where the tests keep them). Sources: Tests/*/Fixtures, Assets/sample, Assets/config.example.toml,
JSON and TOML written inline in the tests, argument lists in the CLI tests, and the few bodies in Fuzz/Seeds
for formats the tests have no file of (One Call 3.0, OWM geocoding, ip-api).
"""
import glob
import hashlib
import json
import os
import re
import shutil
import struct
import sys
import zlib

root, out = sys.argv[1], sys.argv[2]


def read(path):
    with open(os.path.join(root, path), "rb") as f:
        return f.read()


def files(pattern):
    return sorted(glob.glob(os.path.join(root, pattern)))


def swift_literals(pattern):
    """String literals in Swift sources: #"raw"#, and \"\"\" blocks with their indentation removed."""
    found = []
    for path in files(pattern):
        text = open(path, encoding="utf-8").read()
        found += re.findall(r'#"(.*?)"#', text)
        for indent, body in re.findall(r'"""\n(\s*)(.*?)\n\s*"""', text, re.S):
            lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in (indent + body).split("\n")]
            block = "\n".join(lines).replace("\\\n", "")
            found.append(block.replace('\\"', '"').replace("\\\\", "\\"))
    return found


def json_literals(pattern):
    kept = []
    for literal in swift_literals(pattern):
        if "\\(" in literal:
            continue
        try:
            value = json.loads(literal)
        except ValueError:
            continue
        if isinstance(value, (dict, list)):
            kept.append(literal.encode())
    return kept


def json_tokens(blobs):
    """Every key and short string value in the seeds, quoted, plus JSON's own punctuation and edge numbers."""
    tokens = {'"', "{", "}", "[", "]", ":", ",", "null", "true", "false", "-0", "1e308", "-1e308", "1e-320", "0.5",
              "9223372036854775807", "-9223372036854775808", "18446744073709551616", "\\u0000", "\\ud800", "\\u202e"}

    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                tokens.add(json.dumps(key, ensure_ascii=False))
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str) and len(value) <= 32:
            tokens.add(json.dumps(value, ensure_ascii=False))

    for blob in blobs:
        try:
            walk(json.loads(blob))
        except ValueError:
            pass
    return tokens


def png_chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png_seeds():
    """Small PNG pictures of every colour type and row filter the radar decoder reads, made here with zlib."""
    seeds = []
    for colour, channels in ((0, 1), (2, 3), (3, 1), (4, 2), (6, 4)):
        width, height = 6, 5
        rows = b""
        for y in range(height):
            rows += bytes([y % 5]) + bytes((x * 37 + y * 11) % (4 if colour == 3 else 256) for x in range(width * channels))
        png = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0))
        if colour == 3:
            png += png_chunk(b"PLTE", bytes([0, 0, 0, 0, 163, 224, 255, 238, 0, 193, 0, 0])) + png_chunk(b"tRNS", b"\x00")
        png += png_chunk(b"IDAT", zlib.compress(rows)) + png_chunk(b"IEND", b"")
        seeds.append(png)
    return seeds


def write_target(name, seeds, tokens):
    seed_dir = os.path.join(out, "seeds", name)
    os.makedirs(seed_dir, exist_ok=True)
    for seed in seeds:
        with open(os.path.join(seed_dir, hashlib.sha1(seed).hexdigest()), "wb") as f:
            f.write(seed)
    with open(os.path.join(out, "dicts", name + ".dict"), "w", encoding="utf-8") as f:
        for token in sorted(tokens):
            escaped = "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else
                              "".join("\\x%02X" % b for b in c.encode()) for c in token)
            f.write('"%s"\n' % escaped)
    return len(seeds)


shutil.rmtree(os.path.join(out, "seeds"), ignore_errors=True)
os.makedirs(os.path.join(out, "dicts"), exist_ok=True)
fixtures = "Tests/WxdashCLITests/Fixtures/"
seeds_dir = "Fuzz/Seeds/"

open_meteo = [read(p) for p in files("Tests/WeatherKitTests/Fixtures/openmeteo/*.json")]
open_meteo += json_literals("Tests/WeatherKitTests/OpenMeteo*.swift") + json_literals("Tests/WeatherKitTests/HostileValueTests.swift")
open_meteo += json_literals("Tests/WxdashCLITests/NowOpenMeteoEndToEndTests.swift")

owm = json_literals("Tests/WeatherKitTests/OpenWeatherMap*.swift") + json_literals("Tests/WxdashCLITests/NowOpenWeatherMap*.swift")
owm_pair = read(fixtures + "owm_weather_kathmandu.json") + b"\0" + read(fixtures + "owm_forecast_kathmandu.json")
owm_geocoding = [read(seeds_dir + "openweathermap-geocoding.json")] + [b for b in owm if b.lstrip().startswith(b"[")]
ip = [read(p) for p in files(seeds_dir + "ip-api-*.json")] + json_literals("Tests/WeatherKitTests/PlaceResolverTests.swift")
geocoding = [read(p) for p in files(fixtures + "geocoding_*.json")]
forecast_json = [read("Assets/sample/forecast.json")] + json_literals("Tests/WeatherKitTests/ForecastDocumentTests.swift")

example = read("Assets/config.example.toml")
# The example with every setting switched on, so each key is in the corpus with a valid value.
uncommented = re.sub(rb"(?m)^# ?(\[\[places\]\]|[a-z][a-z-]* = )", rb"\1", example).replace(b'api-key = "..."', b'api-key = "0123abcd"')
toml = [example, uncommented] + [t.encode() for t in swift_literals("Tests/WxdashCLITests/Config*.swift") if "=" in t]
toml.append(b'city = "Berlin"\n\0UNITS=uk\nKIOSK=1\nLAT=52.5\nLON=13.4\n')
config_tokens = set(re.findall(r"[a-z][a-z-]+(?= = )", uncommented.decode())) | {"[[places]]", "[dashboard]", "=", '"', "'", "#",
                                                                                   "\\u", "\\U", "true", "false", "\\n"}

argument_lists = []
for path in files("Tests/WxdashCLITests/*.swift"):
    for array in re.findall(r'\[((?:"[^"\\]*", *)*"[^"\\]*")\]', open(path, encoding="utf-8").read()):
        argument_lists.append(re.findall(r'"([^"\\]*)"', array))
arguments = [("\n".join(a)).encode() for a in argument_lists if any(x.startswith("-") or x in ("now", "mood", "locate") for x in a)]
arguments += [b"now\n--city\nBerlin, DE\n--format\nline\n--template\n{temp} {summary}", b"mood\nadd\n4\nsunny walk\n--days\n3",
              b"--lat\n-33.9\n--lon\n151.2\n--refresh\n90s\n--rotate\n1m\n--icons\nascii", b"locate\nSpringfield, Illinois\n--format=json",
              b"mood\nlist\n--since\n2026-11-30\n--units\nuk", b"completions\nfish"]
flag_names = set()
for path in files("Sources/WxdashCLI/*.swift"):
    flag_names |= set(re.findall(r"--[a-z][a-z-]+", open(path, encoding="utf-8").read()))
argument_tokens = flag_names | {"now", "mood", "add", "list", "stats", "export", "delete", "locate", "config", "completions", "help", "--", "-h", "="}

# Base maps: a few lines of each kind cut from the shipped one's source format, and a tiny hand-made one.
sys.path.insert(0, "Scripts")
import make_basemap  # noqa: E402
base_maps = [make_basemap.encode([(1, [(54.9, 21.1), (55.7, 21.1), (55.3, 20.9)]), (2, [(1.0, 2.0), (1.5, 2.5)]),
                                  (3, [(54.6, 25.8), (54.2, 25.7), (53.9, 23.5)])])[0],
             make_basemap.encode([(1, [(0, -179.99), (0.5, 179.99)])])[0]]
png = png_seeds()

counts = {
    "FuzzOpenMeteo": write_target("FuzzOpenMeteo", open_meteo, json_tokens(open_meteo)),
    "FuzzOpenWeatherMapFree": write_target("FuzzOpenWeatherMapFree", [owm_pair] + owm, json_tokens(owm + owm_pair.split(b"\0"))),
    "FuzzOpenWeatherMapOneCall": write_target(
        "FuzzOpenWeatherMapOneCall", [read(seeds_dir + "openweathermap-onecall.json")] + owm,
        json_tokens([read(seeds_dir + "openweathermap-onecall.json")] + owm)),
    "FuzzGeocodingOpenMeteo": write_target("FuzzGeocodingOpenMeteo", geocoding, json_tokens(geocoding)),
    "FuzzGeocodingOpenWeatherMap": write_target("FuzzGeocodingOpenWeatherMap", owm_geocoding, json_tokens(owm_geocoding)),
    "FuzzIPLocation": write_target("FuzzIPLocation", ip, json_tokens(ip)),
    "FuzzForecastJSON": write_target("FuzzForecastJSON", forecast_json, json_tokens(forecast_json)),
    "FuzzConfig": write_target("FuzzConfig", toml, config_tokens),
    "FuzzArguments": write_target("FuzzArguments", arguments, argument_tokens),
    "FuzzBaseMap": write_target("FuzzBaseMap", base_maps, {"WXBM", "\x01\x00"}),
    "FuzzPNG": write_target("FuzzPNG", png, {"IHDR", "PLTE", "tRNS", "IDAT", "IEND", "tEXt", "PNG"}),
}
print("seeds: " + ", ".join("%s %d" % item for item in counts.items()))
