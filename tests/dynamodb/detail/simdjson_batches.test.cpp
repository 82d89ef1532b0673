// Tests of dynamodb/detail/simdjson_batches.hpp (through its face, dynamodb_simdjson.hpp): the
// batch and transaction responses read by simdjson. Random responses of every DynamoDB type
// read back to what was written and to what the nlohmann add-on reads
// (`parse_batch_get_response`, `parse_batch_write_response`, `transact_get_items`,
// `cancellation_reasons`); the same texts, damaged at random, are never accepted where the
// add-on refuses them, nor read differently; errors name where.
#include <cstdint>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "dynamodb/random_responses.hpp"
#include "dynamodb/random_values.hpp"
#include "fuzz/response_reference.hpp"
#include "schema/shop.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace ref = keyplate_reference;
using keyplate_test::generator;
using keyplate_test::json_string;
using keyplate_test::random_item;
using keyplate_test::random_space;
using kp::error_code;

// A table's name: mostly one of two, now and then any text.
std::string random_table(generator& g) {
  if (g.percent(10)) return keyplate_test::random_name(g);
  return g.percent(50) ? "shop" : "archive.2026";
}

// `"name": [item, ...]` of 0 to 3 random items, added to `out`.
std::string item_list(generator& g, std::vector<ddb::item>& out) {
  std::string text = "[";
  for (std::uint64_t n = g.below(4); n != 0; --n) {
    out.push_back(random_item(g));
    (text += random_space(g)) += ddb::to_json_text(out.back());
    if (n > 1) text += ',';
  }
  return text + "]";
}

// An object of 0 to 2 tables (no name twice), each written by `table(name)`.
template <class Tables, class Table>
std::string tables(generator& g, Tables& out, Table table) {
  std::string text = "{";
  for (std::uint64_t n = g.below(3); n != 0; --n) {
    std::string name = random_table(g);
    bool taken = false;
    for (const auto& t : out) taken = taken || t.table == name;
    if (taken) continue;
    auto& entry = out.emplace_back();
    entry.table = name;
    ((text += json_string(name)) += ':') += table(entry);
    text += ',';
  }
  if (text.size() > 1) text.pop_back();
  return text + "}";
}

std::string random_batch_get(generator& g, ddb::batch_get_response& expected) {
  std::vector<std::string> members;
  if (g.percent(80)) {
    members.push_back("\"Responses\":" + tables(g, expected.responses,
                                                [&](auto& t) { return item_list(g, t.items); }));
  }
  if (g.percent(60)) {
    members.push_back("\"UnprocessedKeys\":" + tables(g, expected.unprocessed_keys, [&](auto& t) {
                        const std::string keys = "\"Keys\":" + item_list(g, t.items);
                        return g.percent(50) ? "{" + keys + "}"
                                             : "{\"ConsistentRead\":true," + keys + "}";
                      }));
  }
  if (g.percent(30)) members.emplace_back(R"("ConsumedCapacity":[{"CapacityUnits":1}])");
  return keyplate_test::response_text(g, std::move(members));
}

std::string random_batch_write(generator& g, ddb::batch_write_response& expected) {
  std::vector<std::string> members;
  if (g.percent(80)) {
    members.push_back("\"UnprocessedItems\":" +
                      tables(g, expected.unprocessed_items, [&](ddb::table_writes& t) {
                        std::string list = "[";
                        for (std::uint64_t n = g.below(4); n != 0; --n) {
                          ddb::unprocessed_write& w = t.writes.emplace_back();
                          w.put = g.percent(50);
                          w.value = random_item(g);
                          const std::string value = ddb::to_json_text(w.value);
                          list += w.put ? R"({"PutRequest":{"Item":)" + value + "}}"
                                        : R"({"DeleteRequest":{"Key":)" + value + "}}";
                          if (n > 1) list += ',';
                        }
                        return list + "]";
                      }));
  }
  if (g.percent(30)) members.emplace_back(R"("ItemCollectionMetrics":{})");
  return keyplate_test::response_text(g, std::move(members));
}

