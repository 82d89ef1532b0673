// Tests of describe.hpp: codec names and alphabets, the exact text for small layouts and a table,
// and properties of the text for larger layouts (every field, prefix level and range listed).
#include <chrono>
#include <cstddef>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;

namespace {

// A user codec without a name or a shape: one uppercase letter.
struct letter_codec {
  using value_type = char;
  using input_type = char;
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, char c) noexcept {
    if (c < 'A' || c > 'Z') return kp::error{kp::error_code::invalid_character, {}, 0};
    *out = c;
    return out + 1;
  }
  static constexpr kp::result<char> decode(std::string_view text) noexcept {
    if (text.size() != 1 || text[0] < 'A' || text[0] > 'Z') {
      return kp::error{kp::error_code::invalid_character, {}, 0};
    }
    return text[0];
  }
};

// The same with a name and a shape.
struct grade_codec : letter_codec {
  static constexpr std::string_view name = "grade";
  static constexpr std::array<kp::char_run, 1> shape{{{kp::byte_set::range('A', 'F'), 1, 1}}};
};

std::size_t count(std::string_view text, std::string_view part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string_view::npos;
       at = text.find(part, at + 1)) {
    ++n;
  }
  return n;
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

}  // namespace

TEST_CASE("codec_name spells every built-in codec and honours a codec's own name") {
  CHECK(kp::codec_name<kp::ulid>() == "ulid");
  CHECK(kp::codec_name<kp::uuid>() == "uuid");
  CHECK(kp::codec_name<kp::date>() == "date");
  CHECK(kp::codec_name<kp::int64>() == "int64");
  CHECK(kp::codec_name<kp::uint<10>>() == "uint<10>");
  CHECK(kp::codec_name<kp::uint<>>() == "uint<>");
  CHECK(kp::codec_name<kp::string<>>() == "string<255>");
  CHECK(kp::codec_name<kp::string<64>>() == "string<64>");
  CHECK(kp::codec_name<kp::timestamp<std::chrono::seconds>>() == "timestamp<s>");
  CHECK(kp::codec_name<kp::timestamp<std::chrono::milliseconds>>() == "timestamp<ms>");
  CHECK(kp::codec_name<kp::timestamp<std::chrono::microseconds>>() == "timestamp<us>");
  CHECK(kp::codec_name<letter_codec>() == "custom codec");
  CHECK(kp::codec_name<grade_codec>() == "grade");
}

TEST_CASE("codec_alphabet is the union of a codec's shape, as a character class") {
  CHECK(kp::codec_alphabet<kp::ulid>() == "`[0-9A-HJKMNP-TV-Z]`");
  CHECK(kp::codec_alphabet<kp::uuid>() == "`[-0-9a-f]`");
  CHECK(kp::codec_alphabet<kp::date>() == "`[-0-9]`");
  CHECK(kp::codec_alphabet<kp::int64>() == "`[-0-9]`");
  CHECK(kp::codec_alphabet<kp::uint<4>>() == "`[0-9]`");
  CHECK(kp::codec_alphabet<kp::timestamp<std::chrono::seconds>>() == "`[-0-9:TZ]`");
  CHECK(kp::codec_alphabet<kp::timestamp<std::chrono::microseconds>>() == "`[-.0-9:TZ]`");
  CHECK(kp::codec_alphabet<kp::string<8>>() == "UTF-8, bytes <= 0x25 escaped as `%XX`");
  CHECK(kp::codec_alphabet<letter_codec>() == "any bytes above `$` (0x24)");
  CHECK(kp::codec_alphabet<grade_codec>() == "`[A-F]`");
}

TEST_CASE("character classes: two neighbours stay apart, odd bytes are escaped") {
  kp::byte_set set = kp::byte_set::of("ABXY]^|\\");
  set.add(0x80);
  set.add(0x81);
  set.add(0x82);
  CHECK(kp::detail::character_class(set) == "[ABXY\\\\\\]\\^\\|\\x80-\\x82]");
  CHECK(kp::detail::character_class(kp::byte_set::of("-")) == "[-]");
}

TEST_CASE("describe: exact text for a one-field string layout") {
  using UserKey = kp::key<"USER#{name}", kp::string<8>>;
  CHECK(kp::describe<UserKey>() ==
        "## Layout `USER#{name}`\n"
        "\n"
        "| field | codec | bytes | alphabet | partial | range |\n"
        "|---|---|---|---|---|---|\n"
        "| `name` | `string<8>` | 0..24 | UTF-8, bytes <= 0x25 escaped as `%XX` | yes | yes |\n"
        "\n"
        "- size: 5..29 bytes\n"
        "- order-preserving: yes\n"
        "- fits a DynamoDB sort key (1024 bytes): yes; partition key (2048 bytes): yes\n"
        "\n"
        "| query | key condition | selects |\n"
        "|---|---|---|\n"
        "| `prefix()` | begins_with `USER#` | every USER |\n"
        "| `encode(name)` | = `USER#{name}` | one USER |\n"
        "| `family(name)` | BETWEEN `USER#{name}` AND `USER#{name}$` | one USER and the keys of "
        "layouts extending it |\n"
        "\n"
        "| range query | compared field | conditions that compile |\n"
        "|---|---|---|\n"
        "| `range(cond)` | `name` | `greater`, `at_least`, `less`, `at_most`, `between` |\n");
}

