// Tests of dynamodb/json_text.hpp: every request body written as text equals, as a JSON value,
// what the nlohmann add-on builds (random items, fixed seeds), with and without TableName;
// strings escaped per RFC 8259; text appended to a caller's buffer; invalid UTF-8 refused.
#include <cstdint>
#include <initializer_list>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <string>
#include <utility>
#include <variant>

#include "catch.hpp"
#include "dynamodb/random_values.hpp"
#include "properties/generators.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using value = ddb::attribute_value;

namespace {
// An item of the attributes given, in any order.
ddb::item make_item(std::initializer_list<std::pair<std::string, value>> attributes) {
  ddb::item it;
  for (const auto& [name, v] : attributes) it.set(name, v);
  return it;
}

using keyplate_test::random_item;
using keyplate_test::random_name;

template <class Write>
void random_condition(keyplate_test::generator& g, Write& w) {
  if (g.percent(50)) return;
  w.condition_expression = random_name(g);
  for (std::uint64_t n = g.below(3); n != 0; --n)
    w.expression_attribute_names["#" + random_name(g)] = random_name(g);
  for (std::uint64_t n = g.below(3); n != 0; --n) {
    w.expression_attribute_values[":" + random_name(g)] = keyplate_test::random_value(g, 2);
  }
  w.old_item_on_failure = g.percent(30);
}

ddb::return_values random_returning(keyplate_test::generator& g) {
  return static_cast<ddb::return_values>(g.below(5));
}

ddb::put_parts random_put(keyplate_test::generator& g) {
  ddb::put_parts p;
  p.item = random_item(g);
  random_condition(g, p);
  p.returned = g.percent(50) ? ddb::return_values::none : ddb::return_values::all_old;
  return p;
}
ddb::update_parts random_update(keyplate_test::generator& g) {
  ddb::update_parts u;
  u.key = random_item(g);
  if (g.percent(80)) u.update_expression = random_name(g);
  random_condition(g, u);
  u.returned = random_returning(g);
  return u;
}
ddb::delete_parts random_delete(keyplate_test::generator& g) {
  ddb::delete_parts d;
  d.key = random_item(g);
  random_condition(g, d);
  d.returned = g.percent(50) ? ddb::return_values::none : ddb::return_values::all_old;
  return d;
}
ddb::check_parts random_check(keyplate_test::generator& g) {
  ddb::check_parts c;
  c.key = random_item(g);
  random_condition(g, c);
  return c;
}
ddb::query_parts random_query(keyplate_test::generator& g) {
  ddb::query_parts q;
  if (g.percent(50)) q.index_name = random_name(g);
  q.key_condition_expression = random_name(g);
  for (std::uint64_t n = g.below(3); n != 0; --n)
    q.expression_attribute_names["#" + random_name(g)] = random_name(g);
  for (std::uint64_t n = g.below(3); n != 0; --n)
    q.expression_attribute_values[":k" + random_name(g)] = random_name(g);
  if (g.percent(50)) {
    q.filter_expression = random_name(g);
    q.filter_values[":f" + random_name(g)] = keyplate_test::random_value(g, 2);
  }
  if (g.percent(50)) q.limit = static_cast<std::uint32_t>(g.below(1ULL << 32));
  if (g.percent(50)) q.order = ddb::scan_order::descending;
  q.consistent_read = g.percent(50);
  q.count_only = g.percent(30);
  return q;
}
ddb::scan_request random_scan(keyplate_test::generator& g) {
  ddb::scan_request s;
  if (g.percent(60)) {
    s.filter_expression = random_name(g);
    for (std::uint64_t n = 1 + g.below(2); n != 0; --n)
      s.expression_attribute_names["#" + random_name(g)] = random_name(g);
    for (std::uint64_t n = g.below(3); n != 0; --n) {
      s.expression_attribute_values[":" + random_name(g)] = keyplate_test::random_value(g, 2);
    }
  }
  if (g.percent(50)) s.limit = static_cast<std::uint32_t>(1 + g.below(1000));
  s.consistent_read = g.percent(50);
  s.count_only = g.percent(30);
  if (g.percent(50)) {
    s.total_segments = static_cast<std::uint32_t>(1 + g.below(1000000));
    s.segment = static_cast<std::uint32_t>(g.below(s.total_segments));
  }
  return s;
}

// `parts` as text, read back by nlohmann::json, equals the add-on's `to_json`; with a table, the
// same plus `TableName`.
template <class Parts>
void check_equal(const Parts& parts) {
  const json expected = parts;
  CHECK(json::parse(ddb::to_json_text(parts)) == expected);
  json with_table = expected;
  with_table["TableName"] = "shop";
  CHECK(json::parse(ddb::to_json_text(parts, "shop")) == with_table);
}
}  // namespace

