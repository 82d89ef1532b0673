// Tests of dynamodb/item_json.hpp: every DynamoDB type to DynamoDB JSON and back, and
// parse_item's errors, each naming the path of the offending value.
#include <algorithm>
#include <cstdint>
#include <keyplate/dynamodb/item_json.hpp>
#include <string>
#include <vector>

#include "catch.hpp"
#include "dynamodb/random_values.hpp"
#include "properties/generators.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using kp::error_code;
using value = ddb::attribute_value;

namespace {
// An item holding every type, as another writer might have stored it.
const char* const every_type = R"({
  "pk": {"S": "ORDER#1"}, "total": {"N": "012.50"}, "blob": {"B": "AP8="},
  "paid": {"BOOL": false}, "note": {"NULL": true},
  "lines": {"L": [{"M": {"sku": {"S": "A-1"}, "qty": {"N": "2"}}}, {"S": "loose"}]},
  "address": {"M": {"city": {"S": "Oslo"}, "zip": {"L": []}}},
  "tags": {"SS": ["b", "a"]}, "sizes": {"NS": ["1.5", "10"]}, "keys": {"BS": ["AQ==", "Ag=="]},
  "empty": {"M": {}}
})";

// The error of parsing `text` (its code and path), as "code at path".
std::string problem(const std::string& text) {
  const ddb::parse_result r = ddb::parse_item(json::parse(text));
  if (r) return "accepted";
  return std::string(kp::to_string(r.error().code)) + " at " + std::string(r.error().field);
}
}  // namespace

TEST_CASE("parse_item reads every DynamoDB type") {
  const ddb::parse_result r = ddb::parse_item(json::parse(every_type));
  REQUIRE(r);
  const ddb::item& it = *r;
  CHECK(it.size() == 11);
  CHECK(*it.find("total")->as_number() == "012.50");  // kept as written, equal by value
  CHECK(*it.find("total") == value::number("12.5"));
  CHECK(*it.find("blob")->as_binary() == std::string("\x00\xFF", 2));
  CHECK(it.find("paid")->as_bool() == std::optional<bool>(false));
  CHECK(it.find("note")->is_null());
  const ddb::attribute_list& lines = *it.find("lines")->as_list();
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == value::map({{"qty", value::number(2)}, {"sku", value::string("A-1")}}));
  CHECK(lines[1] == value::string("loose"));
  CHECK(it.find("address")->as_map()->at("zip") == value::list({}));
  CHECK(*it.find("tags") == value::string_set({"a", "b"}));
  CHECK(*it.find("sizes") == value::number_set({"10", "1.50"}));
  CHECK(*it.find("keys") == value::binary_set({"\x02", "\x01"}));
  CHECK(it.find("empty")->as_map()->empty());
}

TEST_CASE("to_json writes every type, and parse_item reads it back equal") {
  const ddb::item it = ddb::parse_item(json::parse(every_type)).value();
  const json j = it;
  CHECK(j.at("blob") == json{{"B", "AP8="}});
  CHECK(j.at("note") == json{{"NULL", true}});
  CHECK(j.at("paid") == json{{"BOOL", false}});
  CHECK(j.at("keys") == json{{"BS", {"AQ==", "Ag=="}}});
  CHECK(j.at("lines").at("L").at(0).at("M").at("qty") == json{{"N", "2"}});
  CHECK(j.at("empty") == json{{"M", json::object()}});
  const ddb::parse_result back = ddb::parse_item(j);
  REQUIRE(back);
  CHECK(*back == it);
  CHECK(j.get<ddb::item>() == it);
}

TEST_CASE("parse_item rejects a malformed shape, naming the path") {
  CHECK(problem("[]") == "malformed DynamoDB JSON item at ");
  CHECK(problem(R"({"pk": "x"})") == "malformed DynamoDB JSON item at pk");
  CHECK(problem(R"({"pk": {"S": "a", "N": "1"}})") == "malformed DynamoDB JSON item at pk");
  CHECK(problem(R"({"pk": {"N": 1}})") == "malformed DynamoDB JSON item at pk");
  CHECK(problem(R"({"pk": {"X": "1"}})") == "malformed DynamoDB JSON item at pk");
  CHECK(problem(R"({"n": {"NULL": false}})") == "malformed DynamoDB JSON item at n");
  CHECK(problem(R"({"l": {"L": {}}})") == "malformed DynamoDB JSON item at l");
  CHECK(problem(R"({"m": {"M": []}})") == "malformed DynamoDB JSON item at m");
  CHECK(problem(R"({"s": {"SS": ["a", 1]}})") == "malformed DynamoDB JSON item at s[1]");
  CHECK(problem(R"({"lines": {"L": [{"M": {}}, {"M": {}}, {"M": {"qty": {"N": true}}}]}})") ==
        "malformed DynamoDB JSON item at lines[2].qty");
}

