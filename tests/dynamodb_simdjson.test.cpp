// Tests dynamodb_simdjson.hpp: GetItem's and Query/Scan responses read by simdjson, as
// `ddb::item`s and as a schema's typed values. Random pages of every DynamoDB type read back to
// what was written and to what the nlohmann path reads (fuzz/response_reference.hpp); the same
// texts, damaged at random, are never accepted where the nlohmann path refuses them, nor read
// differently; errors name where.
#include <chrono>
#include <cstdint>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "dynamodb/random_responses.hpp"
#include "dynamodb/random_values.hpp"
#include "fuzz/response_reference.hpp"
#include "schema/shop.hpp"

namespace {
namespace ddb = keyplate::dynamodb;
namespace ref = keyplate_reference;
using kp::error_code;

using keyplate_test::damaged;
using keyplate_test::random_item;
using keyplate_test::random_json;
using keyplate_test::random_name;

// A Query response of random items, its members in a random order, with spaces and members the
// reader does not use; `expected` is what it holds.
std::string random_page(keyplate_test::generator& g, ddb::page<ddb::item>& expected) {
  std::vector<std::string> members;
  const auto space = [&g] { return g.percent(20) ? std::string(" \n\t ") : std::string(); };
  std::string items = "\"Items\":" + space() + "[";
  for (std::uint64_t n = g.below(5); n != 0; --n) {
    expected.items.push_back(random_item(g));
    (items += space()) += ddb::to_json_text(expected.items.back());
    items += n > 1 ? "," : "";
  }
  members.push_back(items + "]");
  expected.count = expected.items.size();
  if (g.percent(80)) {
    expected.count = g.below(1000);
    members.push_back("\"Count\":" + std::to_string(expected.count));
  }
  expected.scanned_count = expected.count;
  if (g.percent(80)) {
    expected.scanned_count = g.below(1000);
    members.push_back("\"ScannedCount\": " + std::to_string(expected.scanned_count));
  }
  if (g.percent(50)) {
    expected.last_evaluated_key = random_item(g);
    members.push_back("\"LastEvaluatedKey\":" + ddb::to_json_text(*expected.last_evaluated_key));
  }
  if (g.percent(50)) {
    expected.consumed_capacity = static_cast<double>(g.below(64)) / 4;
    members.push_back(R"("ConsumedCapacity":{"TableName":"shop","CapacityUnits":)" +
                      std::to_string(*expected.consumed_capacity) + "}");
  }
  return keyplate_test::response_text(g, std::move(members));
}

// The reader agrees with the nlohmann path on `text`: it accepts only what that accepts, and
// reads the same page from it.
void agrees(std::string_view text) {
  INFO(text);
  const kp::path_result<ddb::page<ddb::item>> read = ddb::read_page(text);
  const std::optional<ddb::page<ddb::item>> expected = ref::page(text);
  if (read) {
    REQUIRE(expected.has_value());
    CHECK(*read == *expected);
  } else {
    CHECK(read.error().code != error_code::none);
  }
  const kp::path_result<std::optional<ddb::item>> got = ddb::read_item(text);
  const ref::get_result expected_item = ref::get_item(text);
  if (got) {
    REQUIRE(expected_item.found);
    CHECK(*got == expected_item.item);
  }
}
}  // namespace

TEST_CASE("a Query page of every DynamoDB type reads back to what was written") {
  const std::uint64_t seed = keyplate_test::run_seed();
  INFO("seed " << seed);
  keyplate_test::generator g(seed ^ 0x5D1A);
  for (int round = 0; round < 300; ++round) {
    INFO("round " << round);
    ddb::page<ddb::item> expected;
    const std::string text = random_page(g, expected);
    INFO(text);
    const kp::path_result<ddb::page<ddb::item>> read = ddb::read_page(text);
    REQUIRE(read.has_value());
    CHECK(*read == expected);
    agrees(text);
    for (int damage = 0; damage < 20; ++damage) agrees(damaged(g, text));
  }
}

