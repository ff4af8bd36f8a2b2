#!/usr/bin/env python3
"""Checks every Assets/locales/*.txt against en.txt: the same keys, the same {placeholders} in each message, and a
form for every plural category the language needs (CLDR). Usage: Scripts/check_locales.py [code ...]"""
import re
import sys
from pathlib import Path

CATEGORIES = {"pl": {"one", "few", "many"}, "lt": {"one", "few", "other"}}
folder = Path(__file__).resolve().parent.parent / "Assets/locales"


def parse(path):
    texts, plurals = {}, {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        match = re.fullmatch(r'([A-Za-z][A-Za-z0-9]*)(?:\.(zero|one|two|few|many|other))?\s*=\s*"((?:[^"\\]|\\["\\n])*)"', line)
        if not match:
            sys.exit(f"{path.name}:{number}: not key = \"text\": {line}")
        key, category, value = match.groups()
        if category:
            plurals.setdefault(key, {})[category] = value
        else:
            texts[key] = value
    return texts, plurals


def placeholders(text):
    return set(re.findall(r"\{([A-Za-z]+)\}", text))


en_texts, en_plurals = parse(folder / "en.txt")
codes = sys.argv[1:] or sorted(p.stem for p in folder.glob("*.txt") if p.stem != "en")
problems = 0
for code in codes:
    texts, plurals = parse(folder / f"{code}.txt")
    needed = CATEGORIES.get(code, {"one", "other"})
    for key, value in en_texts.items():
        if key not in texts:
            print(f"{code}: missing {key}"); problems += 1
        elif placeholders(texts[key]) != placeholders(value):
            print(f"{code}: {key} has {sorted(placeholders(texts[key]))}, English {sorted(placeholders(value))}"); problems += 1
    for key, forms in en_plurals.items():
        have = plurals.get(key, {})
        for category in sorted(needed - set(have)):
            print(f"{code}: missing {key}.{category}"); problems += 1
        for category, value in have.items():
            if placeholders(value) - placeholders(forms["other"]) - {"n"}:
                print(f"{code}: {key}.{category} has unknown placeholders"); problems += 1
    for key in set(texts) - set(en_texts):
        print(f"{code}: {key} is not an English key"); problems += 1
    for key in set(plurals) - set(en_plurals):
        print(f"{code}: {key} is not an English plural"); problems += 1
print(f"{problems} problems in {', '.join(codes)}")
sys.exit(1 if problems else 0)
