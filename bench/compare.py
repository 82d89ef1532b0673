#!/usr/bin/env python3
"""Compares keyplate with its peers, from one run of keyplate_bench, and checks the targets.

  compare.py RUN.json                  tables per key shape and PASS/MISS per target
  compare.py --check-allocs RUN.json   the same; exits 1 if keyplate breaks an allocation promise
  compare.py --callgrind BINARY        instructions per operation under callgrind (deterministic)

RUN.json comes from `keyplate_bench --benchmark_out=RUN.json --benchmark_out_format=json`; with
--benchmark_repetitions the medians are used. Ratios are keyplate's time over the contender's,
from the same run: below 1 means keyplate is faster. Python 3 standard library only.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict

SHAPE_ORDER = ["K1", "K2", "K3pk", "K3sk", "K4", "SI"]
ALL = ["K1", "K2", "K3pk", "K3sk", "K4"]  # the key shapes (SI is an item of the schema layer)
ENCODE_OPS = ["encode_to", "encode"]  # keyplate's operations compared with the encoding rows
DECODE_OPS = ["decode", "decode_view"]
ITEM_OPS = ["item"]  # Entity::item, compared with the hand-wired item and the key encodes
TO_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}

# Timing targets: time(keyplate OP) / time(PEER) must be <= LIMIT (< LIMIT when strict).
TIMING_TARGETS = (
    [(s, "encode_to", "encode_to/hand_tuned", 1.25, False, "<= 1.25x hand-tuned") for s in ALL]
    + [(s, "encode_to", "encode_to/fmt_format_to_compile", 1.0, True,
        "faster than fmt::format_to(char*, FMT_COMPILE)") for s in ["K1", "K2", "K3sk", "K4"]]
    + [("K3pk", "encode_to", "encode_to/fmt_format_to_compile", 1.0, False,
        "no slower than fmt::format_to(char*, FMT_COMPILE)")]
    + [(s, "encode", "encode/fmt_format_compile", 1 / 2.5, False,
        ">= 2.5x faster than fmt::format(FMT_COMPILE)") for s in ["K2", "K3sk", "K4"]]
    + [("K3pk", "encode", "encode/fmt_format_compile", 1 / 1.5, False,
        ">= 1.5x faster than fmt::format(FMT_COMPILE)")]
    + [(s, "decode", "decode/hand_tuned", 1.25, False, "<= 1.25x hand-tuned decoder")
       for s in ALL]
    + [("K2", "decode", "decode/split_views", 1.0, False, "no slower than split_views")]
    + [("K4", "decode_view", "decode/split_strings", 0.25, False,
        ">= 4x faster than split + unescape into std::string")]
    + [("SI", "item", "item/hand_wired", 1.1, False, "<= 1.1x the item wired by hand")])

# Entity::item: at most 1.3x the sum of its key encodes plus one allocation per attribute
# (SI/floor/allocations: nine 20-byte strings).
ITEM_BOUND = ("SI", 1.3, "keys/keyplate", "floor/allocations")

# Allocation promises: keyplate's OP allocates exactly this many times per operation.
ALLOC_PROMISES = (
    [(s, "encode_to", 0) for s in ALL] + [(s, "encode", 1) for s in ALL]
    + [(s, "decode", 0) for s in ["K1", "K2", "K3pk", "K3sk"]]
    + [(s, "decode_view", 0) for s in ALL]
    # Entity::item: the attribute vector and the five keys (the fields' texts are short).
    + [("SI", "item", 6)])


def split_name(name):
    """'K2/encode_to/keyplate' -> ('K2', 'encode_to', 'keyplate')."""
    parts = name.split("/")
    return tuple(parts) if len(parts) == 3 else None


def load_run(path, metric):
    """Per benchmark name: {'value': ns, 'allocs': float or None, 'error': str or None}."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    medians, runs, errors = {}, defaultdict(list), {}
    for b in data.get("benchmarks", []):
        name = b.get("run_name", b["name"])
        if b.get("error_occurred"):
            errors[name] = b.get("error_message", "error")
            continue
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                medians[name] = b
        else:
            runs[name].append(b)
    results = {}
    for name in set(medians) | set(runs) | set(errors):
        entries = [medians[name]] if name in medians else runs.get(name, [])
        if not entries:
            results[name] = {"value": None, "allocs": None, "error": errors.get(name)}
            continue
        values = [e[metric] * TO_NS[e.get("time_unit", "ns")] for e in entries]
        allocs = [e["allocs_per_op"] for e in entries if "allocs_per_op" in e]
        results[name] = {"value": statistics.median(values),
                         "allocs": statistics.median(allocs) if allocs else None,
                         "error": None}
    return data.get("context", {}), results