std::string random_transact_get(generator& g, std::vector<std::optional<ddb::item>>& expected) {
  std::string list = "[";
  for (std::uint64_t n = g.below(5); n != 0; --n) {
    std::optional<ddb::item>& found = expected.emplace_back();
    if (g.percent(70)) found = random_item(g);
    list += found ? "{\"Item\":" + ddb::to_json_text(*found) + "}" : "{}";
    if (n > 1) list += ',';
  }
  return keyplate_test::response_text(g, {"\"Responses\":" + list + "]"});
}

// A transaction of `n` hand-built deletes (no entity).
ddb::transaction_parts transaction_of(std::size_t n) {
  ddb::transaction_parts t;
  for (std::size_t i = 0; i != n; ++i) {
    ddb::delete_parts d;
    d.key.set("pk", ddb::attribute_value::string("K#" + std::to_string(i)));
    t.actions.emplace_back(std::move(d));
  }
  return t;
}

std::string random_cancellation(generator& g, std::size_t actions,
                                std::vector<ddb::cancellation_reason>& expected) {
  std::string list = "[";
  for (std::size_t i = 0; i != actions; ++i) {
    ddb::cancellation_reason& r = expected.emplace_back();
    r.position = i;
    r.code = g.percent(50) ? "None" : "ConditionalCheckFailed";
    std::vector<std::string> members{"\"Code\":" + json_string(r.code)};
    if (g.percent(50)) {
      r.message = keyplate_test::random_name(g);
      members.push_back("\"Message\":" + json_string(r.message));
    }
    if (g.percent(40)) {
      r.item = random_item(g);
      members.push_back("\"Item\":" + ddb::to_json_text(*r.item));
    }
    list += keyplate_test::response_text(g, std::move(members));
    if (i + 1 != actions) list += ',';
  }
  return keyplate_test::response_text(
      g, {R"("__type":"com.amazonaws.dynamodb.v20120810#TransactionCanceledException")",
          "\"CancellationReasons\":" + list + "]"});
}

// `got` (the reader's) refused with a code, or accepted and, as `normal` makes it, equal to
// what the add-on read from the same text (`expected`, which must have accepted it).
template <class Got, class Expected, class Normal>
void same_or_refused(const Got& got, const Expected& expected, Normal normal) {
  if (!got) {
    CHECK(got.error().code != error_code::none);
    return;
  }
  REQUIRE(expected.has_value());
  CHECK(normal(*got) == *expected);
}

// The reader agrees with the add-on on `text`, for every batch and transaction response: it
// accepts only what the add-on accepts, reads the same from it, and refuses with a code.
void agrees(std::string_view text, const ddb::transaction_parts& t) {
  INFO(text);
  const auto by_name = [](const auto& r) { return ref::by_name(r); };
  const auto as_is = [](const auto& r) { return r; };
  same_or_refused(ddb::read_batch_get_response(text), ref::batch_get(text), by_name);
  same_or_refused(ddb::read_batch_write_response(text), ref::batch_write(text), by_name);
  same_or_refused(ddb::read_transact_get_response(text), ref::transact_get(text), as_is);
  same_or_refused(ddb::read_cancellation_reasons(t, text), ref::cancellation_reasons(t, text),
                  as_is);
}
}  // namespace

