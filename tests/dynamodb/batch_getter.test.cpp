// Tests of dynamodb/batch_getter.hpp: a model of BatchGetItem that checks every request as
// DynamoDB does, returns a random part of its keys unprocessed and the items it found in another
// order (fixed seeds, printed): every key asked is answered exactly once, each item decoded by
// the schema.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/dynamodb/batch_getter.hpp>
#include <map>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "../schema/shop.hpp"
#include "catch.hpp"
#include "support/splitmix64.hpp"

namespace ddb = keyplate::dynamodb;
using schema_shop::Customer;
using Order = schema_shop::OrderWith<>;
using Shop =
    kp::schema<kp::indexes<schema_shop::Primary, schema_shop::ByStatus, schema_shop::ByEmail>,
               Customer, Order>;

namespace {
std::string key_text(const nlohmann::json& item) {
  return item.at("pk").at("S").get<std::string>() + "|" + item.at("sk").at("S").get<std::string>();
}
std::string key_text(const Shop::values& v) {
  return v.visit([](const auto& values) {
    using E = typename std::decay_t<decltype(values)>::entity_type;
    const ddb::item it = E::item(values);
    return it.find("pk")->text + "|" + it.find("sk")->text;
  });
}

// BatchGetItem as DynamoDB runs it: one table, 1 to 100 keys with none twice; each key's item
// returned (when it exists), or (with probability `percent_unprocessed` / 100) the key returned
// in `UnprocessedKeys`; the items found in reverse order.
struct get_engine {
  keyplate_test::splitmix64 rng;
  std::uint64_t percent_unprocessed;
  std::map<std::string, nlohmann::json> table;
  std::size_t requests = 0, returned = 0;

  nlohmann::json answer(const std::string& body) {
    ++requests;
    const nlohmann::json request = nlohmann::json::parse(body);
    REQUIRE(request.at("RequestItems").size() == 1);
    const nlohmann::json& keys = request.at("RequestItems").at("shop").at("Keys");
    REQUIRE(!keys.empty());
    REQUIRE(keys.size() <= 100);
    std::set<std::string> seen;
    nlohmann::json found = nlohmann::json::array(), unprocessed = nlohmann::json::array();
    for (const nlohmann::json& k : keys) {
      REQUIRE(k.size() == 2);
      REQUIRE(seen.insert(key_text(k)).second);  // DynamoDB refuses a key twice
      if (rng.below(100) < percent_unprocessed) {
        unprocessed.push_back(k);
        ++returned;
      } else if (const auto it = table.find(key_text(k)); it != table.end()) {
        found.insert(found.begin(), it->second);
      }
    }
    nlohmann::json response = {{"Responses", {{"shop", found}}},
                               {"UnprocessedKeys", nlohmann::json::object()}};
    if (!unprocessed.empty()) response["UnprocessedKeys"]["shop"] = {{"Keys", unprocessed}};
    return response;
  }
};
}  // namespace

TEST_CASE("every key asked is answered exactly once, its item decoded") {
  const std::uint64_t seeds[] = {20261205, 11};
  const std::uint64_t percents[] = {0, 40, 90};
  for (const std::uint64_t seed : seeds) {
    for (const std::uint64_t percent : percents) {
      std::printf("batch_getter model: seed %llu, %llu%% unprocessed\n",
                  static_cast<unsigned long long>(seed), static_cast<unsigned long long>(percent));
      INFO("seed " << seed << ", " << percent << "% unprocessed");
      get_engine engine{keyplate_test::splitmix64(seed ^ percent), percent, {}, 0, 0};
      for (std::uint64_t c = 0; c != 60; c += 2) {  // customers with even numbers, one order each
        const auto customer =
            Customer::make(kp::arg<"customerId">(c), kp::arg<"email">("c@example.com"));
        const auto order =
            Order::make(kp::arg<"customerId">(c),
                        kp::arg<"date">(std::chrono::year_month_day{
                            std::chrono::year{2026}, std::chrono::month{12}, std::chrono::day{5}}),
                        kp::arg<"orderId">(c + 1));
        for (const ddb::item& it :
             std::vector<ddb::item>{Customer::item(customer), Order::item(order)}) {
          engine.table[it.find("pk")->text + "|" + it.find("sk")->text] = nlohmann::json(it);
        }
      }
      keyplate_test::splitmix64 inputs(seed);
      ddb::batch_getter<Shop> g("shop");
      std::map<std::string, std::size_t> expected;  // key -> times asked, for the keys that exist
      for (int n = 0; n != 250; ++n) {
        const std::uint64_t c = inputs.below(60);  // odd numbers: no such customer
        const ddb::key_parts k =
            inputs.below(2) == 0
                ? ddb::key_parts(Customer::get(kp::arg<"customerId">(c)))
                : Order::get(
                      kp::arg<"customerId">(c),
                      kp::arg<"date">(std::chrono::year_month_day{
                          std::chrono::year{2026}, std::chrono::month{12}, std::chrono::day{5}}),
                      kp::arg<"orderId">(c + 1));
        g.add(k);
        const std::string key = k.key.find("pk")->text + "|" + k.key.find("sk")->text;
        if (engine.table.count(key) != 0) ++expected[key];
      }
      std::size_t rounds = 0;
      while (auto request = g.next_request()) {
        REQUIRE(++rounds < 100000);
        const nlohmann::json response = engine.answer(ddb::to_json_text(*request));
        if (rounds % 2 == 0) {
          g.on_response(response.dump());
        } else {
          g.on_response(response);
        }
      }
      std::printf("  %zu requests, %zu keys returned unprocessed\n", engine.requests,
                  engine.returned);
      CHECK(g.done());
      CHECK(g.unread().empty());
      std::map<std::string, std::size_t> answered;
      for (const Shop::values& v : g.results()) ++answered[key_text(v)];
      CHECK(answered == expected);
      CHECK((percent == 0) == (engine.returned == 0));
    }
  }
}

