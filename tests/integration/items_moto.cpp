// Whole items end to end, replayed against DynamoDB by items_moto.py: orders holding data of
// every DynamoDB type beside their keys (S, N, B, BOOL, NULL, L, M, SS, NS, BS), written with
// Entity::put, read back, decoded and written back; another writer's attributes of every type
// kept through the round trip; the table's Time to Live on the orders' TTL attribute.
//
//   items_moto [SEED]          JSON lines: {"kind": "seed"}, {"kind": "table"} (CreateTable),
//                              {"kind": "ttl"} (UpdateTimeToLive), one {"kind": "put",
//                              "request", "key", "customer", "expired"} per order, then one
//                              {"kind": "fresh", "request", "customer"} per customer: the query
//                              of its orders filtered by kp::not_expired
//   items_moto check [SEED]    one item per stdin line (as DynamoDB returned it): decodes it and
//                              answers one JSON line: {"same": the decoded values equal the
//                              order generated from SEED, field by field and value by value;
//                              "extra": the attributes it does not declare; "back": the item
//                              Entity::item writes from the decoded values} or {"error"}
//   items_moto read [SEED]     one {"call": "Query" or "GetItem", "response": the response's
//                              text as the engine sent it} per stdin line: reads it with the
//                              simdjson reader (Order::read_page, Order::read_item) and
//                              answers {"items", "same": how many equal the generated order,
//                              "agree": the nlohmann path (parse_item, decode_item) reads the
//                              same values, extra attributes included} or {"error"}
//
// The orders are regenerated from the seed in both modes: the check compares typed values with
// the generator's, never with what the requests said. Default seed: 20261204.
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "drivers.hpp"
#include "support/splitmix64.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;

namespace {
struct Line {
  std::string sku;
  std::uint32_t qty = 0;
  kp::number price;
  std::optional<std::string> note;  // NULL inside a list of notes, absent in a line
  friend bool operator==(const Line&, const Line&) = default;
};
}  // namespace

template <>
struct kp::attribute_mapping<Line> : kp::members<"sku", &Line::sku, "qty", &Line::qty, "price",
                                                 &Line::price, "note", &Line::note> {};

namespace {
using Primary = kp::index<"pk", "sk">;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
               kp::attribute<"lines", std::vector<Line>>,                        // L of M
               kp::attribute<"tags", std::set<std::string>>,                     // SS (or nothing)
               kp::attribute<"counts", std::set<std::int64_t>>,                  // NS
               kp::attribute<"digests", std::set<kp::bytes>>,                    // BS
               kp::attribute<"total", kp::number>,                               // N, exact
               kp::attribute<"weight", double>,                                  // N
               kp::attribute<"paid", bool>,                                      // BOOL
               kp::attribute<"receipt", kp::bytes>,                              // B
               kp::attribute<"prices", std::map<std::string, kp::number>>,       // M
               kp::attribute<"notes", std::vector<std::optional<std::string>>>,  // L with NULL
               kp::optional_attribute<"giftNote", std::string>,                  // S or nothing
               kp::ttl_attribute<"expiresAt">>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">>;
using Shop = kp::schema<kp::indexes<Primary>, Order>;
static_assert(Shop::valid);

constexpr int order_count = 60;

using generator = keyplate_test::splitmix64;

// Awkward texts: reserved key bytes, an empty string, the largest code point.
const char* const words[] = {"red", "a#b", "50%", "", " sp", "\xF4\x8F\xBF\xBF", "caf\xC3\xA9"};

std::string bytes_of(generator& g, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i != n; ++i) out += static_cast<char>(g.below(256));
  return out;
}

kp::number money(generator& g) {
  const std::uint64_t cents = g.below(10'000'000);
  return kp::number(std::to_string(cents / 100) + "." + std::to_string(cents % 100 / 10) +
                    std::to_string(cents % 10));
}

struct order {
  std::uint64_t customer = 0, id = 0;
  bool expired = false;
  Order::values values;
};