TEST_CASE("GetItem's response: the item, or none") {
  const auto found = ddb::read_item(R"({"Item": {"pk": {"S": "A#1"}, "n": {"N": "1.50"}},
                                        "ConsumedCapacity": {"CapacityUnits": 0.5}})");
  REQUIRE(found.has_value());
  REQUIRE(found->has_value());
  CHECK((*found)->size() == 2);
  CHECK(*(*found)->find("n")->as_number() == "1.50");
  const auto none = ddb::read_item("{}");
  REQUIRE(none.has_value());
  CHECK_FALSE(none->has_value());
}

TEST_CASE("a write's Attributes, and a failed condition's Item") {
  const auto after = ddb::read_attributes(
      R"({"Attributes": {"pk": {"S": "A#1"}, "n": {"N": "2"}}, "ConsumedCapacity": {}})");
  REQUIRE(after.has_value());
  REQUIRE(after->has_value());
  CHECK(*(*after)->find("n")->as_number() == "2");
  const auto none = ddb::read_attributes(R"({"ConsumedCapacity": {"CapacityUnits": 1}})");
  REQUIRE(none.has_value());
  CHECK_FALSE(none->has_value());
  // An Item beside Attributes is not what a write returned.
  const auto only_item = ddb::read_attributes(R"({"Item": {"a": {"S": "x"}}})");
  REQUIRE(only_item.has_value());
  CHECK_FALSE(only_item->has_value());
  const auto twice = ddb::read_attributes(R"({"Attributes": {}, "Attributes": {}})");
  CHECK(twice.error().code == error_code::malformed_response);
  CHECK(twice.path() == "Attributes");
  const auto bad = ddb::read_attributes(R"({"Attributes": {"n": {"N": "1e"}}})");
  CHECK(bad.error().code == error_code::invalid_number);
  CHECK(bad.path() == "Attributes.n");
  // ConditionalCheckFailedException's body, with ReturnValuesOnConditionCheckFailure: ALL_OLD.
  const auto old = ddb::read_item(
      R"({"__type": "com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException",
          "message": "The conditional request failed", "Item": {"pk": {"S": "A#1"}}})");
  REQUIRE(old.has_value());
  CHECK(*(*old)->find("pk")->as_string() == "A#1");
}

TEST_CASE("a page's counts default to its items, and its capacity is read when given") {
  const auto p = ddb::read_page(R"({"Items": [{"a": {"BOOL": true}}, {"a": {"NULL": true}}]})");
  REQUIRE(p.has_value());
  CHECK(p->count == 2);
  CHECK(p->scanned_count == 2);
  CHECK_FALSE(p->consumed_capacity.has_value());
  CHECK_FALSE(p->last_evaluated_key.has_value());
  const auto counted = ddb::read_page(
      R"({"Count": 0, "ScannedCount": 7, "ConsumedCapacity": {"CapacityUnits": 2.5}})");
  REQUIRE(counted.has_value());
  CHECK(counted->items.empty());
  CHECK(counted->scanned_count == 7);
  CHECK(counted->consumed_capacity == 2.5);
}

TEST_CASE("a capacity of many digits is the double nearest to it") {
  // simdjson 3.0.1's own reading gives about 1E-50 for this one; the reader reads the text
  // as strtod (and nlohmann) does.
  const auto p = ddb::read_page(
      R"({"ConsumedCapacity": {"CapacityUnits": )"
      R"(0.566666666666666666666666666666666666666666666666666333333333333333333}})");
  REQUIRE(p.has_value());
  CHECK(p->consumed_capacity == 0.5666666666666667);
  const auto huge = ddb::read_page(R"({"ConsumedCapacity": {"CapacityUnits": 1e400}})");
  CHECK_FALSE(huge.has_value());
}

namespace {
struct bad_text {
  std::string_view text;
  error_code code;
  std::string_view path;
  bool nlohmann_accepts = false;  // a name given twice: nlohmann keeps the last
};
}  // namespace

