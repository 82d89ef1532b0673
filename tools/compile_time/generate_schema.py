#!/usr/bin/env python3
"""Generates the translation units of the schema compile-time comparison (see README.md).

  schema_entities.cpp  N entities on 3 indexes in one kp::schema, every static check on; each
                       entity is made, turned into an item and back, keyed and queried on every
                       index, and the schema identifies an item and writes its table definition
  schema_checked.cpp   the same without identify and the table definition: the entities' uses
                       and the schema's checks (the pairwise primary-key proof among them)
  schema_unpaired.cpp  the entities' uses without a kp::schema (so without the checks across
                       entities: the pairwise primary-key proof, the index list, the names)
  schema_keys.cpp      the same key templates as plain kp::key types, used the same way by hand:
                       the item set attribute by attribute, each key decoded, the same queries
  include_schema.cpp   only the headers the other three include

Entities come in groups of four that share a partition key template (as an item collection
does), so the pairwise proof has to compare sort key layouts too. A given --seed always gives
the same code.
"""

import argparse
import random
from pathlib import Path

WORDS = ["TASK", "NOTE", "ORDER", "ITEM", "EVENT", "INVOICE", "DEVICE", "REVIEW", "LINE", "PLAN"]
NAMES = ["name", "day", "orderId", "title", "ref", "score", "kind", "code", "label", "seq"]

# Each codec: its keyplate type, the `inputs` member that feeds it, and how the hand-wired
# version writes its attribute (type, expression over the value).
CODECS = {
    "uint": {"cpp": "kp::uint<>", "input": "number", "attr": ("N", "std::to_string({})")},
    "uint10": {"cpp": "kp::uint<10>", "input": "number", "attr": ("N", "std::to_string({})")},
    "string": {"cpp": "kp::string<32>", "input": "text", "attr": ("S", "std::string({})")},
    "date": {"cpp": "kp::date", "input": "day", "attr": ("S", "kp::date::to_attribute({})")},
    "ulid": {"cpp": "kp::ulid", "input": "ulid", "attr": ("S", "std::string({})")},
}
WEIGHTS = {"uint": 2, "uint10": 2, "string": 3, "date": 2, "ulid": 2}

INDEXES = [  # (C++ name, partition attribute, sort attribute, index name)
    ("Primary", "pk", "sk", ""),
    ("ByParent", "gsi1pk", "gsi1sk", "gsi1"),
    ("ByRef", "gsi2pk", "", "gsi2"),
]


def make_entities(count, seed):
    """Each entity: {"name", "fields": [(name, codec kind, optional)], "keys": [(pk, sk) per
    index, sk "" for gsi2]}; templates are lists of ("lit", text) / ("field", index)."""
    rng = random.Random(seed)
    entities = []
    for i in range(count):
        fields = [("ownerId", "uint", False)]
        names = rng.sample(NAMES, rng.randint(2, 4))
        for j, name in enumerate(names):
            kind = rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
            fields.append((f"{name}{j}", kind, False))
        # Half the entities have an optional field that only the sparse gsi1 uses.
        sparse = i % 2 == 1
        if sparse:
            fields.append(("parentId", "uint10", True))
        word = f"{WORDS[i % len(WORDS)]}{i}"
        sort_fields = list(range(1, 1 + rng.randint(1, 2)))
        table = ([("lit", f"OWNER{i // 4}"), ("field", 0)],
                 [("lit", word)] + [("field", f) for f in sort_fields])
        parent = len(fields) - 1 if sparse else 0
        by_parent = ([("lit", "PARENT"), ("field", parent)],
                     [("lit", word)] + [("field", sort_fields[-1])])
        ref = rng.randrange(1, len(fields) - (1 if sparse else 0))
        by_ref = ([("lit", f"REF{i}"), ("field", ref)], [])
        entities.append({"name": f"E{i}", "word": word, "fields": fields,
                         "keys": [table, by_parent, by_ref]})
    return entities


def template_text(parts, fields):
    return "#".join(p[1] if p[0] == "lit" else "{" + fields[p[1]][0] + "}" for p in parts)