TEST_CASE("an item the schema does not read is kept with its error") {
  ddb::batch_getter<Shop> g("shop");
  g.add(Customer::get(kp::arg<"customerId">(5)));
  REQUIRE(g.next_request());
  // Customer 5 as another writer left it: no email.
  g.on_response(R"({"Responses": {"shop": [{"pk": {"S": "CUSTOMER#5"}, "sk": {"S": "#METADATA"},
                                            "customerId": {"N": "5"}}]}})");
  CHECK(g.done());
  CHECK(g.results().empty());
  REQUIRE(g.unread().size() == 1);
  CHECK(g.unread()[0].item.find("customerId")->text == "5");
  CHECK(g.unread()[0].why.code == kp::error_code::missing_attribute);
}

TEST_CASE(
    "a BatchGetItem response that does not answer the request is an error and changes nothing") {
  ddb::batch_getter<Shop> g("shop");
  g.add(Customer::get(kp::arg<"customerId">(2)));
  g.add(Customer::get(kp::arg<"customerId">(2)));  // asked twice: in two requests
  const auto request = g.next_request();
  REQUIRE(request);
  CHECK(request->keys.size() == 1);
  const kp::error malformed{kp::error_code::malformed_item, "Responses", 0};
  const kp::error malformed_keys{kp::error_code::malformed_item, "UnprocessedKeys", 0};
  CHECK(g.try_on_response("[]") == malformed);
  CHECK(g.try_on_response(std::string(R"({"Responses": {"other": []}})")) == malformed);
  // An item no key asked for.
  CHECK(g.try_on_response(R"({"Responses": {"shop": [{"pk": {"S": "CUSTOMER#3"},
                             "sk": {"S": "#METADATA"}}]}})") == malformed);
  CHECK(g.try_on_response(R"({"UnprocessedKeys": {"shop": {"Keys": [{"pk": {"S": "CUSTOMER#3"},
                             "sk": {"S": "#METADATA"}}]}}})") == malformed_keys);
  CHECK(g.try_on_response(R"({"UnprocessedKeys": {"shop": []}})") == malformed_keys);
  CHECK(g.next_request() == request);
  CHECK(g.pending() == 2);
  g.on_response(R"({"Responses": {"shop": []}})");  // customer 2 does not exist
  CHECK(g.pending() == 1);
  CHECK(g.next_request() == request);  // the second time it was added
  g.on_response(R"({"UnprocessedKeys": {"shop": {"Keys": [{"pk": {"S": "CUSTOMER#2"},
                   "sk": {"S": "#METADATA"}}]}}})");
  CHECK(g.attempt() == 1);
  CHECK(g.next_request() == request);
  g.on_response(R"({"Responses": {"shop": [{"pk": {"S": "CUSTOMER#2"}, "sk": {"S": "#METADATA"},
                   "gsi2pk": {"S": "EMAIL#b@example.com"}, "customerId": {"N": "2"},
                   "email": {"S": "b@example.com"}}]}})");
  CHECK(g.unread().empty());
  CHECK(g.attempt() == 0);
  CHECK(g.done());
  REQUIRE(g.results().size() == 1);
  CHECK(g.results()[0].get<Customer>().get<"email">() == "b@example.com");
  CHECK(g.table() == "shop");
}