TEST_CASE("describe: exact text for a layout where some ranges do not compile") {
  using LogKey = kp::key<"LOG#{day}T{hour}#{n}", kp::date, kp::uint<2>, kp::uint<>>;
  CHECK(
      kp::describe<LogKey>() ==
      "## Layout `LOG#{day}T{hour}#{n}`\n"
      "\n"
      "| field | codec | bytes | alphabet | partial | range |\n"
      "|---|---|---|---|---|---|\n"
      "| `day` | `date` | 10 | `[-0-9]` | yes | yes |\n"
      "| `hour` | `uint<2>` | 2 | `[0-9]` | yes | yes |\n"
      "| `n` | `uint<>` | 1..20 | `[0-9]` | no | no |\n"
      "\n"
      "- size: 19..38 bytes\n"
      "- order-preserving: no\n"
      "- fits a DynamoDB sort key (1024 bytes): yes; partition key (2048 bytes): yes\n"
      "\n"
      "| query | key condition | selects |\n"
      "|---|---|---|\n"
      "| `prefix()` | begins_with `LOG#` | every LOG |\n"
      "| `prefix(day)` | begins_with `LOG#{day}T` | every LOG of one day |\n"
      "| `prefix(day, hour)` | begins_with `LOG#{day}T{hour}#` | every LOG of one day and hour |\n"
      "| `encode(day, hour, n)` | = `LOG#{day}T{hour}#{n}` | one LOG |\n"
      "| `family(day, hour, n)` | BETWEEN `LOG#{day}T{hour}#{n}` AND `LOG#{day}T{hour}#{n}$` | "
      "one LOG and the keys of layouts extending it |\n"
      "\n"
      "| range query | compared field | conditions that compile |\n"
      "|---|---|---|\n"
      "| `range(cond)` | `day` | none: no `#` between `day` and the next field |\n"
      "| `range(day, cond)` | `hour` | `greater`, `at_least`, `less`, `at_most`, `between` |\n"
      "| `range(day, hour, cond)` | `n` | none: `uint<>` is not order-preserving |\n");
  // The one range the text says compiles does compile.
  using namespace std::chrono_literals;
  CHECK(LogKey::range(2026y / 10 / 1d, kp::at_least(23)).lower() == "LOG#2026-10-01T23");
}

TEST_CASE("describe: fixed layouts, custom codecs, a layout starting with a field") {
  using MetaKey = kp::key<"#METADATA">;
  const std::string meta = kp::describe<MetaKey>();
  CHECK(contains(meta, "No fields: one fixed key.\n"));
  CHECK(contains(meta, "| `encode()` | = `#METADATA` | one METADATA |\n"));
  CHECK(contains(meta, "| `family()` | begins_with `#METADATA` |"));
  CHECK(!contains(meta, "range query"));

  using GradeKey = kp::key<"{grade}#{letter}", grade_codec, letter_codec>;
  const std::string grades = kp::describe<GradeKey>();
  CHECK(contains(grades, "| `grade` | `grade` | 1 | `[A-F]` | no | no |\n"));
  CHECK(contains(grades, "| `letter` | custom codec | 1 | any bytes above `$` (0x24) | no | no |"));
  CHECK(contains(grades,
                 "| `prefix()` | none (empty prefix) | every key: query without a "
                 "sort-key condition |\n"));
  CHECK(contains(grades, "| `prefix(grade)` | begins_with `{grade}#` | every key of one grade |"));
  CHECK(contains(grades,
                 "| `range(cond)` | `grade` | none: `grade` has no successor, "
                 "predecessor, greatest |"));
  CHECK(contains(grades, "| `range(grade, cond)` | `letter` | none: custom codec has no "));

  using Huge = kp::key<"BLOB#{a}#{b}", kp::string<255>, kp::string<255>>;
  CHECK(contains(kp::describe<Huge>(), "- size: 6..1536 bytes\n"));
  CHECK(
      contains(kp::describe<Huge>(), "sort key (1024 bytes): no; partition key (2048 bytes): yes"));
}

