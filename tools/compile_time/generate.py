#!/usr/bin/env python3
"""Generates the translation units of the compile-time comparison (see README.md).

  keyplate_layouts.cpp  N keyplate layouts; each is encoded, decoded and prefixed
  fmt_layouts.cpp       the same work with fmt::format_to(FMT_COMPILE(...)) and hand parsing
  include_string.cpp    only #include <string>
  include_core.cpp      only #include <keyplate/core.hpp> (the per-key layer without <chrono>)
  include_keyplate.cpp  only #include <keyplate/keyplate.hpp> (the umbrella: core.hpp and the
                        <chrono> codecs date and timestamp)
  include_fmt.cpp       only #include <fmt/compile.h> and <fmt/format.h>

Every layout gets a function taking runtime inputs, so nothing is constant-folded away.
"""

import argparse
import random
from pathlib import Path

WORDS = ["TENANT", "USER", "ORDER", "ITEM", "TASK", "PROJECT", "EVENT", "DEVICE", "INVOICE", "NOTE"]
NAMES = ["tenantId", "userId", "orderId", "line", "day", "at", "score", "deviceId", "kind", "seq"]

# Each codec: its keyplate type and the `inputs` member that feeds it (fmt_piece says how the
# fmt version writes it, fmt_parse how it reads it).
CODECS = {
    "string": lambda p: {"cpp": f"kp::string<{p}>", "input": "text", "max": p},
    "uint": lambda p: {"cpp": f"kp::uint<{p}>", "input": "number", "width": p},
    "int64": lambda p: {"cpp": "kp::int64", "input": "signed_number"},
    "ulid": lambda p: {"cpp": "kp::ulid", "input": "ulid"},
    "uuid": lambda p: {"cpp": "kp::uuid", "input": "uuid"},
    "date": lambda p: {"cpp": "kp::date", "input": "day"},
    "timestamp_s": lambda p: {"cpp": "kp::timestamp<>", "input": "second"},
    "timestamp_ms": lambda p: {"cpp": "kp::timestamp<std::chrono::milliseconds>", "input": "milli"},
}
PARAMS = {"string": [16, 32, 64, 255], "uint": [4, 6, 8, 10, 12, 20]}
# How often each codec is drawn: text and ids are the common fields of real keys.
WEIGHTS = {"string": 6, "uint": 4, "int64": 2, "ulid": 4, "uuid": 2, "date": 2,
           "timestamp_s": 1, "timestamp_ms": 1}


def make_layouts(count, seed):
    """A list of layouts; each is a list of components: ("lit", text) or ("field", name, codec)."""
    rng = random.Random(seed)
    layouts = []
    for i in range(count):
        parts = [("lit", f"{rng.choice(WORDS)}{i}")]
        for j in range(rng.randint(1, 4)):
            if j > 0 and rng.random() < 0.6:
                parts.append(("lit", rng.choice(WORDS)[: rng.randint(1, 5)]))
            kind = rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
            param = rng.choice(PARAMS.get(kind, [0]))
            codec = dict(CODECS[kind](param), kind=kind)
            parts.append(("field", f"{rng.choice(NAMES)}{j}", codec))
        if rng.random() < 0.3:
            parts.append(("lit", "V" + str(rng.randint(1, 9))))
        layouts.append(parts)
    return layouts


def fields(parts):
    return [p for p in parts if p[0] == "field"]


def template_text(parts):
    return "#".join(p[1] if p[0] == "lit" else "{" + p[1] + "}" for p in parts)


def input_expr(codec, j):
    return f"in.{codec['input']}[{j}]"


# ---- keyplate version ------------------------------------------------------------------------


