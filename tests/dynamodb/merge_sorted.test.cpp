// Tests of dynamodb/merge_sorted.hpp and shard fields: make fills the shard, scatter queries
// every shard, and merge_sorted merges the shards' pages.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb/merge_sorted.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <vector>

#include "catch.hpp"
#include "properties/generators.hpp"
#include "support/write_model.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByDay = kp::index<"gsi1pk", "gsi1sk", "gsi1">;

// Orders by day: a hot partition per day, spread over 8 shards by order id.
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
                          kp::field<"date", kp::date>, kp::field<"total", kp::uint<>>,
                          kp::shard_field<"shard", 8, "orderId">>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
               kp::keys<ByDay, "DAY#{date}#{shard}", "{orderId}">>;
// A sharded table partition: the shard is part of the primary key, computed for get and update.
using Event =
    kp::entity<"Event",
               kp::fields<kp::field<"eventId", kp::uint<12>>, kp::field<"kind", kp::string<16>>,
                          kp::shard_field<"shard", 16, "eventId", "kind">>,
               kp::keys<Primary, "EVENTS#{shard}", "{kind}#{eventId}">>;
using Shop = kp::schema<kp::indexes<Primary, ByDay>, Order, Event>;
static_assert(Shop::valid);
static_assert(std::is_same_v<Order::codec_at<4>, kp::uint<1>>);  // 0 to 7: one digit
static_assert(std::is_same_v<Event::codec_at<2>, kp::uint<2>>);  // 0 to 15: two digits

}  // namespace

TEST_CASE("make fills the shard from the frozen hash of its sources' key forms") {
  const auto e = Event::make(kp::arg<"eventId">(42), kp::arg<"kind">("click"));
  CHECK(e.get<"shard">() == 8);
  const auto o = Order::make(kp::arg<"customerId">(1), kp::arg<"orderId">(100),
                             kp::arg<"date">(2026y / 10 / 1d), kp::arg<"total">(5));
  CHECK(o.get<"shard">() == 6);  // the key form of orderId 100 is 0000000100
}

TEST_CASE("a shard field is computed by make and checked by decode_item") {
  const auto o = Order::make(kp::arg<"customerId">(1), kp::arg<"orderId">(12345),
                             kp::arg<"date">(2026y / 10 / 1d), kp::arg<"total">(5));
  const ddb::item it = Order::item(o);
  const std::string shard = std::to_string(o.get<"shard">());
  CHECK(it.find("shard")->text == shard);
  CHECK(it.find("gsi1pk")->text == "DAY#2026-10-01#" + shard);
  CHECK(*Order::decode_item(it) == o);

  ddb::item wrong = it;  // keys and shard agree with each other, but not with orderId
  const std::string other = std::to_string((o.get<"shard">() + 1) % 8);
  wrong.set("shard", {kp::attribute_kind::N, other});
  wrong.set("gsi1pk", {kp::attribute_kind::S, "DAY#2026-10-01#" + other});
  const auto back = Order::decode_item(wrong);
  REQUIRE(!back);
  CHECK(back.error().code == kp::error_code::key_mismatch);
  CHECK(back.error().field == "shard");
}

TEST_CASE("scatter queries every shard; their items together are the unsharded answer") {
  const auto queries = Order::scatter<ByDay>(kp::arg<"date">(2026y / 10 / 1d));
  static_assert(queries.size() == 8);
  for (std::size_t s = 0; s != queries.size(); ++s) {
    CHECK(queries[s].index_name == "gsi1");
    CHECK(queries[s].expression_attribute_values.at(":pk") ==
          "DAY#2026-10-01#" + std::to_string(s));
  }
  // One shard by hand, as a query of its own.
  CHECK(Order::query<ByDay>(kp::arg<"date">(2026y / 10 / 1d), kp::arg<"shard">(3)) == queries[3]);
  const auto range = Order::scatter<ByDay>(kp::arg<"date">(2026y / 10 / 1d),
                                           kp::arg<"orderId">(kp::between(10, 20)));
  CHECK(range[0].key_condition_expression == "#pk = :pk AND #sk BETWEEN :lo AND :hi");

  // Each order lands in the shard its partition names; per shard in sort order, merged back.
  keyplate_test::generator g(keyplate_test::run_seed());
  std::array<std::vector<ddb::item>, 8> pages;
  std::vector<std::uint64_t> ids;
  for (int i = 0; i != 500; ++i) {
    const std::uint64_t id = g.below(10000000000ULL);
    ids.push_back(id);
    const auto o = Order::make(kp::arg<"customerId">(1 + g.below(5)), kp::arg<"orderId">(id),
                               kp::arg<"date">(2026y / 10 / 1d), kp::arg<"total">(i));
    const ddb::item it = Order::item(o);
    std::size_t shard = 8;
    for (std::size_t s = 0; s != 8; ++s) {
      if (it.find("gsi1pk")->text == queries[s].expression_attribute_values.at(":pk")) shard = s;
    }
    REQUIRE(shard == o.get<"shard">());
    pages[shard].push_back(it);
  }
  const auto by_sort = [](const ddb::item& a, const ddb::item& b) {
    return kp::key_less(a.find("gsi1sk")->text, b.find("gsi1sk")->text);
  };
  for (auto& page : pages) std::sort(page.begin(), page.end(), by_sort);
  const std::vector<ddb::item> merged = ddb::merge_sorted(ByDay{}, pages);
  std::sort(ids.begin(), ids.end());
  REQUIRE(merged.size() == ids.size());
  for (std::size_t i = 0; i != ids.size(); ++i) {
    CHECK(merged[i].find("orderId")->text == std::to_string(ids[i]));
  }
}

