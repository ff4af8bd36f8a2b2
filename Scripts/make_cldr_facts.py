#!/usr/bin/env python3
"""Writes Sources/Translation/CLDRFacts.swift: the CLDR facts wxdash formats dates and numbers with, so the binary
needs no ICU.

The source is CLDR as the `babel` package carries it (Debian's python3-babel, BSD licence; see Assets/README.md).
For the 12 interface languages: abbreviated weekday and month names (format context, as dates are written inside a
line), the AM/PM symbols, the decimal and grouping separators, the minus sign, the percent pattern, the grouping sizes,
the first weekday and the preferred clock. For every CLDR locale (a time or numeric locale the environment names):
its digit grouping and its preferred clock. And the English names of regions, for alerts' country names.

    python3 Scripts/make_cldr_facts.py            # rewrites the Swift file
    python3 Scripts/make_cldr_facts.py --output F # writes F instead (the Translation tests compare the two)

Run with an interpreter that has babel (`/usr/bin/python3` on Debian); the facts change only with babel's CLDR.
"""
import argparse
import sys
import unicodedata
from pathlib import Path

try:
    import babel
    from babel import Locale, numbers
    from babel.core import get_global
    from babel.localedata import locale_identifiers
except ImportError:
    sys.exit("make_cldr_facts.py needs babel: apt-get install python3-babel (then run it with /usr/bin/python3)")