def keyplate_function(i, parts):
    fs = fields(parts)
    codecs = ", ".join(f[2]["cpp"] for f in fs)
    args = ", ".join(input_expr(f[2], j) for j, f in enumerate(fs))
    prefix_args = input_expr(fs[0][2], 0) if len(fs) > 1 else ""
    lines = [
        f'using K{i} = kp::key<"{template_text(parts)}", {codecs}>;',
        f"std::size_t layout_{i}(const inputs& in, std::string_view key) {{",
        f"  std::size_t acc = K{i}::encode({args}).size();",
        f"  if (const auto v = K{i}::decode(key)) {{",
    ]
    lines += [f"    acc += sink(v->get<{j}>());" for j in range(len(fs))]
    lines += ["  }", f"  acc += K{i}::prefix({prefix_args}).text().size();", "  return acc;", "}", ""]
    return "\n".join(lines)


# ---- fmt + hand parsing version ---------------------------------------------------------------


def fmt_piece(codec, x, local):
    """(format text, [arguments], [setup statements]) writing one field."""
    kind = codec["kind"]
    if kind == "uint":
        return "{:0%d}" % codec["width"], [x], []
    if kind == "int64":
        setup = [f"const int64_parts {local} = split_int64({x});"]
        return "{}{:019}", [f"{local}.head", f"{local}.tail"], setup
    if kind == "date":
        setup = [f"const date_parts {local} = split_date({x});"]
        return "{:04}-{:02}-{:02}", [f"{local}.y", f"{local}.m", f"{local}.d"], setup
    if kind.startswith("timestamp"):
        setup = [f"const time_parts {local} = split_time({x});"]
        names = ["y", "m", "d", "hh", "mm", "ss"]
        text = "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}"
        if kind == "timestamp_ms":
            names.append("sub")
            text += ".{:03}"
        return text + "Z", [f"{local}.{n}" for n in names], setup
    return "{}", [x], []  # string, ulid, uuid: written as given


def fmt_format(parts, field_limit, local):
    """Format text, arguments and setup for the components before field number `field_limit`
    (all of them when None); a prefix ends with the '#' after the last literal written. Setup
    variables are named `local` + field number."""
    text, args, setup, seen = [], [], [], 0
    for p in parts:
        if p[0] == "field":
            if field_limit is not None and seen == field_limit:
                break
            piece, a, s = fmt_piece(p[2], input_expr(p[2], seen), f"{local}{seen}")
            text.append(piece)
            args += a
            setup += s
            seen += 1
        else:
            text.append(p[1])
    joined = "#".join(text)
    if field_limit is not None:
        joined += "#"
    return joined, args, setup


def fmt_parse(codec, part, j):
    kind = codec["kind"]
    if kind == "string":
        return f"parse_string({part}, {codec['max']}, v{j})"
    if kind == "uint":
        return f"parse_uint({part}, {codec['width']}, v{j})"
    if kind == "timestamp_s":
        return f"parse_time({part}, false, v{j})"
    if kind == "timestamp_ms":
        return f"parse_time({part}, true, v{j})"
    return f"parse_{kind}({part}, v{j})"


VALUE_TYPES = {
    "string": "std::string_view",
    "uint": "std::uint64_t",
    "int64": "std::int64_t",
    "ulid": "std::string_view",
    "uuid": "std::string_view",
    "date": "std::chrono::year_month_day",
    "timestamp_s": "std::chrono::sys_seconds",
    "timestamp_ms": "std::chrono::sys_time<std::chrono::milliseconds>",
}


def fmt_function(i, parts):
    fs = fields(parts)
    lines = [f"// {template_text(parts)}"]
    lines.append(f"std::size_t layout_{i}(const inputs& in, std::string_view key) {{")
    text, args, setup = fmt_format(parts, None, "f")
    lines += ["  " + s for s in setup]
    lines.append("  std::string out;")
    lines.append(f'  fmt::format_to(std::back_inserter(out), FMT_COMPILE("{text}"), {", ".join(args)});')
    lines.append("  std::size_t acc = out.size();")
    lines.append(f"  std::string_view part[{len(parts)}];")
    checks = [f"split(key, part, {len(parts)})"]
    for n, p in enumerate(parts):
        if p[0] == "lit":
            checks.append(f'part[{n}] == "{p[1]}"')
    for j, f in enumerate(fs):
        lines.append(f"  {VALUE_TYPES[f[2]['kind']]} v{j}{{}};")
        checks.append(fmt_parse(f[2], f"part[{parts.index(f)}]", j))
    lines.append("  if (" + " &&\n      ".join(checks) + ") {")
    lines += [f"    acc += sink(v{j});" for j in range(len(fs))]
    lines.append("  }")
    limit = 1 if len(fs) > 1 else 0
    text, args, setup = fmt_format(parts, limit, "p")
    lines += ["  " + s for s in setup]
    lines.append("  std::string prefix;")
    call_args = "".join(", " + a for a in args)
    lines.append(f'  fmt::format_to(std::back_inserter(prefix), FMT_COMPILE("{text}"){call_args});')
    lines += ["  acc += prefix.size();", "  return acc;", "}", ""]
    return "\n".join(lines)