TEST_CASE("every request body as text equals the nlohmann add-on's, on random items") {
  const std::uint64_t seed = keyplate_test::run_seed();
  INFO("seed " << seed);
  keyplate_test::generator g(seed ^ 0x7E47);
  for (int round = 0; round < 300; ++round) {
    INFO("round " << round);
    check_equal(random_put(g));
    check_equal(ddb::key_parts{random_item(g)});
    check_equal(random_update(g));
    check_equal(random_delete(g));
    check_equal(random_query(g));
    check_equal(random_scan(g));

    // A paged read goes on from ExclusiveStartKey.
    const ddb::query_parts q = random_query(g);
    const ddb::scan_request sc = random_scan(g);
    const ddb::item start = random_item(g);
    json q_json = q, sc_json = sc;
    q_json["TableName"] = sc_json["TableName"] = "shop";
    q_json["ExclusiveStartKey"] = sc_json["ExclusiveStartKey"] = start;
    CHECK(json::parse(ddb::to_json_text(q, "shop", start)) == q_json);
    CHECK(json::parse(ddb::to_json_text(sc, "shop", start)) == sc_json);

    const ddb::item it = random_item(g);
    CHECK(json::parse(ddb::to_json_text(it)) == json(it));
    const value v = keyplate_test::random_value(g, 4);
    json v_json;
    to_json(v_json, v);
    CHECK(json::parse(ddb::to_json_text(v)) == v_json);
  }
}

TEST_CASE("transactions and batches as text equal the nlohmann add-on's, on random items") {
  const std::uint64_t seed = keyplate_test::run_seed();
  INFO("seed " << seed);
  keyplate_test::generator g(seed ^ 0x7E48);
  for (int round = 0; round < 100; ++round) {
    INFO("round " << round);
    ddb::transaction_parts t;
    ddb::transact_get_request get;
    ddb::batch_write_parts writes{random_name(g), {}};
    ddb::batch_get_parts gets{random_name(g), {}};
    for (std::uint64_t n = g.below(5); n != 0; --n) {
      switch (g.below(4)) {
        case 0:
          t.actions.emplace_back(random_put(g));
          break;
        case 1:
          t.actions.emplace_back(random_update(g));
          break;
        case 2:
          t.actions.emplace_back(random_delete(g));
          break;
        default:
          t.actions.emplace_back(random_check(g));
          break;
      }
      get.keys.push_back(random_item(g));
      gets.keys.push_back(random_item(g));
      if (g.percent(50)) {
        writes.writes.emplace_back(random_put(g));
      } else {
        writes.writes.emplace_back(random_delete(g));
      }
    }
    if (g.percent(50)) t.client_request_token = random_name(g);
    CHECK(json::parse(ddb::to_json_text(t)) == json(t));
    CHECK(json::parse(ddb::to_json_text(get)) == json(get));
    CHECK(json::parse(ddb::to_json_text(writes)) == json(writes));
    CHECK(json::parse(ddb::to_json_text(gets)) == json(gets));

    // With a table, each action and each get names it.
    json named = json(t);
    for (json& action : named["TransactItems"]) action.begin().value()["TableName"] = "shop";
    CHECK(json::parse(ddb::to_json_text(t, "shop")) == named);
    json named_gets = json(get);
    for (json& action : named_gets["TransactItems"]) action["Get"]["TableName"] = "shop";
    CHECK(json::parse(ddb::to_json_text(get, "shop")) == named_gets);
  }
}