TEST_CASE("what the reader refuses: the error names where") {
  const bad_text cases[] = {
      {"", error_code::malformed_json, ""},
      {"[]", error_code::malformed_response, ""},
      {R"({"Items": [{"a": {"S": "x"}}]} x)", error_code::malformed_json, ""},
      {R"({"Items": [{"a": {"S": "x"}})", error_code::malformed_json, "Items"},
      {R"({"Items": {}})", error_code::malformed_response, "Items"},
      {R"({"Items": [5]})", error_code::malformed_response, "Items[0]"},
      {R"({"Items": [], "Items": []})", error_code::malformed_response, "Items", true},
      {R"({"Count": -1})", error_code::malformed_response, "Count"},
      {R"({"ScannedCount": 1.5})", error_code::malformed_response, "ScannedCount"},
      {R"({"ConsumedCapacity": {"CapacityUnits": "1"}})", error_code::malformed_response,
       "ConsumedCapacity.CapacityUnits"},
      {R"({"Other": [1,]})", error_code::malformed_json, ""},
      {R"({"Other": nul})", error_code::malformed_json, ""},
      {R"({"Items": [{"a": {"S": "x"}}, {"b": {"Q": "x"}}]})", error_code::malformed_item,
       "Items[1].b"},
      {R"({"Items": [{"a": {"S": "x", "N": "1"}}]})", error_code::malformed_item, "Items[0].a"},
      {R"({"Items": [{"a": {"S": "x"}, "a": {"S": "y"}}]})", error_code::malformed_item,
       "Items[0].a", true},
      {R"({"Items": [{"l": {"L": [{"N": "1"}, {"N": "x"}]}}]})", error_code::invalid_number,
       "Items[0].l[1]"},
      {R"({"Items": [{"m": {"M": {"q": {"B": "abc"}}}}]})", error_code::invalid_base64,
       "Items[0].m.q"},
      {R"({"Items": [{"m": {"M": {"q": {"S": ""}, "q": {"S": ""}}}}]})", error_code::malformed_item,
       "Items[0].m.q", true},
      {R"({"Items": [{"s": {"NS": ["1", "1.0"]}}]})", error_code::duplicate_in_set, "Items[0].s"},
      {R"({"Items": [{"s": {"SS": []}}]})", error_code::empty_set, "Items[0].s"},
      {R"({"LastEvaluatedKey": {"pk": {"NULL": false}}})", error_code::malformed_item,
       "LastEvaluatedKey.pk"},
  };
  for (const bad_text& c : cases) {
    INFO(c.text);
    const auto p = ddb::read_page(c.text);
    REQUIRE_FALSE(p.has_value());
    CHECK(p.error().code == c.code);
    CHECK(p.path() == c.path);
    CHECK(ref::page(c.text).has_value() == c.nlohmann_accepts);
  }
  const auto get = ddb::read_item(R"({"Item": {"l": {"L": [{"N": "1x"}]}}})");
  REQUIRE_FALSE(get.has_value());
  CHECK(get.error().code == error_code::invalid_number);
  CHECK(get.path() == "Item.l[0]");
}

TEST_CASE("text that is not JSON gives the byte where reading stopped") {
  const std::string_view text = R"({"Items": [{"a": {"S": "x"}}, {"b": {"S": tru}}]})";
  const auto p = ddb::read_page(text);
  REQUIRE_FALSE(p.has_value());
  CHECK(p.error().code == error_code::malformed_item);  // a value of no JSON type is no string
  const auto cut = ddb::read_page(R"({"Items": [{"a": {"S": "x"}}, )");
  REQUIRE_FALSE(cut.has_value());
  CHECK(cut.error().code == error_code::malformed_json);
  CHECK(cut.error().offset <= 30);
  CHECK(cut.error().message().find("at byte") != std::string::npos);
}

