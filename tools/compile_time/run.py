#!/usr/bin/env python3
"""Measures keyplate's compile-time cost (see README.md).

--suite layouts (the default): keyplate against {fmt} + hand parsing. Generates the translation
units with generate.py, compiles each one --runs times per compiler (`<cxx> -std=c++20 -O2 -c`)
and prints the median wall times, the ratio keyplate/fmt and what <keyplate/core.hpp> and
<keyplate/keyplate.hpp> cost to include over <string>.

--suite include: only the four header TUs (<string>, core.hpp, keyplate.hpp, <fmt/compile.h>),
7 runs by default, and whether the include-cost goal holds: over <string>, core.hpp at most
0.5x and keyplate.hpp at most 1.25x of what <fmt/compile.h> adds (CPU medians; --check makes a
missed goal exit 1). With --callgrind it also counts each TU's instructions once under
valgrind's callgrind, which the machine's load does not change.

--suite schema: a schema of --entities entities on three indexes against the same keys as plain
kp::key types (generate_schema.py), at -O0 and -O2: the ratio, and what the checks across
entities (the pairwise primary-key proof) and the schema's reads cost.

--profile adds where the time of the keyplate TU goes: clang's -ftime-trace (top template
instantiations by self time) or GCC's -ftime-report (top phases).
"""

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import generate
import generate_schema

HERE = Path(__file__).resolve().parent
DEFAULT_INCLUDE = HERE.parent.parent / "include"
INCLUDE_ORDER = ["include_string", "include_core", "include_keyplate", "include_fmt"]
ORDER = [*INCLUDE_ORDER, "fmt_layouts", "keyplate_layouts"]
# The include-cost goal: what each header adds to a TU holding only <string>, at most this
# times what <fmt/compile.h> adds.
GOAL = {"include_core": 0.5, "include_keyplate": 1.25}
HEADER_NAMES = {"include_core": "core.hpp", "include_keyplate": "keyplate.hpp"}
SCHEMA_ORDER = ["include_schema", "schema_keys", "schema_unpaired", "schema_checked",
                "schema_entities"]


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compile_once(cxx, flags, src, obj):
    """(wall seconds, CPU seconds, stderr) of one compile."""
    cmd = [cxx, *flags, "-c", str(src), "-o", str(obj)]
    cpu = cpu_seconds()
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"compile failed: {' '.join(cmd)}\n{done.stderr}")
    return elapsed, cpu_seconds() - cpu, done.stderr


def load():
    return "load average %.2f %.2f %.2f" % os.getloadavg()


def measure(cxx, flags, files, runs, work, order=ORDER):
    """{tu name: [(wall, cpu) per run]}; runs interleave the TUs so load changes hit all alike."""
    times = defaultdict(list)
    for _ in range(runs):
        for name in order:
            wall, cpu, _ = compile_once(cxx, flags, files[name], work / f"{name}.o")
            times[name].append((wall, cpu))
    return times


def print_medians(title, order, times):
    """Prints each TU's median wall and CPU seconds; returns {tu: [wall, cpu]}."""
    print(f"\n{title}: median of {len(times[order[0]])} run(s), seconds (CPU = user + system)")
    print(f"  {'TU':18} {'wall':>7} {'CPU':>7}   wall per run")
    med = {}
    for name in order:
        med[name] = [statistics.median(t[i] for t in times[name]) for i in (0, 1)]
        runs = " ".join(f"{t[0]:.2f}" for t in times[name])
        print(f"  {name:18} {med[name][0]:7.2f} {med[name][1]:7.2f}   ({runs})")
    return med


def include_costs(m):
    """What each header TU adds over <string> (seconds), and the keyplate ones as ratios of
    <fmt/compile.h>'s: ({tu: seconds}, {tu: ratio})."""
    extra = {name: m[name] - m["include_string"] for name in INCLUDE_ORDER[1:]}
    return extra, {name: extra[name] / extra["include_fmt"] for name in GOAL}


def print_include_costs(m):
    extra, ratio = include_costs(m)
    print("        over <string>: " + ", ".join(
        f"{HEADER_NAMES[name]} +{extra[name]:.2f} s ({ratio[name]:.2f}x)" for name in GOAL)
          + f", <fmt/compile.h> +{extra['include_fmt']:.2f} s")


