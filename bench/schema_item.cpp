// SI, one item of a 3-index entity (`Entity::item`): keyplate's schema layer against the same
// item wired by hand from per-key `kp::key` encodes, and against the sum of those key encodes.
//
// The entity is the order of si_order.hpp. An item has 9 attributes: 5 keys and 4 fields. Every
// key is longer than std::string's inline buffer and every field's text shorter, so an item
// costs 6 allocations (the vector and the five keys) and the keys alone 5.
//
// The wire: the PutItem body of the same order as text (`ddb::to_json_text(Order::put(v),
// "shop")`, and appended to a reused buffer), against `Order::put(v)` alone and, when CMake
// finds nlohmann-json, the add-on's DOM (`nlohmann::json j = put; j.dump()`).
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <utility>
#include <vector>

#if KEYPLATE_BENCH_HAVE_JSON
#include <keyplate/dynamodb_json.hpp>
#endif

#include "bench_common.hpp"
#include "hand_tuned.hpp"
#include "inputs.hpp"
#include "si_order.hpp"

namespace keyplate_bench {
namespace {

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using ymd = std::chrono::year_month_day;

using si::Order;

// The same five keys as a hand-wiring user declares them.
using CustomerPk = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using OrderSk = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using StatusPk = kp::key<"STATUS#{status}", kp::string<16>>;
using StatusSk = kp::key<"{date}#{orderId}", kp::date, kp::uint<10>>;
using OrderPk = kp::key<"ORDER#{orderId}", kp::uint<10>>;

using si::statuses;

std::string padded_10(std::uint64_t n) {
  char text[16];
  const int size = std::snprintf(text, sizeof text, "%010llu", static_cast<unsigned long long>(n));
  return std::string(text, static_cast<std::size_t>(size));
}

struct order_inputs {
  std::vector<std::uint64_t> customer = make_numbers(51, 7, 12);
  std::vector<ymd> date = make_dates(52);
  std::vector<std::uint64_t> order = make_numbers(53, 1, 10);
  std::vector<std::string> status;
  std::vector<Order::values> values;
  // Expected: the item as `name=TYPE:text` in name order, joined by '|'; the five keys; the
  // PutItem body as DynamoDB JSON text (members in the order DynamoDB's documentation lists
  // them, attributes by name).
  std::vector<std::string> items, keys, put_texts;
  std::vector<std::string> texts, nine_texts;  // 20 bytes each; nine of them joined by '|'