TEST_CASE("a table's definition and its time to live as text equal the nlohmann add-on's") {
  ddb::table_definition t;
  t.table_name = "shop";
  t.attribute_names = {"pk", "sk", "gsi1pk"};
  t.key_schema = {{"pk", "HASH"}, {"sk", "RANGE"}};
  CHECK(json::parse(ddb::to_json_text(t)) == json(t));  // no indexes: none written
  t.global_secondary_indexes = {{"gsi1", {{"gsi1pk", "HASH"}}}};
  CHECK(json::parse(ddb::to_json_text(t)) == json(t));
  const ddb::time_to_live_parts ttl{"shop", "expiresAt", false};
  CHECK(json::parse(ddb::to_json_text(ttl)) == json(ttl));
}

TEST_CASE("strings are escaped as RFC 8259 says, and valid UTF-8 is written as it is") {
  ddb::item it;
  it.set("q\"b\\", value::string(std::string("a\nb\rc\td\be\ff\x01g\x1fh\x7f", 16)));
  it.set("\xc3\xa9t\xc3\xa9", value::string("\xe2\x82\xac \xf0\x9f\x98\x80"));
  CHECK(ddb::to_json_text(it) ==
        "{\"q\\\"b\\\\\":{\"S\":\"a\\nb\\rc\\td\\be\\ff\\u0001g\\u001fh\x7f\"},"
        "\"\xc3\xa9t\xc3\xa9\":{\"S\":\"\xe2\x82\xac \xf0\x9f\x98\x80\"}}");
  const ddb::item nul = make_item({{"n", value::string(std::string("a\0b", 3))}});
  CHECK(ddb::to_json_text(nul) == "{\"n\":{\"S\":\"a\\u0000b\"}}");
}

TEST_CASE("every type of value has its DynamoDB JSON form") {
  const ddb::item it = make_item({{"b", value::binary(std::string("\x00\xff", 2))},
                                  {"f", value::boolean(false)},
                                  {"l", value::list({value::number("1"), value::null()})},
                                  {"m", value::map({{"x", value::boolean(true)}})},
                                  {"ns", value::number_set({"1.5", "10"})},
                                  {"ss", value::string_set({"a"})},
                                  {"bs", value::binary_set({"\x01", "\x02"})},
                                  {"e", value::map({})},
                                  {"el", value::list({})}});
  CHECK(ddb::to_json_text(it) ==
        R"({"b":{"B":"AP8="},"bs":{"BS":["AQ==","Ag=="]},"e":{"M":{}},"el":{"L":[]},)"
        R"("f":{"BOOL":false},"l":{"L":[{"N":"1"},{"NULL":true}]},"m":{"M":{"x":{"BOOL":true}}},)"
        R"("ns":{"NS":["1.5","10"]},"ss":{"SS":["a"]}})");
}

TEST_CASE("append_json_text adds one body after what the buffer holds") {
  std::string buffer = "[";
  ddb::append_json_text(buffer, ddb::key_parts{make_item({{"pk", value::string("A")}})});
  buffer += ',';
  ddb::append_json_text(buffer, ddb::key_parts{make_item({{"pk", value::string("B")}})}, "shop");
  buffer += ']';
  CHECK(buffer == R"([{"Key":{"pk":{"S":"A"}}},{"TableName":"shop","Key":{"pk":{"S":"B"}}}])");
  std::string empty_item;
  ddb::append_json_text(empty_item, ddb::item{});
  CHECK(empty_item == "{}");
}

TEST_CASE("a string that is not UTF-8 is refused, naming its attribute") {
  const ddb::item bad = make_item({{"note", value::string("caf\xe9")}});
  try {
    (void)ddb::to_json_text(bad);
    FAIL("invalid UTF-8 was written");
  } catch (const kp::key_error& e) {
    CHECK(e.error().code == kp::error_code::invalid_utf8);
    CHECK(std::string(e.what()).find("note") != std::string::npos);
  }
  ddb::put_parts p;
  p.item = make_item({{"pk", value::string("A")}});
  p.condition_expression = "attribute_not_exists(#\xff)";
  CHECK_THROWS_AS(ddb::to_json_text(p), kp::key_error);
  // Bytes are base64, whatever they hold.
  CHECK(ddb::to_json_text(make_item({{"b", value::binary("\xe9")}})) == R"({"b":{"B":"6Q=="}})");
}