namespace {
using schema_shop::Customer;
using Order = schema_shop::OrderWith<>;
using Shop =
    kp::schema<kp::indexes<schema_shop::Primary, schema_shop::ByStatus, schema_shop::ByEmail>,
               Customer, Order>;
using namespace std::chrono_literals;

std::string page_of(const std::vector<ddb::item>& items, std::string_view rest = "") {
  std::string text = R"({"Items": [)";
  for (const ddb::item& it : items) (text += ddb::to_json_text(it)) += ',';
  if (!items.empty()) text.pop_back();
  return ((text += "]") += rest) += "}";
}

Order::values an_order(const char* status = "open") {
  return Order::make(kp::arg<"customerId">(7), kp::arg<"date">(2026y / 12 / 6d),
                     kp::arg<"orderId">(42), kp::arg<"status">(status));
}
}  // namespace

TEST_CASE("Schema::read_page: each item as the values of the entity that wrote it") {
  const ddb::item customer =
      Customer::item(Customer::make(kp::arg<"customerId">(7), kp::arg<"email">("a@b")));
  const ddb::item order = Order::item(an_order());
  const ddb::item key =
      Order::get(kp::arg<"customerId">(7), kp::arg<"date">(2026y / 12 / 6d), kp::arg<"orderId">(42))
          .key;
  const std::string text =
      page_of({customer, order}, R"(, "Count": 2, "LastEvaluatedKey": )" + ddb::to_json_text(key));
  const kp::path_result<ddb::page<Shop>> p = Shop::read_page(text);
  REQUIRE(p.has_value());
  REQUIRE(p->items.size() == 2);
  CHECK(p->items[0].holds<Customer>());
  REQUIRE(p->items[1].get_if<Order>() != nullptr);
  CHECK(*p->items[1].get_if<Order>() == an_order());
  REQUIRE(p->last_evaluated_key.has_value());
  CHECK(*p->last_evaluated_key == key);

  // An item of no entity, and an item whose attribute has the wrong type, are named.
  ddb::item stranger;
  stranger.set("pk", ddb::attribute_value::string("SUPPLIER#1"));
  stranger.set("sk", ddb::attribute_value::string("#METADATA"));
  const auto foreign = Shop::read_page(page_of({customer, stranger}));
  REQUIRE_FALSE(foreign.has_value());
  CHECK(foreign.error().code == error_code::no_matching_layout);
  CHECK(foreign.path() == "Items[1].pk");
  ddb::item wrong = order;
  wrong.set("orderId", ddb::attribute_value::string("42"));
  const auto typed = Shop::read_page(page_of({order, wrong}));
  REQUIRE_FALSE(typed.has_value());
  CHECK(typed.error().code == error_code::wrong_attribute_type);
  CHECK(typed.path() == "Items[1].orderId");
}

TEST_CASE("Entity::read_item and Entity::read_page decode with decode_item") {
  const Order::values v = an_order();
  const std::string get = "{\"Item\": " + ddb::to_json_text(Order::item(v)) + "}";
  const auto found = Order::read_item(get);
  REQUIRE(found.has_value());
  REQUIRE(found->has_value());
  CHECK(**found == v);
  const auto none = Order::read_item(R"({"ConsumedCapacity": {"CapacityUnits": 1}})");
  REQUIRE(none.has_value());
  CHECK_FALSE(none->has_value());
  const auto p = Order::read_page(page_of({Order::item(v), Order::item(an_order("paid"))}));
  REQUIRE(p.has_value());
  CHECK(p->items == std::vector<Order::values>{v, an_order("paid")});
  const auto customer = Order::read_item("{\"Item\": " +
                                         ddb::to_json_text(Customer::item(Customer::make(
                                             kp::arg<"customerId">(7), kp::arg<"email">("a@b")))) +
                                         "}");
  REQUIRE_FALSE(customer.has_value());
  CHECK(customer.path().rfind("Item.", 0) == 0);
}