TEST_CASE("merge_sorted merges pages of any size, in either direction") {
  const auto item_of = [](const char* sort, const char* from) {
    ddb::item it;
    it.set("gsi1sk", {kp::attribute_kind::S, sort});
    it.set("from", {kp::attribute_kind::S, from});
    return it;
  };
  const std::vector<std::vector<ddb::item>> ascending = {
      {item_of("A", "0"), item_of("C", "0"), item_of("C\xFF", "0")},
      {},
      {item_of("B", "2"), item_of("C", "2")},
      {item_of("D", "3")}};
  const auto up = ddb::merge_sorted(ByDay{}, ascending);
  std::vector<std::string> order;
  for (const auto& it : up) order.push_back(it.find("gsi1sk")->text + it.find("from")->text);
  // Byte order ("C\xFF" after "C"); equal keys in page order.
  CHECK(order == std::vector<std::string>{"A0", "B2", "C0", "C2",
                                          "C\xFF"
                                          "0",
                                          "D3"});

  std::vector<std::vector<ddb::item>> descending;
  for (auto page : ascending) {
    std::reverse(page.begin(), page.end());
    descending.push_back(page);
  }
  const auto down = ddb::merge_sorted(ByDay{}, descending, ddb::scan_order::descending);
  order.clear();
  for (const auto& it : down) order.push_back(it.find("gsi1sk")->text + it.find("from")->text);
  CHECK(order == std::vector<std::string>{"D3",
                                          "C\xFF"
                                          "0",
                                          "C0", "C2", "B2", "A0"});
  CHECK(ddb::merge_sorted(ByDay{}, std::vector<std::vector<ddb::item>>{}).empty());
}

TEST_CASE("writes compute a sharded primary key from its sources") {
  const auto e = Event::make(kp::arg<"eventId">(42), kp::arg<"kind">("click"));
  const ddb::key_parts k = Event::get(kp::arg<"kind">("click"), kp::arg<"eventId">(42));
  CHECK(k.key.find("pk")->text == Event::item(e).find("pk")->text);
  CHECK(k.key.find("pk")->text ==
        "EVENTS#" + kp::key<"{s}", kp::uint<2>>::encode(e.get<"shard">()));

  keyplate_test::write_model m("pk", "sk");
  REQUIRE(m.put(Event::put(e)) == keyplate_test::outcome::applied);
  CHECK(m.get(k) != nullptr);
  CHECK(m.remove(Event::remove(kp::arg<"eventId">(42), kp::arg<"kind">("click"))) ==
        keyplate_test::outcome::applied);
  CHECK(m.get(k) == nullptr);

  // An update of an order's date rebuilds the day index's partition with the same shard.
  const auto o = Order::make(kp::arg<"customerId">(1), kp::arg<"orderId">(100),
                             kp::arg<"date">(2026y / 10 / 1d), kp::arg<"total">(5));
  keyplate_test::write_model orders("pk", "sk");
  REQUIRE(orders.put(Order::put(o)) == keyplate_test::outcome::applied);
  REQUIRE(orders.update(Order::update(kp::arg<"customerId">(1), kp::arg<"orderId">(100),
                                      kp::set<"date">(2026y / 10 / 2d))) ==
          keyplate_test::outcome::applied);
  const auto moved = Order::make(kp::arg<"customerId">(1), kp::arg<"orderId">(100),
                                 kp::arg<"date">(2026y / 10 / 2d), kp::arg<"total">(5));
  CHECK(*orders.get(Order::get(kp::arg<"customerId">(1), kp::arg<"orderId">(100))) ==
        Order::item(moved));
}