def print_table(cxx, times):
    med = print_medians(cxx, ORDER, times)
    for i, what in enumerate(["wall", "CPU"]):
        m = {name: v[i] for name, v in med.items()}
        print(f"  {what:4}: keyplate/fmt layouts TU {m['keyplate_layouts'] / m['fmt_layouts']:.2f}x"
              f"; layouts minus their headers: keyplate"
              f" {m['keyplate_layouts'] - m['include_keyplate']:.2f} s,"
              f" fmt {m['fmt_layouts'] - m['include_fmt']:.2f} s")
        print_include_costs(m)


def count_instructions(cxx, flags, src, work):
    """Instructions of one compile under callgrind, summed over the driver and its children."""
    out = work / "callgrind"
    out.mkdir(exist_ok=True)
    for old in out.glob("*.out"):
        old.unlink()
    cmd = ["valgrind", "--tool=callgrind", "--trace-children=yes",
           f"--callgrind-out-file={out}/%p.out", cxx, *flags, "-c", str(src), "-o",
           str(work / "callgrind.o")]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"callgrind failed: {' '.join(cmd)}\n{done.stderr[-2000:]}")
    return sum(int(line.split()[1]) for f in out.glob("*.out")
               for line in f.read_text().splitlines() if line.startswith("summary:"))


def print_include_instructions(cxx, flags, files, work):
    counts = {name: count_instructions(cxx, flags, files[name], work) for name in INCLUDE_ORDER}
    print("  instructions (callgrind, one compile each): " + ", ".join(
        f"{name[8:]} {counts[name] / 1e9:.2f} G" for name in INCLUDE_ORDER))
    extra, ratio = include_costs(counts)
    print("        over <string>: " + ", ".join(
        f"{HEADER_NAMES[name]} +{extra[name] / 1e9:.2f} G ({ratio[name]:.2f}x)" for name in GOAL)
          + f", <fmt/compile.h> +{extra['include_fmt'] / 1e9:.2f} G")


def print_include_table(cxx, times):
    """Prints the include costs and whether the goal holds; returns the goals missed."""
    med = print_medians(cxx, INCLUDE_ORDER, times)
    for i, what in enumerate(["wall", "CPU"]):
        print(f"  {what}:")
        print_include_costs({name: v[i] for name, v in med.items()})
    _, ratio = include_costs({name: v[1] for name, v in med.items()})
    missed = []
    for name, limit in GOAL.items():
        held = ratio[name] <= limit
        print(f"  goal (CPU): {HEADER_NAMES[name]} {ratio[name]:.2f}x of <fmt/compile.h>,"
              f" at most {limit:.2f}x: {'holds' if held else 'MISSED'}")
        if not held:
            missed.append(f"{cxx}: {HEADER_NAMES[name]} {ratio[name]:.2f}x > {limit:.2f}x")
    return missed


def print_schema_table(cxx, flags, times):
    med = print_medians(f"{cxx} {' '.join(flags)}", SCHEMA_ORDER, times)
    for i, what in enumerate(["wall", "CPU"]):
        m = {name: v[i] for name, v in med.items()}
        headers = m["include_schema"]
        print(f"  {what:4}: schema/keys {m['schema_entities'] / m['schema_keys']:.2f}x"
              f" (entities without the schema {m['schema_unpaired'] / m['schema_keys']:.2f}x,"
              f" with its checks {m['schema_checked'] / m['schema_keys']:.2f}x);"
              f" minus the headers ({headers:.2f} s):"
              f" {(m['schema_entities'] - headers) / (m['schema_keys'] - headers):.2f}x")
        print(f"        the schema's checks (the pairwise proof among them)"
              f" +{m['schema_checked'] - m['schema_unpaired']:.2f} s"
              f" ({(m['schema_checked'] - m['schema_unpaired']) / m['schema_entities']:.0%} of the"
              f" schema TU); identify and table_definition"
              f" +{m['schema_entities'] - m['schema_checked']:.2f} s")


# ---- profiles ------------------------------------------------------------------------------


def short_name(detail):
    """Groups instantiations by entity: drops template arguments and function parameters."""
    out, depth = [], 0
    for ch in detail:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth = max(depth - 1, 0)
        elif depth == 0:
            out.append(ch)
    return "".join(out).strip()