def shapes_of(results, context):
    found = {split_name(n)[0] for n in results if split_name(n)}
    ordered = [s for s in SHAPE_ORDER if s in found] + sorted(found - set(SHAPE_ORDER))
    return [(s, context.get("shape:" + s, "")) for s in ordered]


def fmt_num(x, digits=2):
    return "-" if x is None else f"{x:.{digits}f}"


def print_tables(results, context, unit, with_allocs):
    order = ENCODE_OPS + ITEM_OPS + ["keys", "floor"] + DECODE_OPS
    for shape, description in shapes_of(results, context):
        print(f"\n== {shape}  {description}")
        names = [n for n in results if split_name(n) and split_name(n)[0] == shape]
        names.sort(key=lambda n: (order.index(split_name(n)[1]) if split_name(n)[1] in order
                                  else len(order), split_name(n)[2] != "keyplate", n))
        for ops, section in ((ENCODE_OPS, ENCODE_OPS + ["floor"]), (DECODE_OPS, DECODE_OPS),
                             (ITEM_OPS, ITEM_OPS + ["keys", "floor"])):
            rows = [n for n in names if split_name(n)[1] in section]
            mine = {op: results.get(f"{shape}/{op}/keyplate", {}).get("value") for op in ops}
            if not rows or not any(f"{shape}/{op}/keyplate" in results for op in ops):
                continue
            header = f"  {'contender':<38}{unit:>10}"
            header += f"{'allocs/op':>11}" if with_allocs else ""
            print(header + "".join(f"{'kp ' + op + '/x':>17}" for op in ops))
            for n in rows:
                r = results[n]
                if r["error"]:
                    print(f"  {n:<38}  ERROR: {r['error']}")
                    continue
                line = f"  {n:<38}{fmt_num(r['value'], 1):>10}"
                line += f"{fmt_num(r['allocs']):>11}" if with_allocs else ""
                for op in ops:
                    ratio = mine[op] / r["value"] if mine[op] and r["value"] else None
                    line += f"{fmt_num(ratio):>17}"
                print(line)


def check_targets(results, label):
    print(f"\n== Targets ({label}; ratio = keyplate / peer)")
    present = {split_name(n)[0] for n in results if split_name(n)}
    for shape, op, peer, limit, strict, text in TIMING_TARGETS:
        if shape not in present:
            continue
        mine = results.get(f"{shape}/{op}/keyplate")
        theirs = results.get(f"{shape}/{peer}")
        what = f"{shape:<5} {op:<12} {text}"
        if not mine or not theirs or mine["value"] is None or theirs["value"] is None:
            print(f"SKIP  {what}  (not in this run)")
            continue
        ratio = mine["value"] / theirs["value"]
        ok = ratio < limit if strict else ratio <= limit
        bound = ("< " if strict else "<= ") + f"{limit:.2f}x"
        print(f"{'PASS' if ok else 'MISS'}  {what:<78} {ratio:6.3f}x  (needs {bound})")
    print_item_bound(results, present)


def item_bound(results):
    """Entity::item over its bound (1.3x its key encodes + one allocation per attribute)."""
    shape, factor, keys, allocations = ITEM_BOUND
    values = [results.get(f"{shape}/{n}", {}).get("value")
              for n in ("item/keyplate", keys, allocations)]
    if None in values:
        return None
    item, k, a = values
    return item / (factor * k + a)


def print_item_bound(results, present):
    if ITEM_BOUND[0] not in present:
        return
    what = f"{'SI':<5} {'item':<12} <= 1.3x the sum of its key encodes + one allocation per attribute"
    ratio = item_bound(results)
    if ratio is None:
        print(f"SKIP  {what}  (not in this run)")
        return
    print(f"{'PASS' if ratio <= 1 else 'MISS'}  {what:<78} {ratio:6.3f}x  (of the bound; needs "
          "<= 1.00x)")