INPUTS = """// Runtime inputs: nothing below can be constant-folded.
struct inputs {
  std::string_view text[4];
  std::uint64_t number[4];
  std::int64_t signed_number[4];
  std::string_view ulid[4];
  std::string_view uuid[4];
  std::chrono::year_month_day day[4];
  std::chrono::sys_seconds second[4];
  std::chrono::sys_time<std::chrono::milliseconds> milli[4];
};

inline std::size_t sink(std::string_view v) { return v.size(); }
inline std::size_t sink(std::uint64_t v) { return static_cast<std::size_t>(v); }
inline std::size_t sink(std::int64_t v) { return static_cast<std::size_t>(v); }
inline std::size_t sink(std::chrono::year_month_day v) {
  return static_cast<std::size_t>(static_cast<int>(v.year())) + static_cast<unsigned>(v.day());
}
template <class D>
std::size_t sink(std::chrono::sys_time<D> v) {
  return static_cast<std::size_t>(v.time_since_epoch().count());
}
"""


def write_keyplate(layouts, path):
    out = ["// Generated by generate.py: keyplate layouts.",
           "#include <keyplate/keyplate.hpp>", "",
           "#include <chrono>", "#include <cstddef>", "#include <cstdint>", "#include <string>",
           "#include <string_view>", "", "namespace kp = keyplate;", "", INPUTS]
    out += [keyplate_function(i, parts) for i, parts in enumerate(layouts)]
    path.write_text("\n".join(out))


def write_fmt(layouts, path):
    # The hand-written helpers, pasted in so the file stands alone (minus the #pragma once).
    helpers = Path(__file__).with_name("hand_parsing.hpp").read_text()
    helpers = helpers.replace("#pragma once\n", "")
    out = ["// Generated by generate.py: the same layouts with {fmt} and hand parsing.",
           "#include <fmt/compile.h>", "#include <fmt/format.h>", "",
           "#include <charconv>", "#include <chrono>", "#include <cstddef>", "#include <cstdint>",
           "#include <iterator>", "#include <string>", "#include <string_view>", "", INPUTS,
           helpers]
    out += [fmt_function(i, parts) for i, parts in enumerate(layouts)]
    path.write_text("\n".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, required=True)
    parser.add_argument("--layouts", type=int, default=50)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    generate(args.out_dir, args.layouts, args.seed)


def generate(out_dir, count, seed):
    """Writes the six translation units into out_dir; returns {name: path}."""
    out_dir.mkdir(parents=True, exist_ok=True)
    layouts = make_layouts(count, seed)
    files = {name: out_dir / f"{name}.cpp" for name in
             ["keyplate_layouts", "fmt_layouts", "include_string", "include_core",
              "include_keyplate", "include_fmt"]}
    write_keyplate(layouts, files["keyplate_layouts"])
    write_fmt(layouts, files["fmt_layouts"])
    files["include_string"].write_text("#include <string>\n")
    files["include_core"].write_text("#include <keyplate/core.hpp>\n")
    files["include_keyplate"].write_text("#include <keyplate/keyplate.hpp>\n")
    files["include_fmt"].write_text("#include <fmt/compile.h>\n#include <fmt/format.h>\n")
    return files


if __name__ == "__main__":
    main()