def demangle(names):
    """Demangled names (c++filt when available, else the names unchanged)."""
    try:
        done = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True, text=True)
        out = done.stdout.splitlines()
        return out if done.returncode == 0 and len(out) == len(names) else names
    except OSError:
        return names


INSTANTIATE = ("InstantiateClass", "InstantiateFunction")


def summarize_time_trace(path, top):
    events = [e for e in json.loads(path.read_text())["traceEvents"] if e.get("ph") == "X"]
    totals = {e["name"][6:]: e["dur"] / 1e6 for e in events if e["name"].startswith("Total ")}
    print("  clang -ftime-trace totals (s): " + ", ".join(
        f"{k} {totals[k]:.2f}" for k in ["ExecuteCompiler", "Frontend", "Source", "ParseClass",
                                          "InstantiateClass", "InstantiateFunction", "Backend",
                                          "Optimizer", "CodeGenPasses"] if k in totals))
    main_tid = next(e["tid"] for e in events if e["name"] == "ExecuteCompiler")
    spans = sorted((e for e in events if e["tid"] == main_tid and e["name"] != "ExecuteCompiler"),
                   key=lambda e: (e["ts"], -e["dur"]))
    # Self time (minus directly nested events) and inclusive time (outermost event per key only,
    # so recursion is not counted twice) per instantiated entity, template arguments dropped.
    self_time, inclusive, count = defaultdict(float), defaultdict(float), defaultdict(int)
    by_namespace = defaultdict(float)
    stack = []  # [event, key, self seconds]
    for e in spans:
        while stack and stack[-1][0]["ts"] + stack[-1][0]["dur"] <= e["ts"]:
            _, key, secs = stack.pop()
            if key:
                self_time[key] += secs
        if stack:
            stack[-1][2] -= e["dur"] / 1e6
        key = None
        if e["name"] in INSTANTIATE:
            key = (e["name"], short_name(e.get("args", {}).get("detail", "")))
            count[key] += 1
            if all(k != key for _, k, _ in stack):
                inclusive[key] += e["dur"] / 1e6
        stack.append([e, key, e["dur"] / 1e6])
    for _, key, secs in stack:
        if key:
            self_time[key] += secs
    for (kind, name), secs in self_time.items():
        by_namespace[(kind, name.split("::")[0] or name)] += secs
    print("  instantiation self time by namespace (s):  " + ", ".join(
        f"{kind[11:]} {ns} {secs:.2f}" for (kind, ns), secs in
        sorted(by_namespace.items(), key=lambda kv: -kv[1])[:6]))
    for title, table in (("self", self_time), ("inclusive", inclusive)):
        print(f"  top {top} instantiations by {title} time (s, count):")
        for (kind, name), secs in sorted(table.items(), key=lambda kv: -kv[1])[:top]:
            print(f"    {secs:6.2f} {count[(kind, name)]:5}  {kind[11:]:8} {name[:100]}")
    # Optimizer: the inliner pipeline runs once per call-graph SCC (usually one function);
    # group its time by the SCC's first function, named like the instantiations.
    opt = [e for e in spans if e["name"] == "DevirtSCCRepeatedPass"]
    opt_names = [e.get("args", {}).get("detail", "").strip("()").split(", ")[0] for e in opt]
    opt_time = defaultdict(float)
    opt_count = defaultdict(int)
    for e, name in zip(opt, demangle(opt_names)):
        name = re.sub(r"\blayout_[0-9]+\b", "layout_N", short_name(name))
        opt_time[name] += e["dur"] / 1e6
        opt_count[name] += 1
    print(f"  top {top} functions by optimizer (inliner pipeline) time (s, count):")
    for name, secs in sorted(opt_time.items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {secs:6.2f} {opt_count[name]:5}  {name[:100]}")


REPORT_LINE = re.compile(r"^\s*(.+?)\s*:\s*[\d.]+\s*\(\s*\d+%\)\s*[\d.]+\s*\(\s*\d+%\)\s*"
                         r"([\d.]+)\s*\(\s*(\d+)%\)")


def summarize_time_report(stderr, top):
    rows = [(float(m.group(2)), int(m.group(3)), m.group(1))
            for m in map(REPORT_LINE.match, stderr.splitlines()) if m]
    print("  g++ -ftime-report: phases (wall s, %):")
    for wall, pct, name in rows:
        if name.startswith("phase "):
            print(f"    {wall:6.2f} {pct:3}%  {name}")
    print(f"  top {top} items (wall s, %):")
    items = sorted((r for r in rows if not r[2].startswith("phase ") and r[2] != "TOTAL"),
                   key=lambda r: -r[0])
    for wall, pct, name in items[:top]:
        print(f"    {wall:6.2f} {pct:3}%  {name}")


def profile(cxx, flags, files, work, top, tu="keyplate_layouts"):
    src = files[tu]
    print(f"\n{cxx}: profile of {tu}.cpp")
    if "clang" in Path(cxx).name:
        obj = work / "trace.o"
        compile_once(cxx, [*flags, "-ftime-trace", "-ftime-trace-granularity=100"], src, obj)
        summarize_time_trace(obj.with_suffix(".json"), top)
    else:
        _, _, stderr = compile_once(cxx, [*flags, "-ftime-report"], src, work / "report.o")
        summarize_time_report(stderr, top)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compilers", nargs="+", default=["g++"],
                        help="compilers to measure (default: g++), e.g. g++ clang++-16")
    parser.add_argument("--runs", type=int,
                        help="compiles per TU (default 3; --suite include: 7)")
    parser.add_argument("--suite", choices=["layouts", "include", "schema"], default="layouts",
                        help="keyplate against {fmt} (default), the headers alone, or a schema"
                             " against plain keys")
    parser.add_argument("--callgrind", action="store_true",
                        help="--suite include: also count instructions under callgrind")
    parser.add_argument("--check", action="store_true",
                        help="--suite include: exit 1 when the include-cost goal is missed")
    parser.add_argument("--layouts", type=int, default=50)
    parser.add_argument("--entities", type=int, default=20, help="--suite schema: entities")
    parser.add_argument("--opt", nargs="+",
                        help="optimisation flags, one run each, e.g. --opt=-O1 (default: -O2; schema: -O0 -O2)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--include", type=Path, default=DEFAULT_INCLUDE,
                        help="keyplate's include directory")
    parser.add_argument("--flags", default="", help="extra compiler flags, one string")
    parser.add_argument("--work-dir", type=Path,
                        help="where to write the TUs and objects (default: a temporary dir)")
    parser.add_argument("--profile", action="store_true",
                        help="also profile the keyplate TU (-ftime-trace / -ftime-report)")
    parser.add_argument("--top", type=int, default=15, help="profile rows to show")
    args = parser.parse_args()
    schema = args.suite == "schema"
    opts = args.opt or (["-O0", "-O2"] if schema else ["-O2"])
    runs = args.runs or (7 if args.suite == "include" else 3)
    missed = []

    with tempfile.TemporaryDirectory(prefix="keyplate-compile-time-") as tmp:
        work = args.work_dir or Path(tmp)
        if schema:
            files = generate_schema.generate(work, args.entities, args.seed)
            print(f"{args.entities} entities on 3 indexes (seed {args.seed})")
        else:
            files = generate.generate(work, args.layouts, args.seed)
            print(f"{args.layouts} layouts (seed {args.seed})")
        print(f"before: {load()}")
        for opt in opts:
            flags = ["-std=c++20", opt, f"-I{args.include}", *args.flags.split()]
            print(f"flags: {' '.join(flags)}")
            for cxx in args.compilers:
                if schema:
                    print_schema_table(cxx, [opt], measure(cxx, flags, files, runs, work,
                                                           SCHEMA_ORDER))
                elif args.suite == "include":
                    missed += [f"{m} ({opt})" for m in print_include_table(
                        cxx, measure(cxx, flags, files, runs, work, INCLUDE_ORDER))]
                    if args.callgrind:
                        print_include_instructions(cxx, flags, files, work)
                else:
                    print_table(cxx, measure(cxx, flags, files, runs, work))
                print(f"  after {cxx}: {load()}")
            if args.profile:
                for cxx in args.compilers:
                    profile(cxx, flags, files, work, args.top,
                            "schema_entities" if schema else "keyplate_layouts")
    if missed:
        print("\ninclude-cost goal missed: " + "; ".join(missed))
        if args.check:
            sys.exit(1)


if __name__ == "__main__":
    main()