def check_allocs(results, strict):
    """Prints every promise; returns how many are broken (missing ones too, when `strict`)."""
    print("\n== Allocation promises (allocations per operation)")
    broken = 0
    for shape, op, expected in ALLOC_PROMISES:
        r = results.get(f"{shape}/{op}/keyplate")
        what = f"{shape:<5} {op:<12} keyplate allocates {expected}"
        if r and r["error"]:
            print(f"FAIL  {what}  ({r['error']})")
            broken += 1
            continue
        if r is None or r["allocs"] is None:
            print(f"{'FAIL' if strict else 'SKIP'}  {what}  (not in this run)")
            broken += strict
            continue
        ok = abs(r["allocs"] - expected) < 1e-6
        broken += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {what:<78} got {r['allocs']:.3f}")
    return broken


def callgrind_counts(binary, name, iterations):
    """Instructions executed by `binary name iterations` under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", "-q", f"--callgrind-out-file={out}",
                              binary, name, str(iterations)], capture_output=True, text=True)
        if run.returncode != 0:
            raise RuntimeError(f"{name}: {run.stderr.strip()}")
        with open(out, encoding="utf-8") as f:
            for line in f:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1])
    raise RuntimeError(f"{name}: no instruction count in the callgrind output")


def run_callgrind(binary, pattern, iterations):
    if os.path.basename(binary) == "keyplate_bench":
        binary = os.path.join(os.path.dirname(binary) or ".", "keyplate_bench_callgrind")
    names = subprocess.run([binary, "--list"], capture_output=True, text=True,
                           check=True).stdout.split()
    shapes = subprocess.run([binary, "--shapes"], capture_output=True, text=True,
                            check=True).stdout.splitlines()
    context = {"shape:" + line.split("\t")[0]: line.split("\t", 1)[-1] for line in shapes}
    results = {}
    for name in names:
        if pattern and not re.search(pattern, name):
            continue
        try:
            full = callgrind_counts(binary, name, iterations)
            base = callgrind_counts(binary, name, 0)
            results[name] = {"value": (full - base) / iterations, "allocs": None, "error": None}
        except RuntimeError as e:
            results[name] = {"value": None, "allocs": None, "error": str(e)}
        print(f"  {name}: {fmt_num(results[name]['value'], 1)} instructions/op",
              file=sys.stderr)
    return context, results


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", nargs="?", help="Google Benchmark JSON output of keyplate_bench")
    parser.add_argument("--check-allocs", action="store_true",
                        help="exit 1 if an allocation promise is broken (never on timings)")
    parser.add_argument("--metric", default="cpu_time", choices=["cpu_time", "real_time"])
    parser.add_argument("--callgrind", metavar="BINARY",
                        help="keyplate_bench_callgrind (or keyplate_bench beside it)")
    parser.add_argument("--filter", default="", help="regex of contenders for --callgrind")
    parser.add_argument("--iterations", type=int, default=2048,
                        help="operations per callgrind run (default 2048)")
    args = parser.parse_args()

    if args.callgrind:
        context, results = run_callgrind(args.callgrind, args.filter, args.iterations)
        print(f"Instructions per operation under callgrind ({args.iterations} operations minus "
              "a run of 0; deterministic)")
        print_tables(results, context, "instr/op", with_allocs=False)
        check_targets(results, "by instructions, not time")
        return 0
    if not args.json:
        parser.error("give a JSON file, or --callgrind BINARY")

    context, results = load_run(args.json, args.metric)
    print(f"keyplate_bench run of {context.get('date', '?')} on {context.get('host_name', '?')}: "
          f"{context.get('num_cpus', '?')} CPUs, load average "
          f"{context.get('load_avg', '?')}, library built as "
          f"{context.get('library_build_type', '?')}; hand-tuned parity check: "
          f"{context.get('hand_tuned_parity', '?')}")
    print(f"Times: {args.metric} in ns per operation (median of repetitions when present). "
          "Columns 'kp OP/x': keyplate's OP time / this row's time (below 1: keyplate faster).")
    print_tables(results, context, "ns/op", with_allocs=True)
    check_targets(results, f"by {args.metric}")
    broken = check_allocs(results, args.check_allocs)
    for name, r in sorted(results.items()):
        if r["error"] and not name.endswith("/keyplate"):
            print(f"WARNING  {name}: {r['error']}")
    if args.check_allocs and broken:
        print(f"\n{broken} allocation promise(s) broken")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
