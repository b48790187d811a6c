#!/usr/bin/env python3
"""Fail when a public symbol lacks a summary or a code example.

Usage: python3 .ci/check-doc-coverage.py .build/docs/LayerGeometry.doccarchive

Reads documentation-coverage.json, which `.ci/build-docs.sh` asks docc to write
(--experimental-documentation-coverage). DocC itself does not flag undocumented public
symbols, even with --analyze; this closes that gap. Protocol witnesses (==, hash(into:),
description, Codable, ...) need a summary but no example.
"""
import collections
import json
import pathlib
import sys

WITNESSES = {
    "==(_:_:)", "!=(_:_:)", "<(_:_:)", "hash(into:)", "hashValue",
    "description", "debugDescription", "init(from:)", "encode(to:)",
}


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    coverage = pathlib.Path(sys.argv[1]) / "documentation-coverage.json"
    if not coverage.is_file():
        print(f"error: {coverage} not found; run .ci/build-docs.sh first", file=sys.stderr)
        return 2
    entries = json.loads(coverage.read_text())

    checked = 0
    problems = collections.defaultdict(list)
    for entry in entries:
        kind = entry["kind"]["name"]
        if not entry["kind"]["isSymbol"] or kind.startswith("Extended") or kind == "Module":
            continue
        checked += 1
        path = entry["referencePath"].split("/documentation/", 1)[-1]
        if not entry["hasAbstract"]:
            problems["no summary"].append(path)
        elif not entry["hasCodeListing"] and entry["title"] not in WITNESSES:
            problems["no code example"].append(path)

    for reason in sorted(problems):
        for path in sorted(problems[reason]):
            print(f"{reason + ':':<17}{path}")
    if problems:
        counts = ", ".join(f"{k}: {len(v)}" for k, v in sorted(problems.items()))
        print(f"error: {counts} (of {checked} public symbols checked)")
        return 1
    print(f"all {checked} public symbols have a summary and an example")
    return 0


if __name__ == "__main__":
    sys.exit(main())