TEST_CASE("batch and transaction responses of every DynamoDB type read back to what was written") {
  const std::uint64_t seed = keyplate_test::run_seed();
  INFO("seed " << seed);
  keyplate_test::generator g(seed ^ 0xBA7C);
  for (int round = 0; round < 120; ++round) {
    INFO("round " << round);
    ddb::batch_get_response get;
    ddb::batch_write_response write;
    std::vector<std::optional<ddb::item>> items;
    std::vector<ddb::cancellation_reason> reasons;
    const ddb::transaction_parts t = transaction_of(1 + g.below(3));
    const std::string texts[] = {random_batch_get(g, get), random_batch_write(g, write),
                                 random_transact_get(g, items),
                                 random_cancellation(g, t.actions.size(), reasons)};
    {
      INFO(texts[0]);
      CHECK(ddb::read_batch_get_response(texts[0]).value() == get);
    }
    {
      INFO(texts[1]);
      CHECK(ddb::read_batch_write_response(texts[1]).value() == write);
    }
    {
      INFO(texts[2]);
      CHECK(ddb::read_transact_get_response(texts[2]).value() == items);
    }
    {
      INFO(texts[3]);
      CHECK(ddb::read_cancellation_reasons(t, texts[3]).value() == reasons);
    }
    for (const std::string& text : texts) {
      agrees(text, t);
      for (int damage = 0; damage < 12; ++damage) agrees(keyplate_test::damaged(g, text), t);
    }
  }
}

TEST_CASE("a transaction's reasons carry each action's entity, and must be one per action") {
  ddb::put_parts p;
  p.origin.entity = "Order";
  ddb::transaction_parts t;
  t.actions.emplace_back(p);
  t.actions.emplace_back(ddb::delete_parts{});
  const auto reasons = ddb::read_cancellation_reasons(
      t, R"({"CancellationReasons":[{"Code":"ConditionalCheckFailed","Message":"no",
                                      "Item":{"pk":{"S":"A"}}},{"Code":"None"}]})");
  REQUIRE(reasons.has_value());
  REQUIRE(reasons->size() == 2);
  CHECK((*reasons)[0].entity == "Order");
  CHECK((*reasons)[0].failed());
  CHECK((*reasons)[0].message == "no");
  CHECK(*(*reasons)[0].item->find("pk")->as_string() == "A");
  CHECK((*reasons)[1].position == 1);
  CHECK_FALSE((*reasons)[1].failed());
  CHECK_FALSE((*reasons)[1].item.has_value());
  const auto one =
      ddb::read_cancellation_reasons(t, R"({"CancellationReasons":[{"Code":"None"}]})");
  CHECK(one.error() ==
        kp::error{error_code::malformed_response, "CancellationReasons", kp::error::no_offset});
}

namespace {
struct bad_response {
  std::string_view text;
  error_code code;
  std::string_view path;
};

template <class Read>
void refuses(const bad_response& b, Read read) {
  INFO(b.text);
  const auto r = read(b.text);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == b.code);
  CHECK(r.path() == b.path);
}
}  // namespace

TEST_CASE("what the batch readers refuse: the error names where") {
  const bad_response gets[] = {
      {R"([])", error_code::malformed_response, ""},
      {R"({"Responses": []})", error_code::malformed_response, "Responses"},
      {R"({"Responses": {"shop": {}}})", error_code::malformed_response, "Responses.shop"},
      {R"({"Responses": {"shop": [], "shop": []}})", error_code::malformed_response,
       "Responses.shop"},
      {R"({"Responses": {"shop": [{"a": {"N": "x"}}]}})", error_code::invalid_number,
       "Responses.shop[0].a"},
      {R"({"UnprocessedKeys": {"shop": {}}})", error_code::malformed_response,
       "UnprocessedKeys.shop.Keys"},
      {R"({"UnprocessedKeys": {"shop": {"Keys": [{}, 1]}}})", error_code::malformed_response,
       "UnprocessedKeys.shop.Keys[1]"},
      {R"({"Responses": {}, "Responses": {}})", error_code::malformed_response, "Responses"},
  };
  for (const bad_response& b : gets) refuses(b, ddb::read_batch_get_response);
  const bad_response writes[] = {
      {R"({"UnprocessedItems": {"shop": {}}})", error_code::malformed_response,
       "UnprocessedItems.shop"},
      {R"({"UnprocessedItems": {"shop": [{"PutRequest": {"Key": {}}}]}})",
       error_code::malformed_response, "UnprocessedItems.shop[0]"},
      {R"({"UnprocessedItems": {"shop": [{"PutRequest": {"Item": {}}, "DeleteRequest": {}}]}})",
       error_code::malformed_response, "UnprocessedItems.shop[0]"},
      {R"({"UnprocessedItems": {"shop": [{"UpdateRequest": {}}]}})", error_code::malformed_response,
       "UnprocessedItems.shop[0]"},
      {R"({"UnprocessedItems": {"shop": [{}, {"DeleteRequest": {"Key": {"k": {"BOOL": 1}}}}]}})",
       error_code::malformed_response, "UnprocessedItems.shop[0]"},
      {R"({"UnprocessedItems": {"shop": [{"DeleteRequest": {"Key": {"k": {"SS": []}}}}]}})",
       error_code::empty_set, "UnprocessedItems.shop[0].DeleteRequest.Key.k"},
  };
  for (const bad_response& b : writes) refuses(b, ddb::read_batch_write_response);
  const bad_response gets_at_once[] = {
      {R"({})", error_code::malformed_response, ""},
      {R"({"Responses": {}})", error_code::malformed_response, "Responses"},
      {R"({"Responses": [{}, 7]})", error_code::malformed_response, "Responses[1]"},
      {R"({"Responses": [{"Item": {"a": {"S": 1}}}]})", error_code::malformed_item,
       "Responses[0].Item.a"},
      {R"({"Responses": [{"Item": {}, "Item": {}}]})", error_code::malformed_response,
       "Responses[0].Item"},
  };
  for (const bad_response& b : gets_at_once) refuses(b, ddb::read_transact_get_response);
}

