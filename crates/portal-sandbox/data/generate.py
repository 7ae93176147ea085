#!/usr/bin/env python3
"""Generates countries.json and timezones.json for the sandbox's constants endpoints.

Run once (the output is committed and embedded with include_str!):

    pip install pycountry phonenumbers tzdata
    python3 crates/portal-sandbox/data/generate.py

Countries: every ISO 3166-1 entry from pycountry, English name as the label, the numeric code
as the stable `value`, and the dialling code from phonenumbers (a short table fills the few
territories it has none for).

Time zones: the zones of the IANA zone.tab (one per country region, the list pickers use) plus
UTC, from the tzdata package. `value` is a 31-bit FNV-1a hash of the zone id, so it stays the
same when zones are added or removed. `utcOffset` is the zone's standard offset (the smaller of
its offsets in mid-January and mid-July of the current year), written UTC+8, UTC+5:30, UTC-3.
"""

import datetime
import json
import os
import zoneinfo

import phonenumbers
import pycountry
import tzdata

HERE = os.path.dirname(os.path.abspath(__file__))

# Territories for which phonenumbers knows no region code.
PHONE_FALLBACK = {
    "AQ": "+672",
    "BV": "+47",
    "HM": "+672",
    "TF": "+262",
    "UM": "+1",
    "PN": "+64",
    "GS": "+500",
}


def countries():
    out = []
    for c in sorted(pycountry.countries, key=lambda c: c.alpha_2):
        calling = phonenumbers.country_code_for_region(c.alpha_2)
        phone = f"+{calling}" if calling else PHONE_FALLBACK.get(c.alpha_2)
        if phone is None:
            raise SystemExit(f"no phone code for {c.alpha_2}")
        out.append(
            {
                "code": c.alpha_2,
                "value": int(c.numeric),
                "label": c.name,
                "alpha2Code": c.alpha_2,
                "alpha3Code": c.alpha_3,
                "numericCode": int(c.numeric),
                "phoneCode": phone,
            }
        )
    return out


def zone_ids():
    path = os.path.join(os.path.dirname(tzdata.__file__), "zoneinfo", "zone.tab")
    ids = {"UTC"}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            ids.add(line.split("\t")[2].strip())
    return sorted(ids)


def fnv1a31(text):
    h = 0x811C9DC5
    for b in text.encode("utf-8"):
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h & 0x7FFFFFFF


def standard_offset(zone, year):
    tz = zoneinfo.ZoneInfo(zone)
    offsets = [
        datetime.datetime(year, month, 15, 12, tzinfo=tz).utcoffset()
        for month in (1, 7)
    ]
    return min(offsets)


def format_offset(delta):
    minutes = int(delta.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{rest:02d}" if rest else "")


def timezones():
    year = datetime.date.today().year
    out = []
    seen = set()
    for zone in zone_ids():
        value = fnv1a31(zone)
        if value in seen:
            raise SystemExit(f"hash collision at {zone}")
        seen.add(value)
        out.append(
            {
                "code": zone,
                "value": value,
                "label": zone,
                "zoneIdCode": zone,
                "utcOffset": format_offset(standard_offset(zone, year)),
            }
        )
    return out


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(rows, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{name}: {len(rows)} entries")


if __name__ == "__main__":
    write("countries.json", countries())
    write("timezones.json", timezones())
