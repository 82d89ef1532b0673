#!/usr/bin/env python3
"""Instructions per operation of keyplate and the hand-tuned code, under four compiler settings.

  callgrind_matrix.py [--builds LABEL=DIR ...] [--filter REGEX] [--iterations N] [--check]

Runs `keyplate_bench_callgrind` of each build under valgrind's callgrind (see compare.py
--callgrind) for every keyplate and hand-tuned contender, and prints one Markdown table: a row
per shape and operation, a column per build, then the ratios the performance targets are about:
each -O2 build against g++ -O3, and keyplate against the hand-tuned code of the same build.
The default builds are the bench-gcc-o2, bench-gcc-o3, bench-clang-o2 and bench-clang-o3
presets (`cmake --preset bench-gcc-o2 && cmake --build --preset bench-gcc-o2`, and so on).
--check exits 1 when a target is missed: every -O2 row within 1.1x of g++ -O3 and of the
hand-tuned code of the same build, and K3sk and K4 at or below hand-tuned.
A third table gives a Query page of 1,000 orders read to typed values (shape SP: keyplate's
simdjson reader, to typed values and to `ddb::item`s, simdjson's own pass and the nlohmann
DOM path), per item; --check needs the typed page within 3x of simdjson's pass.
A second table does the same for `Entity::item` (shape SI): keyplate's item, the item wired by
hand, the sum of its key encodes, nine allocations and a copy of the finished item, the put and
its PutItem body as text (keyplate's writer, into a new string and into a reused buffer, and
nlohmann's DOM); --check also needs the item within 1.3x of its key encodes plus one allocation
per attribute, within 1.1x of the hand-wired item, and the body as text within 1.5x of the
item, in every build.
Python 3 standard library only.
"""

import argparse
import os
import re
import sys

import compare

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_BUILDS = [
    ("g++ -O2", "build/bench-gcc-o2"),
    ("g++ -O3", "build/bench-gcc-o3"),
    ("clang -O2", "build/bench-clang-o2"),
    ("clang -O3", "build/bench-clang-o3"),
]
OPERATIONS = ["encode_to", "encode", "decode", "decode_view"]
# The operation of the hand-tuned code a keyplate operation is held against.
HAND_TUNED = {"encode_to": "encode_to", "decode": "decode", "decode_view": "decode"}
AT_OR_BELOW_HAND_TUNED = {"K3sk", "K4"}
LIMIT = 1.1
# Entity::item against (contender, limit): the sum of its key encodes, the hand-wired item.
ITEM_ROWS = ["SI/item/keyplate", "SI/item/hand_wired", "SI/keys/keyplate",
             "SI/floor/allocations", "SI/floor/copy", "SI/put/keyplate", "SI/put_text/keyplate",
             "SI/put_text_into/keyplate", "SI/put_text/nlohmann"]
ITEM_LIMITS = [("SI/item/hand_wired", 1.1)]
# The PutItem body as text (the put and its text, `ddb::to_json_text(Order::put(v), "shop")`)
# against `Entity::item` alone: DESIGN.md section 9's target.
TEXT_LIMIT = 1.5
# A Query page of 1,000 SI orders read to typed values (shape SP, one operation per page; built
# when CMake finds simdjson) against simdjson's own on-demand pass touching every attribute
# string: DESIGN.md section 9's target.
PAGE_ROWS = ["SP/page/keyplate", "SP/page_items/keyplate", "SP/page/simdjson", "SP/page/nlohmann"]
PAGE_ITEMS = 1000
PAGE_LIMIT = 3.0


def counts(build, pattern, iterations):
    binary = os.path.join(build, "bench", "keyplate_bench_callgrind")
    if not os.path.exists(binary):
        sys.exit(f"error: {binary} not found; build it with the bench presets (see --help)")
    _, results = compare.run_callgrind(binary, pattern, iterations)
    return {name: r["value"] for name, r in results.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--builds", nargs="*", metavar="LABEL=DIR",
                        help="builds to compare (default: the four bench presets)")
    parser.add_argument("--filter", default="", help="regex of shapes, e.g. '^K4/'")
    parser.add_argument("--iterations", type=int, default=2048)
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args()
    builds = DEFAULT_BUILDS
    if args.builds:
        builds = [tuple(b.split("=", 1)) for b in args.builds]
    pattern = "(" + args.filter + ").*/(keyplate|hand_tuned)$|^S[IP]/" if args.filter else \
        "/(keyplate|hand_tuned)$|^S[IP]/"

    table = {}
    for label, build in builds:
        path = build if os.path.isabs(build) else os.path.join(ROOT, build)
        print(f"{label}: {path}", file=sys.stderr)
        table[label] = counts(path, pattern, args.iterations)

    labels = [label for label, _ in builds]
    reference = "g++ -O3" if "g++ -O3" in labels else None
    header = ["shape / op"] + labels + [f"hand-tuned {label}" for label in labels]
    rows, misses = [], []
    for shape in compare.SHAPE_ORDER:
        for op in OPERATIONS:
            name = f"{shape}/{op}/keyplate"
            if not any(name in table[label] for label in labels):
                continue
            hand = f"{shape}/{HAND_TUNED[op]}/hand_tuned" if op in HAND_TUNED else None
            cells = [f"{shape} {op}"]
            cells += [compare.fmt_num(table[label].get(name), 1) for label in labels]
            cells += [compare.fmt_num(table[label].get(hand), 1) if hand and op != "decode_view"
                      else "" for label in labels]
            rows.append(cells)
            for label in labels:
                mine = table[label].get(name)
                if mine is None:
                    misses.append(f"{name} ({label}): no count")
                    continue
                if reference and label.endswith("-O2") and table[reference].get(name):
                    ratio = mine / table[reference][name]
                    if ratio > LIMIT:
                        misses.append(f"{shape} {op} {label}: {ratio:.2f}x of g++ -O3")
                if hand and label.endswith("-O2") and table[label].get(hand):
                    ratio = mine / table[label][hand]
                    limit = 1.0 if shape in AT_OR_BELOW_HAND_TUNED and op != "decode_view" \
                        else LIMIT
                    if ratio > limit:
                        misses.append(f"{shape} {op} {label}: {ratio:.2f}x of hand-tuned "
                                      f"(target {limit}x)")

    print(f"Instructions per operation under callgrind ({args.iterations} operations minus a "
          "run of 0)\n")
    if rows:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for cells in rows:
            print("| " + " | ".join(cells) + " |")
        print()
    misses += item_table(table, labels)
    misses += page_table(table, labels)
    if misses:
        print(f"{len(misses)} target(s) missed:")
        for m in misses:
            print(f"- {m}")
    else:
        print("Every target met: -O2 within 1.1x of g++ -O3 and of hand-tuned; K3sk and K4 at "
              "or below hand-tuned.")
    return 1 if args.check and misses else 0