def template_fields(parts):
    return [p[1] for p in parts if p[0] == "field"]


def value_expr(fields, f):
    return f"in.{CODECS[fields[f][1]]['input']}[{f % 4}]"


def arg(fields, f):
    return f'kp::arg<"{fields[f][0]}">({value_expr(fields, f)})'


INPUTS = """// Runtime inputs: nothing below can be constant-folded.
struct inputs {
  std::string_view text[4];
  std::uint64_t number[4];
  std::string_view ulid[4];
  std::chrono::year_month_day day[4];
};
"""

INDEX_DECLS = "\n".join(
    f'using {cpp} = kp::index<"{pk}", "{sk}"' + (f', "{name}"' if name else "") + ">;"
    for cpp, pk, sk, name in INDEXES)

HEADER = ["#include <keyplate/keyplate.hpp>", "#include <keyplate/schema.hpp>", "",
          "#include <chrono>", "#include <cstddef>", "#include <cstdint>", "#include <string>",
          "#include <string_view>", "",
          "namespace kp = keyplate;", "namespace ddb = keyplate::dynamodb;", "", INPUTS,
          INDEX_DECLS, ""]


# ---- the schema version ------------------------------------------------------------------


def entity_decl(e):
    fields = e["fields"]
    decl = [f'using {e["name"]} = kp::entity<"{e["name"]}",']
    fs = []
    for name, kind, optional in fields:
        which = "optional_field" if optional else "field"
        fs.append(f'kp::{which}<"{name}", {CODECS[kind]["cpp"]}>')
    decl.append("    kp::fields<" + ", ".join(fs) + ">,")
    keys = []
    for (cpp, _, _, _), (pk, sk) in zip(INDEXES, e["keys"]):
        text = f'kp::keys<{cpp}, "{template_text(pk, fields)}"'
        if sk:
            text += f', "{template_text(sk, fields)}"'
        keys.append(text + ">")
    decl.append("    " + ",\n    ".join(keys) + ">;")
    return "\n".join(decl)


def query_args(e, k):
    """The arguments of the query on index k: the partition fields and the first sort field."""
    fields = e["fields"]
    pk, sk = e["keys"][k]
    chosen = template_fields(pk) + template_fields(sk)[:1]
    return ", ".join(arg(fields, f) for f in chosen)


def entity_use(e):
    fields = e["fields"]
    name = e["name"]
    make_args = ", ".join(arg(fields, f) for f in range(len(fields)))
    lines = [f"std::size_t use_{name}(const inputs& in) {{",
             f"  const auto v = {name}::make({make_args});",
             f"  const ddb::item it = {name}::item(v);",
             "  std::size_t acc = it.size();",
             f"  if (const auto back = {name}::decode_item(it)) acc += back->get<\"ownerId\">();",
             f"  acc += {name}::key<Primary>(v).sort.size();",
             f"  if (const auto k = {name}::key<ByParent>(v)) acc += k->partition.size();"
             if e["fields"][-1][2] else
             f"  acc += {name}::key<ByParent>(v).partition.size();",
             f"  acc += {name}::key<ByRef>(v).partition.size();"]
    for k, (cpp, _, _, _) in enumerate(INDEXES):
        lines.append(f"  acc += {name}::query<{cpp}>({query_args(e, k)})"
                     ".key_condition_expression.size();")
    lines += ["  return acc;", "}", ""]
    return "\n".join(lines)


def write_schema(entities, path, schema_uses):
    """schema_uses: None (no kp::schema), [] (its checks only) or the uses of the schema."""
    what = "without a schema" if schema_uses is None else "in one schema"
    out = [f"// Generated by generate_schema.py: entities on three indexes, {what}.", *HEADER]
    out += [entity_decl(e) + "\n" for e in entities]
    out += [entity_use(e) for e in entities]
    if schema_uses is not None:
        names = ", ".join(e["name"] for e in entities)
        out += [f"using Table = kp::schema<kp::indexes<Primary, ByParent, ByRef>, {names}>;",
                "static_assert(Table::valid);", "", *schema_uses]
    path.write_text("\n".join(out))