TEST_CASE("describe: the overview of a table (layouts, neighbours, shared prefixes)") {
  using MetaKey = kp::key<"#METADATA">;
  using ProjectKey = kp::key<"PROJECT#{projectId}", kp::ulid>;
  using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
  using Items = kp::table<MetaKey, ProjectKey, TaskKey>;
  const std::string text = kp::describe<Items>();
  const std::string overview = text.substr(0, text.find("### Layout"));
  CHECK(overview ==
        "## Table of 3 layouts\n"
        "\n"
        "| # | layout | bytes | entity |\n"
        "|---|---|---|---|\n"
        "| 0 | `#METADATA` | 9 | METADATA |\n"
        "| 1 | `PROJECT#{projectId}` | 34 | PROJECT |\n"
        "| 2 | `PROJECT#{projectId}#TASK#{taskId}` | 66 | TASK |\n"
        "\n"
        "Neighbours: prefix and range queries of the first layout can also return keys of the "
        "second (decode results with the table):\n"
        "\n"
        "- 1 `PROJECT#{projectId}` -> 2 `PROJECT#{projectId}#TASK#{taskId}`\n"
        "- 2 `PROJECT#{projectId}#TASK#{taskId}` -> 1 `PROJECT#{projectId}`\n"
        "\n"
        "Shared prefixes:\n"
        "\n"
        "- `PROJECT#{projectId}`: layouts 1 and 2. begins_with `PROJECT#` selects every PROJECT "
        "and TASK. `family(projectId)` of layout 1 selects one PROJECT and its TASK keys.\n"
        "\n");
  // Then each layout, as describe<K>() writes it, one heading level down.
  std::string meta = kp::describe<MetaKey>();
  meta.insert(0, "#");
  CHECK(contains(text, "\n" + meta + "\n### Layout `PROJECT#{projectId}`\n"));
  CHECK(count(text, "### Layout") == 3);
}

TEST_CASE("describe: shared prefixes stop at a field whose codec differs, and in literal text") {
  using ByText = kp::key<"ORDERS#{s}">;
  using ById = kp::key<"ORDER#{id}", kp::ulid>;
  using ByDay = kp::key<"ORDER#{id}#DAY#{d}", kp::uint<4>, kp::date>;
  const std::string text = kp::describe<kp::table<ByText, ById, ByDay>>();
  CHECK(contains(text,
                 "\n- `ORDER`: layouts 0, 1 and 2. begins_with `ORDER` selects every "
                 "ORDERS, ORDER and DAY.\n"));
  // `ORDER#{id}` is not shared: the two `id` fields have different codecs.
  CHECK(contains(text,
                 "\n- `ORDER#`: layouts 1 and 2. begins_with `ORDER#` selects every ORDER "
                 "and DAY.\n"));
  CHECK(count(text, "\n- `ORDER") == 2);
  CHECK(kp::describe<kp::table<kp::key<"A#{x}">>>().find("No neighbours") != std::string::npos);
}

// Properties for layouts of every codec: independent of how the text is built.
template <class K>
void check_layout_properties() {
  const std::string text = kp::describe<K>();
  const std::string_view pattern = K::pattern;
  CHECK(text.substr(0, text.find('\n')) == "## Layout `" + std::string(pattern) + "`");
  std::string names;  // "a, b, " after each field
  std::size_t brace = 0;
  for (std::size_t i = 0; i != K::field_count; ++i) {
    const std::string name(K::field_names[i]);
    CHECK(contains(text, "| `" + name + "` | `"));  // the field table row
    // The prefix with i values is the template up to the i-th field's brace.
    brace = pattern.find('{', i == 0 ? 0 : brace + 1);
    const std::string lead(pattern.substr(0, brace));
    const std::string args = names.empty() ? "" : names.substr(0, names.size() - 2);
    CHECK(contains(text, "| `prefix(" + args + ")` | " +
                             (lead.empty() ? "none" : "begins_with `" + lead + "`")));
    CHECK(contains(text, "| `range(" + names + "cond)` | `" + name + "` | "));
    names += name + ", ";
  }
  CHECK(count(text, "| `prefix(") == K::field_count);
  CHECK(count(text, "| `range(") == K::field_count);
  CHECK(contains(text, "= `" + std::string(pattern) + "`"));
  CHECK(contains(text, std::string("- order-preserving: ") + (K::order_preserving ? "yes" : "no")));
}

TEST_CASE("describe: every field, prefix level and range is listed") {
  check_layout_properties<kp::key<"TENANT#{tenantId}", kp::ulid>>();
  check_layout_properties<kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>>();
  check_layout_properties<kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>>();
  check_layout_properties<kp::key<"E#{at}#{id}#{n}#{who}", kp::timestamp<std::chrono::milliseconds>,
                                  kp::uuid, kp::int64, kp::string<16>>>();
  check_layout_properties<kp::key<"C#{a}#{b}#{c}#{d}#{e}">>();
}
