// Cookbook recipe 5 (docs/cookbook.md): orders by day, sharded; the day's reads scatter over
// every shard and merge back into one ordered answer, checked against hand-written text and
// against the unsharded answer.
#include <algorithm>
#include <array>
#include <chrono>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <vector>

#include "catch.hpp"
#include "recipes/sales.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

// --- recipe code (as in the cookbook) ---
// The recipe's entity and schema: examples/recipes/sales.hpp.
using namespace sales;

static_assert(Sales::valid);
// --- end of recipe code ---

TEST_CASE("recipe 5: an order's shard and keys") {
  const Order::values o =
      Order::make(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                  kp::arg<"date">(2026y / 11 / 27d), kp::arg<"totalCents">(4599));
  // o.get<"shard">() is 6; gsi1pk "DAY#2026-11-27#6", gsi1sk "0000000100"
  CHECK(o.get<"shard">() == 6);
  const ddb::item it = Order::item(o);
  CHECK(it.find("gsi1pk")->text == "DAY#2026-11-27#6");
  CHECK(it.find("gsi1sk")->text == "0000000100");
  CHECK(it.find("shard")->text == "6");

  const ddb::update_parts u = Order::update(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                                            kp::set<"date">(2026y / 11 / 28d));
  // u: SET date, gsi1pk "DAY#2026-11-28#6" (the same shard: it follows the order id)
  bool rebuilt = false;
  for (const auto& [placeholder, value] : u.expression_attribute_values) {
    rebuilt = rebuilt || value.text == "DAY#2026-11-28#6";
  }
  CHECK(rebuilt);
}

TEST_CASE("recipe 5: a day's orders over every shard") {
  const std::array<ddb::query_parts, 8> day =
      Order::scatter<ByDay>(kp::arg<"date">(2026y / 11 / 27d));
  // day[s]: IndexName gsi1, "#pk = :pk", :pk "DAY#2026-11-27#0" ... "DAY#2026-11-27#7"
  for (std::size_t s = 0; s != day.size(); ++s) {
    CHECK(day[s].index_name == "gsi1");
    CHECK(day[s].key_condition_expression == "#pk = :pk");
    CHECK(day[s].expression_attribute_values.at(":pk") == "DAY#2026-11-27#" + std::to_string(s));
  }

  // What the eight queries return (each in sort key order), simulated from 40 orders.
  std::array<std::vector<ddb::item>, 8> pages;
  std::vector<std::string> ids;
  for (std::uint64_t id = 1000; id != 1040; ++id) {
    const ddb::item it =
        Order::item(Order::make(kp::arg<"customerId">(7), kp::arg<"orderId">(id),
                                kp::arg<"date">(2026y / 11 / 27d), kp::arg<"totalCents">(id)));
    for (std::size_t s = 0; s != day.size(); ++s) {
      if (it.find("gsi1pk")->text == day[s].expression_attribute_values.at(":pk")) {
        pages[s].push_back(it);
      }
    }
    ids.push_back(std::to_string(id));
  }
  std::size_t nonempty = 0;
  for (const auto& page : pages) nonempty += page.empty() ? 0 : 1;
  CHECK(nonempty > 4);  // the orders spread out

  const std::vector<ddb::item> orders = ddb::merge_sorted(ByDay{}, pages);
  REQUIRE(orders.size() == ids.size());
  for (std::size_t i = 0; i != ids.size(); ++i) CHECK(orders[i].find("orderId")->text == ids[i]);
}