// The orders of `seed`, in the same order every time.
// Fixed times (so both modes generate the same orders): 2020-01-01 has passed, 2100-01-01 has
// not, at the time the filter is written for, 2026-01-01.
constexpr std::chrono::sys_seconds past{std::chrono::seconds{1'577'836'800}};
constexpr std::chrono::sys_seconds future{std::chrono::seconds{4'102'444'800}};
constexpr std::chrono::sys_seconds filter_time{std::chrono::seconds{1'767'225'600}};

std::vector<order> orders(std::uint64_t seed) {
  generator g(seed);
  std::vector<order> out;
  for (int i = 0; i != order_count; ++i) {
    const std::uint64_t customer = 1 + g.below(5), id = static_cast<std::uint64_t>(i) * 7 + 1;
    std::vector<Line> lines(g.below(4));
    for (Line& l : lines) {
      l.sku = std::string("SKU-") + words[g.below(std::size(words))];
      l.qty = static_cast<std::uint32_t>(g.below(1000));
      l.price = money(g);
      if (g.below(2) == 0) l.note = words[g.below(std::size(words))];
    }
    std::set<std::string> tags;  // sometimes empty: no attribute
    for (std::uint64_t n = g.below(4); n != 0; --n) tags.insert(words[g.below(std::size(words))]);
    std::set<std::int64_t> counts{-static_cast<std::int64_t>(g.below(1000)),
                                  static_cast<std::int64_t>(g.next() >> 2)};
    std::set<kp::bytes> digests{kp::bytes(bytes_of(g, 1 + g.below(8))), kp::bytes(bytes_of(g, 3))};
    std::map<std::string, kp::number> prices;
    for (std::uint64_t n = g.below(3); n != 0; --n) {
      prices[words[g.below(3)]] = money(g);  // a member name is never empty
    }
    std::vector<std::optional<std::string>> notes;
    for (std::uint64_t n = g.below(3); n != 0; --n) {
      notes.push_back(g.below(2) == 0 ? std::nullopt
                                      : std::optional<std::string>(words[g.below(7)]));
    }
    const bool expired = i % 10 == 3;  // a TTL in the past: expired, not yet deleted
    std::optional<std::chrono::sys_seconds> expires;
    if (i % 5 != 0) expires = expired ? past : future;
    const double weight = static_cast<double>(g.below(100000)) / 7.0;
    std::optional<std::string> gift;
    if (g.below(3) == 0) gift = words[g.below(std::size(words))];
    Order::values v = Order::make(
        kp::arg<"customerId">(customer), kp::arg<"orderId">(id), kp::arg<"lines">(lines),
        kp::arg<"tags">(tags), kp::arg<"counts">(counts), kp::arg<"digests">(digests),
        kp::arg<"total">(money(g)), kp::arg<"weight">(weight), kp::arg<"paid">(g.below(2) == 0),
        kp::arg<"receipt">(kp::bytes(bytes_of(g, g.below(20)))), kp::arg<"prices">(prices),
        kp::arg<"notes">(notes), kp::arg<"giftNote">(gift), kp::arg<"expiresAt">(expires));
    out.push_back({customer, id, expired, std::move(v)});
  }
  return out;
}

void emit(const json& record) {
  std::cout << record.dump() << '\n';
}

int plan(std::uint64_t seed) {
  emit({{"kind", "seed"}, {"seed", seed}});
  emit({{"kind", "table"}, {"table", Shop::table_definition("keyplate-items")}});
  emit({{"kind", "ttl"}, {"request", Shop::time_to_live("keyplate-items")}});
  std::set<std::uint64_t> customers;
  for (const order& o : orders(seed)) {
    emit({{"kind", "put"},
          {"request", Order::put(o.values)},
          {"key", Order::get(kp::arg<"customerId">(o.customer), kp::arg<"orderId">(o.id)).key},
          {"customer", o.customer},
          {"expired", o.expired}});
    customers.insert(o.customer);
  }
  for (const std::uint64_t c : customers) {
    emit({{"kind", "fresh"},
          {"request", Order::query<Primary>(kp::arg<"customerId">(c),
                                            kp::filter(kp::not_expired(filter_time)))},
          {"customer", c}});
  }
  return 0;
}

int check(std::uint64_t seed) {
  std::map<std::uint64_t, Order::values> expected;
  for (order& o : orders(seed)) expected.emplace(o.id, std::move(o.values));
  std::string line;
  while (std::getline(std::cin, line)) {
    const ddb::parse_result item = ddb::parse_item(json::parse(line));
    if (!item) {
      emit({{"error", item.error().message()}});
      continue;
    }
    const auto v = Order::decode_item(*item);
    if (!v) {
      emit({{"error", v.error().message()}});
      continue;
    }
    const auto want = expected.find(v->get<"orderId">());
    emit({{"same", want != expected.end() && v->as_tuple() == want->second.as_tuple()},
          {"extra", v->extra()},
          {"back", Order::item(*v)}});
  }
  return 0;
}
// The values the nlohmann path reads from a response's items (`Items`, or GetItem's `Item`).
std::vector<Order::values> nlohmann_values(const json& response) {
  std::vector<Order::values> out;
  const auto add = [&](const json& j) {
    out.push_back(Order::decode_item(ddb::parse_item(j).value()).value());
  };
  if (response.contains("Items")) {
    for (const json& j : response.at("Items")) add(j);
  } else if (response.contains("Item")) {
    add(response.at("Item"));
  }
  return out;
}

int read(std::uint64_t seed) {
  std::map<std::uint64_t, Order::values> expected;
  for (order& o : orders(seed)) expected.emplace(o.id, std::move(o.values));
  std::string line;
  while (std::getline(std::cin, line)) {
    const json record = json::parse(line);
    const std::string& text = record.at("response").get_ref<const std::string&>();
    std::vector<Order::values> read;
    if (record.at("call") == "Query") {
      kp::path_result<ddb::page<Order>> page = Order::read_page(text);
      if (!page) {
        emit({{"error", page.error().message()}});
        continue;
      }
      read = std::move(page->items);
    } else {
      kp::path_result<std::optional<Order::values>> found = Order::read_item(text);
      if (!found) {
        emit({{"error", found.error().message()}});
        continue;
      }
      if (*found) read.push_back(std::move(**found));
    }
    std::size_t same = 0;
    for (const Order::values& v : read) {
      const auto want = expected.find(v.get<"orderId">());
      same += want != expected.end() && v.as_tuple() == want->second.as_tuple();
    }
    emit({{"items", read.size()},
          {"same", same},
          {"agree", read == nlohmann_values(json::parse(text))}});
  }
  return 0;
}

int run(int argc, char** argv) {
  const std::string_view mode = argc > 1 ? argv[1] : "";
  const bool checking = mode == "check" || mode == "read";
  const int seed_at = checking ? 2 : 1;
  const std::uint64_t seed = argc > seed_at ? std::strtoull(argv[seed_at], nullptr, 0) : 20261204;
  if (mode == "read") return read(seed);
  return checking ? check(seed) : plan(seed);
}
}  // namespace

const moto_drivers::registration registered{"items_moto", run};