SCHEMA_USES = ["std::size_t use_schema(const ddb::item& it) {",
               '  std::size_t acc = Table::table_definition("t").attribute_names.size();',
               "  if (const auto which = Table::identify(it)) acc += which->index();",
               "  return acc;", "}", ""]


# ---- the plain kp::key version -------------------------------------------------------------


def key_name(e, k, part):
    return f"{e['name']}_{INDEXES[k][1 + part]}"


def key_decl(e, k, part):
    fields = e["fields"]
    parts = e["keys"][k][part]
    codecs = ", ".join(CODECS[fields[f][1]]["cpp"] for f in template_fields(parts))
    return f'using {key_name(e, k, part)} = kp::key<"{template_text(parts, fields)}", {codecs}>;'


def encode(e, k, part):
    fields = e["fields"]
    parts = e["keys"][k][part]
    values = ", ".join(value_expr(fields, f) for f in template_fields(parts))
    return f"{key_name(e, k, part)}::encode({values})"


def plain_use(e):
    fields = e["fields"]
    name = e["name"]
    lines = [f"std::size_t use_{name}(const inputs& in) {{", "  ddb::item it;"]
    for f, (field, kind, _) in enumerate(fields):
        kind_text, expr = CODECS[kind]["attr"]
        lines.append(f'  it.set("{field}", {{kp::attribute_kind::{kind_text}, '
                     f"{expr.format(value_expr(fields, f))}}});")
    for k, (_, pk, sk, _) in enumerate(INDEXES):
        lines.append(f'  it.set("{pk}", {{kp::attribute_kind::S, {encode(e, k, 0)}}});')
        if sk:
            lines.append(f'  it.set("{sk}", {{kp::attribute_kind::S, {encode(e, k, 1)}}});')
    lines.append("  std::size_t acc = it.size();")
    for k, (_, pk, sk, _) in enumerate(INDEXES):
        for part, attribute in ((0, pk), (1, sk)):
            if attribute:
                lines.append(f'  if (const auto* a = it.find("{attribute}"))')
                lines.append(f"    if ({key_name(e, k, part)}::decode(a->text)) ++acc;")
    for k, (_, pk, sk, index) in enumerate(INDEXES):
        schema = f'{{"{pk}", "{sk}", "{index}"}}' if index else "{}"
        sort_fields = template_fields(e["keys"][k][1])
        if not sk:
            condition = "{}"
        else:  # as the schema's query: the first sort field, equality when it is the only one
            how = "exact" if len(sort_fields) == 1 else "prefix"
            condition = f"{key_name(e, k, 1)}::{how}({value_expr(fields, sort_fields[0])})"
        lines.append(f"  acc += ddb::query({encode(e, k, 0)}, {condition}, {schema})"
                     ".key_condition_expression.size();")
    lines += ["  return acc;", "}", ""]
    return "\n".join(lines)


def write_keys(entities, path):
    out = ["// Generated by generate_schema.py: the same keys as plain kp::key types.", *HEADER]
    for e in entities:
        for k, (_, _, sk, _) in enumerate(INDEXES):
            out.append(key_decl(e, k, 0))
            if sk:
                out.append(key_decl(e, k, 1))
        out.append("")
    out += [plain_use(e) for e in entities]
    path.write_text("\n".join(out))


def generate(out_dir, count, seed):
    """Writes the translation units into out_dir; returns {name: path}."""
    out_dir.mkdir(parents=True, exist_ok=True)
    entities = make_entities(count, seed)
    files = {name: out_dir / f"{name}.cpp" for name in
             ["schema_entities", "schema_checked", "schema_unpaired", "schema_keys",
              "include_schema"]}
    write_schema(entities, files["schema_entities"], SCHEMA_USES)
    write_schema(entities, files["schema_checked"], [])
    write_schema(entities, files["schema_unpaired"], None)
    write_keys(entities, files["schema_keys"])
    files["include_schema"].write_text("\n".join(HEADER[:4]) + "\n")
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, required=True)
    parser.add_argument("--entities", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    generate(args.out_dir, args.entities, args.seed)


if __name__ == "__main__":
    main()