  order_inputs() {
    random_source random(54);
    for (std::size_t i = 0; i != input_count; ++i) {
      status.emplace_back(statuses[random.below(std::size(statuses))]);
      values.push_back(Order::make(kp::arg<"customerId">(customer[i]), kp::arg<"date">(date[i]),
                                   kp::arg<"orderId">(order[i]), kp::arg<"status">(status[i])));
      const std::string day = date_text(date[i]), id = padded_10(order[i]);
      const std::string pk = "CUSTOMER#" + std::to_string(customer[i]);
      const std::string sk = "ORDER#" + day + "#" + id;
      const std::string gsi1pk = "STATUS#" + reference_escape(status[i]);
      const std::string gsi1sk = day + "#" + id;
      const std::string gsi2pk = "ORDER#" + id;
      items.push_back("customerId=N:" + std::to_string(customer[i]) + "|date=S:" + day +
                      "|gsi1pk=S:" + gsi1pk + "|gsi1sk=S:" + gsi1sk + "|gsi2pk=S:" + gsi2pk +
                      "|orderId=N:" + std::to_string(order[i]) + "|pk=S:" + pk + "|sk=S:" + sk +
                      "|status=S:" + status[i]);
      keys.push_back(pk + "|" + sk + "|" + gsi1pk + "|" + gsi1sk + "|" + gsi2pk);
      const auto s = [](const std::string& text) { return "{\"S\":\"" + text + "\"}"; };
      const auto n = [](std::uint64_t number) {
        return "{\"N\":\"" + std::to_string(number) + "\"}";
      };
      put_texts.push_back(R"({"TableName":"shop","Item":{"customerId":)" + n(customer[i]) +
                          R"(,"date":)" + s(day) + R"(,"gsi1pk":)" + s(gsi1pk) + R"(,"gsi1sk":)" +
                          s(gsi1sk) + R"(,"gsi2pk":)" + s(gsi2pk) + R"(,"orderId":)" + n(order[i]) +
                          R"(,"pk":)" + s(pk) + R"(,"sk":)" + s(sk) + R"(,"status":)" +
                          s(status[i]) +
                          R"j(},"ConditionExpression":"attribute_not_exists(#pk)",)j"
                          R"j("ExpressionAttributeNames":{"#pk":"pk"}})j");
      texts.push_back(sk.substr(0, 20));
      nine_texts.push_back(texts.back());
      for (int n = 1; n != 9; ++n) nine_texts.back() += "|" + texts.back();
    }
  }
};

const order_inputs& data() {
  static const order_inputs inputs;
  return inputs;
}

const auto items = []() -> const std::vector<std::string>& { return data().items; };
const auto keys = []() -> const std::vector<std::string>& { return data().keys; };
const auto texts = []() -> const std::vector<std::string>& { return data().nine_texts; };
const auto put_texts = []() -> const std::vector<std::string>& { return data().put_texts; };

// What a user writes without the schema layer: each key from its own `kp::key`, each field
// converted by hand, set in name order into a reserved item (the cheapest way to fill one).
ddb::item hand_wired(const order_inputs& d, std::size_t i) {
  using kp::attribute_kind;
  char day[10];
  hand::write_date(day, d.date[i]);
  ddb::item it;
  it.reserve(9);
  it.set("customerId", {attribute_kind::N, std::to_string(d.customer[i])});
  it.set("date", {attribute_kind::S, std::string(day, sizeof day)});
  it.set("gsi1pk", {attribute_kind::S, StatusPk::encode(d.status[i])});
  it.set("gsi1sk", {attribute_kind::S, StatusSk::encode(d.date[i], d.order[i])});
  it.set("gsi2pk", {attribute_kind::S, OrderPk::encode(d.order[i])});
  it.set("orderId", {attribute_kind::N, std::to_string(d.order[i])});
  it.set("pk", {attribute_kind::S, CustomerPk::encode(d.customer[i])});
  it.set("sk", {attribute_kind::S, OrderSk::encode(d.date[i], d.order[i])});
  it.set("status", {attribute_kind::S, d.status[i]});
  return it;
}

}  // namespace

void register_schema_item() {
  shapes().push_back({"SI",
                      "Entity::item of a 3-index order: uint<>, date, uint<10>, string<16>; "
                      "5 keys, 9 attributes"});
  add(
      "SI/item/keyplate",
      [] { return [&d = data()](std::size_t i) { return Order::item(d.values[i]); }; }, items);
  add(
      "SI/item/hand_wired",
      [] { return [&d = data()](std::size_t i) { return hand_wired(d, i); }; }, items);
  // The sum of the item's key encodes, from its values, as `Entity::item` makes them.
  add(
      "SI/keys/keyplate",
      [] {
        return [&d = data()](std::size_t i) {
          const Order::values& v = d.values[i];
          return std::array<std::string, 5>{CustomerPk::encode(v.get<"customerId">()),
                                            OrderSk::encode(v.get<"date">(), v.get<"orderId">()),
                                            StatusPk::encode(v.get<"status">()),
                                            StatusSk::encode(v.get<"date">(), v.get<"orderId">()),
                                            OrderPk::encode(v.get<"orderId">())};
        };
      },
      keys);
  // The PutItem body: the request's parts, then its text.
  add(
      "SI/put/keyplate",
      [] { return [&d = data()](std::size_t i) { return Order::put(d.values[i]).item; }; }, items);
  add(
      "SI/put_text/keyplate",
      [] {
        return [&d = data()](std::size_t i) {
          return ddb::to_json_text(Order::put(d.values[i]), "shop");
        };
      },
      put_texts);
  add(
      "SI/put_text_into/keyplate",
      [] {
        return [&d = data(), buffer = std::string()](std::size_t i) mutable {
          buffer.clear();
          ddb::append_json_text(buffer, Order::put(d.values[i]), "shop");
          return std::string_view(buffer);
        };
      },
      put_texts);
#if KEYPLATE_BENCH_HAVE_JSON
  // nlohmann's dump writes members by name: the same JSON value, in another order.
  static const std::vector<std::string> dumped = [] {
    std::vector<std::string> out;
    for (const std::string& text : data().put_texts)
      out.push_back(nlohmann::json::parse(text).dump());
    return out;
  }();
  add(
      "SI/put_text/nlohmann",
      [] {
        return [&d = data()](std::size_t i) {
          nlohmann::json j = Order::put(d.values[i]);
          j["TableName"] = "shop";
          return j.dump();
        };
      },
      []() -> const std::vector<std::string>& { return dumped; });
#endif
  // One allocation per attribute: nine strings of 20 bytes (each outgrows the inline buffer),
  // the allowance the item's target adds to its key encodes.
  add(
      "SI/floor/allocations",
      [] {
        return [&d = data()](std::size_t i) {
          const std::string& t = d.texts[i];
          return std::array<std::string, 9>{t, t, t, t, t, t, t, t, t};
        };
      },
      texts);
  // Copying the finished item: its allocations (one per attribute whose text is longer than
  // std::string's inline buffer, and the vector) without building any text.
  add(
      "SI/floor/copy",
      [] {
        std::vector<ddb::item> finished;
        for (const Order::values& v : data().values) finished.push_back(Order::item(v));
        return [finished = std::move(finished)](std::size_t i) { return finished[i]; };
      },
      items);
}

}  // namespace keyplate_bench