TEST_CASE("batch_getter and batch_writer take the reader's responses") {
  ddb::batch_writer w("shop");
  ddb::put_parts put;
  put.item.set("pk", ddb::attribute_value::string("A"));
  w.add(put);
  ddb::delete_parts del;
  del.key.set("pk", ddb::attribute_value::string("B"));
  w.add(del);
  REQUIRE(w.next_request().has_value());
  // The delete comes back unprocessed, then the next response settles it.
  w.on_response(ddb::read_batch_write_response(
                    R"({"UnprocessedItems":{"shop":[{"DeleteRequest":{"Key":{"pk":{"S":"B"}}}}]}})")
                    .value());
  CHECK(w.pending() == 1);
  CHECK(w.attempt() == 1);
  REQUIRE(w.next_request()->writes.size() == 1);
  // Another table's writes do not answer this request, and change nothing.
  const auto foreign = ddb::read_batch_write_response(
      R"({"UnprocessedItems":{"other":[{"DeleteRequest":{"Key":{"pk":{"S":"B"}}}}]}})");
  CHECK(w.try_on_response(foreign.value()).code == error_code::malformed_item);
  CHECK(w.pending() == 1);
  w.on_response(ddb::read_batch_write_response(R"({"UnprocessedItems":{}})").value());
  CHECK(w.done());

  using Shop =
      kp::schema<kp::indexes<schema_shop::Primary, schema_shop::ByEmail>, schema_shop::Customer>;
  ddb::batch_getter<Shop> g("shop");
  g.add(schema_shop::Customer::get(kp::arg<"customerId">(5)));
  g.add(schema_shop::Customer::get(kp::arg<"customerId">(6)));
  REQUIRE(g.next_request().has_value());
  g.on_response(ddb::read_batch_get_response(R"({
      "Responses": {"shop": [{"pk": {"S": "CUSTOMER#5"}, "sk": {"S": "#METADATA"},
                              "customerId": {"N": "5"}, "email": {"S": "a@b.example"},
                              "gsi2pk": {"S": "EMAIL#a@b.example"}}]},
      "UnprocessedKeys": {"shop": {"Keys": [{"pk": {"S": "CUSTOMER#6"},
                                             "sk": {"S": "#METADATA"}}]}}})")
                    .value());
  CHECK(g.results().size() == 1);
  CHECK(g.pending() == 1);
  REQUIRE(g.next_request()->keys.size() == 1);
  g.on_response(ddb::read_batch_get_response(R"({"Responses": {"shop": []}})").value());
  CHECK(g.done());
  CHECK(g.unread().empty());
}