TEST_CASE("parse_item rejects what DynamoDB rejects, naming the path") {
  CHECK(problem(R"({"lines": {"L": [{"S": ""}, {"S": ""}, {"M": {"qty": {"N": "1.2.3"}}}]}})") ==
        "not a DynamoDB number at lines[2].qty");
  CHECK(problem(R"({"n": {"N": "1E126"}})") == "not a DynamoDB number at n");
  CHECK(problem(R"({"ns": {"NS": ["1", "x"]}})") == "not a DynamoDB number at ns[1]");
  CHECK(problem(R"({"b": {"B": "AP8"}})") == "invalid base64 at b");
  CHECK(problem(R"({"m": {"M": {"bs": {"BS": ["AQ==", "A?=="]}}}})") ==
        "invalid base64 at m.bs[1]");
  CHECK(problem(R"({"ss": {"SS": []}})") == "empty set at ss");
  CHECK(problem(R"({"ns": {"NS": []}})") == "empty set at ns");
  CHECK(problem(R"({"ss": {"SS": ["a", "b", "a"]}})") == "set holds an element twice at ss");
  CHECK(problem(R"({"ns": {"NS": ["1.50", "1.5"]}})") == "set holds an element twice at ns");
  CHECK(problem(R"({"bs": {"BS": ["AQ==", "AQ=="]}})") == "set holds an element twice at bs");
  CHECK(problem(R"({"ok": {"S": ""}, "b": {"B": ""}})") == "accepted");  // empty S and B are fine
  CHECK(problem(R"({"": {"S": "x"}})") == "empty attribute name at ");
  CHECK(problem(R"({"m": {"M": {"lines": {"L": [{"M": {"": {"N": "1"}}}]}}}})") ==
        "empty attribute name at m.lines[0].");
}

TEST_CASE("parse_item takes names under 64 KB, not longer ones") {
  const std::string longest(65'535, 'n'), over(65'536, 'n');
  const auto item_named = [](const std::string& name) { return json{{name, {{"S", "x"}}}}; };
  const auto member_named = [](const std::string& name) {
    return json{{"m", {{"M", {{name, {{"N", "1"}}}}}}}};
  };
  CHECK(ddb::parse_item(item_named(longest)));
  CHECK(ddb::parse_item(member_named(longest)));
  const ddb::parse_result top = ddb::parse_item(item_named(over));
  REQUIRE_FALSE(top);
  CHECK(top.error().code == kp::error_code::long_name);
  CHECK(top.error().message() == "attribute name of 64 KB or more");
  const ddb::parse_result member = ddb::parse_item(member_named(over));
  REQUIRE_FALSE(member);
  CHECK(member.error().message() ==
        "attribute name of 64 KB or more (attribute 'm.')");  // not the name itself
}

TEST_CASE("parse_item allows 32 levels of lists and maps, not 33") {
  const auto nested = [](int levels) {
    json v = {{"S", "leaf"}};
    for (int i = 0; i < levels; ++i) v = i % 2 == 0 ? json{{"L", {v}}} : json{{"M", {{"k", v}}}};
    return json{{"deep", v}};
  };
  CHECK(ddb::parse_item(nested(32)));
  const ddb::parse_result r = ddb::parse_item(nested(33));
  REQUIRE_FALSE(r);
  CHECK(r.error().code == error_code::too_deep);
  // The 33rd level is the innermost list: 32 containers around it, alternately maps and lists.
  std::string path = "deep";
  for (int i = 32; i >= 1; --i) path += i % 2 == 0 ? "[0]" : ".k";
  CHECK(r.path() == path);
  CHECK(r.error().message() == "nested more than 32 levels deep (attribute '" + path + "')");
}

TEST_CASE("parse_item's throwing form names the path in its message") {
  const json j = json::parse(R"({"lines": {"L": [{"N": "x"}]}})");
  try {
    (void)j.get<ddb::item>();
    FAIL("no exception");
  } catch (const kp::key_error& e) {
    CHECK(std::string(e.what()) == "keyplate: not a DynamoDB number (attribute 'lines[0]')");
    CHECK(e.error().code == error_code::invalid_number);
    CHECK(e.error().field.empty());
  }
  // Copied into a plain result, the error keeps its code.
  const kp::result<ddb::item> plain = ddb::parse_item(j);
  CHECK(plain.error().code == error_code::invalid_number);
}

TEST_CASE("random items of every type go to DynamoDB JSON and back equal") {
  const std::uint64_t seed = keyplate_test::run_seed();
  INFO("seed " << seed);
  keyplate_test::generator g(seed ^ 0x23);
  for (int round = 0; round < 300; ++round) {
    ddb::item it;
    for (std::uint64_t n = 1 + g.below(5); n != 0; --n) {
      std::string name = "a";
      name += std::to_string(g.below(8));
      it.set(name, keyplate_test::random_value(g, 3));
    }
    const json j = it;
    const ddb::parse_result back = ddb::parse_item(j);
    INFO("round " << round << ": " << j.dump(-1, ' ', true));
    REQUIRE(back);
    CHECK(*back == it);
    CHECK(json(*back) == j);
  }
}

TEST_CASE("numbers spelled differently are equal values, whatever the seed draws") {
  const std::uint64_t seed = keyplate_test::run_seed();
  INFO("seed " << seed);
  keyplate_test::generator g(seed ^ 0x1E);
  for (int round = 0; round < 300; ++round) {
    std::string n = keyplate_test::random_number(g);
    const bool negative = n[0] == '-';
    const std::string magnitude = negative ? n.substr(1) : n;
    // Leading zeros, an explicit sign, and the exponent written another way: `e+0` when there
    // is none, otherwise `e` with its sign and a leading zero (E-31 -> e-031, E26 -> e+026).
    const std::size_t e = magnitude.find('E');
    std::string respelled = (negative ? "-00" : "+00") + magnitude.substr(0, e);
    if (e == std::string::npos) {
      respelled += "e+0";
    } else {
      const std::string exponent = magnitude.substr(e + 1);
      respelled += exponent[0] == '-' ? "e-0" + exponent.substr(1) : "e+0" + exponent;
    }
    INFO(n << " and " << respelled);
    CHECK(value::number(n) == value::number(respelled));
    // Another digit at the end changes the value (an exponent aside: zero times 10^51 is zero).
    if (n.find('E') == std::string::npos) CHECK(value::number(n) != value::number(n + "1"));
  }
}