def item_table(table, labels):
    """Prints the Entity::item table; returns the missed targets."""
    if not any(ITEM_ROWS[0] in table[label] for label in labels):
        return []
    print("Entity::item (shape SI), instructions per operation\n")
    print("| contender | " + " | ".join(labels) + " |")
    print("|" + "---|" * (len(labels) + 1))
    for name in ITEM_ROWS:
        cells = [compare.fmt_num(table[label].get(name), 1) for label in labels]
        print(f"| {name} | " + " | ".join(cells) + " |")
    misses = []
    for peer, limit in ITEM_LIMITS:
        cells = []
        for label in labels:
            mine, theirs = table[label].get(ITEM_ROWS[0]), table[label].get(peer)
            ratio = mine / theirs if mine and theirs else None
            cells.append(compare.fmt_num(ratio))
            if ratio is None or ratio > limit:
                misses.append(f"SI item {label}: {compare.fmt_num(ratio)}x of {peer} "
                              f"(target {limit}x)")
        print(f"| item / {peer} | " + " | ".join(cells) + " |")
    cells = []
    for label in labels:
        ratio = compare.item_bound({n: {"value": v} for n, v in table[label].items()})
        cells.append(compare.fmt_num(ratio))
        if ratio is None or ratio > 1:
            misses.append(f"SI item {label}: {compare.fmt_num(ratio)}x of 1.3x keys + one "
                          "allocation per attribute")
    print("| item / (1.3 x keys + allocations) | " + " | ".join(cells) + " |")
    cells = []
    for label in labels:
        mine, keys = table[label].get(ITEM_ROWS[0]), table[label].get("SI/keys/keyplate")
        cells.append(compare.fmt_num(mine / keys if mine and keys else None))
    print("| item / keys (no allowance) | " + " | ".join(cells) + " |")
    for text in ("SI/put_text/keyplate", "SI/put_text_into/keyplate", "SI/put_text/nlohmann"):
        cells = []
        for label in labels:
            mine, item = table[label].get(text), table[label].get(ITEM_ROWS[0])
            ratio = mine / item if mine and item else None
            cells.append(compare.fmt_num(ratio))
            if text == "SI/put_text/keyplate" and (ratio is None or ratio > TEXT_LIMIT):
                misses.append(f"SI put_text {label}: {compare.fmt_num(ratio)}x of the item "
                              f"(target {TEXT_LIMIT}x)")
        print(f"| {text.split('/', 1)[1]} / item | " + " | ".join(cells) + " |")
    print()
    return misses


def page_table(table, labels):
    """Prints the page table (instructions per item); returns the missed targets."""
    if not any(PAGE_ROWS[0] in table[label] for label in labels):
        return []
    print(f"A Query page of {PAGE_ITEMS:,} orders read from its text (shape SP), instructions "
          "per item\n")
    print("| contender | " + " | ".join(labels) + " |")
    print("|" + "---|" * (len(labels) + 1))
    for name in PAGE_ROWS:
        cells = [compare.fmt_num(table[label][name] / PAGE_ITEMS if table[label].get(name)
                                 else None, 1) for label in labels]
        print(f"| {name} | " + " | ".join(cells) + " |")
    misses = []
    for name in (PAGE_ROWS[0], PAGE_ROWS[1], PAGE_ROWS[3]):
        cells = []
        for label in labels:
            mine, peer = table[label].get(name), table[label].get("SP/page/simdjson")
            ratio = mine / peer if mine and peer else None
            cells.append(compare.fmt_num(ratio))
            if name == PAGE_ROWS[0] and (ratio is None or ratio > PAGE_LIMIT):
                misses.append(f"SP page {label}: {compare.fmt_num(ratio)}x of simdjson's pass "
                              f"(target {PAGE_LIMIT}x)")
        print(f"| {name.split('/', 1)[1]} / simdjson's pass | " + " | ".join(cells) + " |")
    print()
    return misses


if __name__ == "__main__":
    sys.exit(main())
