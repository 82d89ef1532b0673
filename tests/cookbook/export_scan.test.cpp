// Cookbook recipe 9 (docs/cookbook.md): every order exported by a parallel scan, four workers
// each reading their segment a page at a time and saving a cursor after each page, so that a
// worker that stops continues where it stopped; against a table in memory that answers Scan.
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "catch.hpp"
#include "recipes/shop.hpp"

namespace {
namespace ddb = keyplate::dynamodb;
using namespace shop;
using namespace std::chrono_literals;

// A table in memory that answers Scan: items in key order, each in the segment its partition
// key hashes to; `Limit` items read per page, and the last one read as `LastEvaluatedKey`. It
// returns every item it reads (it applies no FilterExpression: `read` leaves out the items of
// other entities either way; moto applies it in tests/integration/writes_moto.py).
struct table_in_memory {
  std::map<std::pair<std::string, std::string>, nlohmann::json> items;  // by (pk, sk)
  std::size_t calls = 0;

  void put(const ddb::item& it) {
    const nlohmann::json j = it;
    items[{j.at("pk").at("S"), j.at("sk").at("S")}] = j;
  }
  nlohmann::json scan(const nlohmann::json& body) {
    ++calls;
    if (body.at("TableName") != "shop") throw std::invalid_argument("no such table");
    const auto total = body.at("TotalSegments").get<std::size_t>();
    const auto segment = body.at("Segment").get<std::size_t>();
    const auto limit = body.at("Limit").get<std::size_t>();
    auto at = items.begin();
    if (body.contains("ExclusiveStartKey")) {
      const nlohmann::json& start = body.at("ExclusiveStartKey");
      at = items.upper_bound({start.at("pk").at("S"), start.at("sk").at("S")});
    }
    nlohmann::json page = {{"Items", nlohmann::json::array()}};
    std::size_t read = 0;
    for (; at != items.end(); ++at) {
      if (std::hash<std::string>{}(at->first.first) % total != segment) continue;
      if (read == limit) {
        break;
      }
      ++read;
      page["Items"].push_back(at->second);
      page["LastEvaluatedKey"] = {{"pk", at->second.at("pk")}, {"sk", at->second.at("sk")}};
    }
    if (at == items.end()) page.erase("LastEvaluatedKey");  // the segment is done
    return page;
  }
};
}  // namespace

TEST_CASE("every order exported by a parallel scan of four segments, resumable") {
  table_in_memory dynamodb;
  std::set<std::tuple<std::uint64_t, std::string, std::uint64_t>> placed;
  for (std::uint64_t customer = 1; customer <= 30; ++customer) {
    dynamodb.put(Customer::item(Customer::make(
        kp::arg<"customerId">(customer), kp::arg<"email">("c@example.com"), kp::arg<"name">("C"))));
    for (std::uint64_t n = 1; n <= customer % 4; ++n) {
      const auto day = 2026y / 11 / std::chrono::day(static_cast<unsigned>(n));
      const auto o =
          Order::make(kp::arg<"customerId">(customer), kp::arg<"date">(day),
                      kp::arg<"orderId">(customer * 10 + n), kp::arg<"totalCents">(100 * n));
      dynamodb.put(Order::item(o));
      placed.emplace(customer, Order::key<Primary>(o).sort, customer * 10 + n);
      dynamodb.put(
          OrderLine::item(OrderLine::make(kp::arg<"customerId">(customer), kp::arg<"date">(day),
                                          kp::arg<"orderId">(customer * 10 + n), kp::arg<"line">(1),
                                          kp::arg<"sku">("TEA"), kp::arg<"quantity">(n))));
    }
  }
  std::array<std::optional<std::string>, 4> saved;  // each worker's cursor, once it has one
  std::vector<Order::values> exported;
  std::size_t pages = 0;
  // Worker `w`, from its saved cursor; it stops after `budget` pages, as if it crashed.
  const auto work = [&](std::uint32_t w, std::size_t budget) {
    // Worker `w` of 4: the orders of its segment, a page at a time, resumable after a crash.
    const auto orders = Shop::scan(kp::entities<Order>, kp::segment(w, 4), kp::limit(10));
    std::optional<std::string> cursor = saved[w];  // where this worker stopped, if it did
    do {
      if (budget-- == 0) return false;
      ++pages;
      nlohmann::json body = orders;
      body["TableName"] = "shop";
      if (cursor) body["ExclusiveStartKey"] = Shop::resume(orders, *cursor).value();
      const nlohmann::json page = dynamodb.scan(body);
      for (const nlohmann::json& row : page.at("Items")) {
        if (const auto order = orders.read(row.get<ddb::item>()).value()) {
          exported.push_back(order->get<Order>());
        }
      }
      cursor.reset();
      if (page.contains("LastEvaluatedKey")) {
        cursor = Shop::cursor(page.at("LastEvaluatedKey").get<ddb::item>());
      }
      saved[w] = cursor;  // checkpoint: a restart continues from here
    } while (cursor);
    return true;
  };
  CHECK_FALSE(work(2, 1));  // worker 2 stops after one page...
  REQUIRE(saved[2]);
  for (std::uint32_t w = 0; w != 4; ++w) CHECK(work(w, 100));  // ...and continues from it
  CHECK(pages > 8);

  std::set<std::tuple<std::uint64_t, std::string, std::uint64_t>> got;
  for (const Order::values& o : exported) {
    CHECK(got.emplace(o.get<"customerId">(), Order::key<Primary>(o).sort, o.get<"orderId">())
              .second);  // each order once
  }
  CHECK(got == placed);  // every order; no customer, no order line
  CHECK(placed.size() == 45);

  // A cursor a client altered is refused before it reaches DynamoDB.
  const auto orders = Shop::scan(kp::entities<Order>, kp::segment(0, 4));
  CHECK(Shop::resume(orders, "AXBjawrongcursor").error().code == kp::error_code::bad_cursor);
}