# The locale each interface language takes its facts from (UILanguage.localeIdentifier).
INTERFACE = ["en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "pt_PT", "sv_SE", "nb_NO", "fi_FI", "lt_LT"]

# CLDR's minimumGroupingDigits (numbers.xml, CLDR 46), which babel's data does not carry: where a number needs more
# than four digits before it is grouped (`1234`, but `10 000`). A locale takes its own entry, else its CLDR parent's
# (`es_MX` → `es_419`), else its language's, else 1.
MINIMUM_GROUPING_DIGITS = {"be": 2, "bg": 2, "ee": 3, "es": 2, "es_419": 1, "et": 2, "hu": 2, "ia": 2, "ie": 2, "it": 2,
                           "ka": 2, "lv": 2, "pl": 2, "pt_PT": 2, "pt_AO": 1, "ru_UA": 2, "sl": 2, "sq": 2}

# Where babel's CLDR and the ICU 76 that Foundation formatted with before disagree, the words wxdash has always shown:
# ICU's data falls back to Brazilian Portuguese's short weekdays and to root's AM/PM for these, and a change would move
# every Portuguese page's columns (`segunda` is twice as wide as `seg.`).
OVERRIDES = {
    ("pt_PT", "weekdays"): ["seg.", "ter.", "qua.", "qui.", "sex.", "sáb.", "dom."],
    ("pt_PT", "periods"): ["AM", "PM"],
    ("nl_NL", "periods"): ["AM", "PM"],
    ("nb_NO", "periods"): ["am", "pm"],
    ("en_GB", "months"): ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
}

# The region names Foundation gave (ICU's display names prefer CLDR's short and variant forms, which babel leaves out).
REGION_NAME_OVERRIDES = {"CN": "China mainland", "GS": "So. Georgia & So. Sandwich Isl.", "HK": "Hong Kong",
                         "IO": "Chagos Archipelago", "MO": "Macao"}

# babel 2.17 carries CLDR 46, the version of the ICU (76) that Foundation used to format with before: the same words.
BABEL_VERSION = "2.17.0"
CLDR_VERSION = "46"

WEEKDAYS_MONDAY_FIRST = range(7)  # babel numbers weekdays 0 = Monday … 6 = Sunday


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + "".join(c if 0x20 <= ord(c) < 0x7F or ord(c) > 0xA0 and not unicodedata.category(c).startswith(("Z", "C"))
                         else "\\u{%X}" % ord(c) for c in escaped) + '"'


def minimum_grouping(identifier):
    parent = get_global("parent_exceptions").get(identifier)
    for name in (identifier, parent, identifier.split("_")[0]):
        if name in MINIMUM_GROUPING_DIGITS:
            return MINIMUM_GROUPING_DIGITS[name]
    return 1


def number_facts(locale, identifier):
    """decimal, group, minus, primary grouping, secondary grouping, minimum grouping digits."""
    primary, secondary = locale.decimal_formats[None].grouping
    return [numbers.get_decimal_symbol(locale), numbers.get_group_symbol(locale), numbers.get_minus_sign_symbol(locale),
            str(primary), str(secondary),
            str(minimum_grouping(identifier))]


def clock(locale):
    """12 when the locale writes its short times on a 12-hour dial (`h`, `K` outside quotes), else 24."""
    pattern = locale.time_formats["short"].pattern
    outside_quotes = "".join(part for index, part in enumerate(pattern.split("'")) if index % 2 == 0)
    return 12 if "h" in outside_quotes or "K" in outside_quotes else 24


def first_weekday(locale):
    """As an ISO weekday, 1 Monday … 7 Sunday."""
    return locale.first_week_day + 1


def plain_identifiers():
    """CLDR's locales named by a language and at most a region (`de`, `de_CH`): the names a C locale can have."""
    result = []
    for identifier in sorted(locale_identifiers()):
        parts = identifier.split("_")
        if identifier == "root" or len(parts) > 2 or (len(parts) == 2 and not (parts[1].isupper() or parts[1].isdigit())):
            continue
        result.append(identifier)
    return result


def render():
    lines = [
        f"// Generated by Scripts/make_cldr_facts.py from CLDR {CLDR_VERSION} as babel {babel.__version__} carries it: run the",
        "// script again rather than editing this file.",
        "",
        "extension CLDRFacts {",
        "    /// The interface languages' locales: `identifier|weekdays|months|am|pm|clock|first weekday|numbers|percent`,",
        "    /// names abbreviated, in the format context, Monday and January first, `;` between them.",
        "    static let interfaceTable: [String] = [",
    ]
    for identifier in INTERFACE:
        locale = Locale.parse(identifier)
        days = [locale.days["format"]["abbreviated"][index] for index in WEEKDAYS_MONDAY_FIRST]
        months = [locale.months["format"]["abbreviated"][index] for index in range(1, 13)]
        periods = locale.day_periods["format"]["abbreviated"]
        days = OVERRIDES.get((identifier, "weekdays"), days)
        months = OVERRIDES.get((identifier, "months"), months)
        am, pm = OVERRIDES.get((identifier, "periods"), [periods["am"], periods["pm"]])
        fields = [identifier, ";".join(days), ";".join(months), am, pm, str(clock(locale)),
                  str(first_weekday(locale)), ";".join(number_facts(locale, identifier)),
                  locale.percent_formats[None].pattern]
        if any("|" in field for field in fields[1:5]):
            sys.exit(f"{identifier}: a name holds '|'")
        lines.append(f"        {swift_string('|'.join(fields))},")
    lines.append("    ]")
    lines.append("")
    lines.append("    /// Every CLDR locale named by a language and at most a region: `identifier|clock|decimal;group;minus;primary;")
    lines.append("    /// secondary;minimum grouping digits`. A region's line only where it differs from its language's.")
    lines.append("    static let localeTable = \"\"\"")
    by_language = {}
    for identifier in plain_identifiers():
        locale = Locale.parse(identifier)
        row = [str(clock(locale)), ";".join(number_facts(locale, identifier))]
        language = identifier.split("_")[0]
        if "_" not in identifier:
            by_language[language] = row
        elif by_language.get(language) == row:
            continue
        text = identifier + "|" + "|".join(row)
        lines.append("        " + swift_string(text)[1:-1])
    lines.append("        \"\"\"")
    lines.append("")
    lines.append("    /// English names of regions by ISO 3166 code: `code|name`.")
    lines.append("    static let regionNameTable = \"\"\"")
    english = Locale.parse("en")
    for code, name in sorted(english.territories.items()):
        if len(code) == 2 and code.isalpha() and code.isupper():
            lines.append("        " + swift_string(code + "|" + REGION_NAME_OVERRIDES.get(code, name))[1:-1])
    lines.append("        \"\"\"")
    lines.append("")
    lines.append("    /// Latin letters with diacritics and their bare letters (Unicode's canonical decompositions, marks dropped),")
    lines.append("    /// and full-width ASCII with its ASCII: pairs of characters, for folding names without ICU.")
    lines.append("    static let foldingTable = \"\"\"")
    pairs = []
    for code in list(range(0xC0, 0x250)) + list(range(0x1E00, 0x1F00)) + list(range(0xFF01, 0xFF5F)):
        character = chr(code)
        if unicodedata.category(character)[0] != "L" and code < 0xFF01:
            continue
        bare = "".join(c for c in unicodedata.normalize("NFKD" if code >= 0xFF01 else "NFD", character)
                       if not unicodedata.combining(c))
        if len(bare) == 1 and bare != character:
            pairs.append(character + bare)
    for start in range(0, len(pairs), 40):
        lines.append("        " + swift_string("".join(pairs[start:start + 40]))[1:-1].replace("\\\"", "\""))
    lines.append("        \"\"\"")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = Path(__file__).resolve().parent.parent
    parser.add_argument("--output", type=Path, default=root / "Sources/Translation/CLDRFacts.swift")
    arguments = parser.parse_args()
    if babel.__version__ != BABEL_VERSION:
        sys.exit(f"make_cldr_facts.py wants babel {BABEL_VERSION} (CLDR {CLDR_VERSION}), this is {babel.__version__}: "
                 f"python3 -m venv /tmp/cldr && /tmp/cldr/bin/pip install babel=={BABEL_VERSION}, then run it with /tmp/cldr/bin/python")
    arguments.output.write_text(render(), encoding="utf-8")


if __name__ == "__main__":
    main()
