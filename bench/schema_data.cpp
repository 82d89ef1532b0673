// SD, SI's order with data beside its keys: 10 lines (`std::vector<Line>`, an L of M of sku,
// qty and an exact price) and 5 tags (`std::set<std::string>`, an SS). `Entity::item` and
// `Entity::decode_item` against the same item built by hand into `ddb::item`, and read back by
// hand (fields and data only: the hand reader checks types, not keys).
#include <array>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "bench_common.hpp"
#include "hand_tuned.hpp"
#include "inputs.hpp"
#include "si_order.hpp"

namespace keyplate_bench {
namespace {
struct Line {
  std::string sku;
  std::uint32_t qty = 0;
  keyplate::number price;
};
}  // namespace
}  // namespace keyplate_bench

template <>
struct keyplate::attribute_mapping<keyplate_bench::Line>
    : keyplate::members<"sku", &keyplate_bench::Line::sku, "qty", &keyplate_bench::Line::qty,
                        "price", &keyplate_bench::Line::price> {};

namespace keyplate_bench {
namespace {

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using ymd = std::chrono::year_month_day;
using av = ddb::attribute_value;

using si::ByOrder;
using si::ByStatus;
using si::Primary;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::field<"status", kp::string<16>>,
                          kp::attribute<"lines", std::vector<Line>>,
                          kp::attribute<"tags", std::set<std::string>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">,
               kp::keys<ByOrder, "ORDER#{orderId}">>;

using CustomerPk = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using OrderSk = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using StatusPk = kp::key<"STATUS#{status}", kp::string<16>>;
using StatusSk = kp::key<"{date}#{orderId}", kp::date, kp::uint<10>>;
using OrderPk = kp::key<"ORDER#{orderId}", kp::uint<10>>;

constexpr const char* statuses[] = {"PENDING_PAY", "PAID_IN_FULL", "SHIPPED_TODAY", "DELIVERED"};
constexpr const char* tag_words[] = {"gift",   "express", "fragile", "b2b",
                                     "repeat", "promo",   "bulk",    "intl"};

// What the hand-built item and the hand reader work from: the fields and the data.
struct order_data {
  std::uint64_t customer = 0, order = 0;
  ymd date;
  std::string status;
  std::vector<Line> lines;
  std::set<std::string> tags;
};

struct data_inputs {
  std::vector<order_data> orders;
  std::vector<Order::values> values;
  std::vector<ddb::item> items;  // what keyplate writes: decode's input
  std::vector<std::string> expected_items, expected_values;

  data_inputs() {
    const std::vector<std::uint64_t> customer = make_numbers(61, 7, 12);
    const std::vector<ymd> date = make_dates(62);
    const std::vector<std::uint64_t> order = make_numbers(63, 1, 10);
    random_source random(64);
    for (std::size_t i = 0; i != input_count; ++i) {
      order_data o{customer[i], order[i], date[i], statuses[random.below(4)], {}, {}};
      for (int l = 0; l != 10; ++l) {
        char sku[16];
        const int n = std::snprintf(sku, sizeof sku, "SKU-%05llu",
                                    static_cast<unsigned long long>(random.below(100000)));
        const std::uint64_t cents = 100 + random.below(99900);
        o.lines.push_back(
            {std::string(sku, static_cast<std::size_t>(n)),
             static_cast<std::uint32_t>(1 + random.below(9)),
             kp::number(std::to_string(cents / 100) + "." + std::to_string(cents % 100 / 10) +
                        std::to_string(cents % 10))});
      }
      while (o.tags.size() != 5) o.tags.insert(tag_words[random.below(std::size(tag_words))]);
      values.push_back(Order::make(kp::arg<"customerId">(o.customer), kp::arg<"date">(o.date),
                                   kp::arg<"orderId">(o.order), kp::arg<"status">(o.status),
                                   kp::arg<"lines">(o.lines), kp::arg<"tags">(o.tags)));
      items.push_back(Order::item(values.back()));
      expected_items.push_back(expected_item(o));
      expected_values.push_back(expected_value(o));
      orders.push_back(std::move(o));
    }
  }

  // The item's text (bench_common.hpp's value_text), written from the inputs.
  static std::string expected_item(const order_data& o) {
    const std::string day = date_text(o.date);
    char id[16];
    std::snprintf(id, sizeof id, "%010llu", static_cast<unsigned long long>(o.order));
    std::string lines = "L[";
    for (const Line& l : o.lines) {
      if (lines.size() > 2) lines += ',';
      lines += "M{price=N:" + l.price.text() + ",qty=N:" + std::to_string(l.qty) +
               ",sku=S:" + l.sku + "}";
    }
    lines += ']';
    std::string tags = "SS{";
    for (const std::string& t : o.tags) tags += (tags.size() > 3 ? "," : "") + t;
    tags += '}';
    return "customerId=N:" + std::to_string(o.customer) + "|date=S:" + day + "|gsi1pk=S:STATUS#" +
           o.status + "|gsi1sk=S:" + day + "#" + id + "|gsi2pk=S:ORDER#" + id + "|lines=" + lines +
           "|orderId=N:" + std::to_string(o.order) + "|pk=S:CUSTOMER#" +
           std::to_string(o.customer) + "|sk=S:ORDER#" + day + "#" + id + "|status=S:" + o.status +
           "|tags=" + tags;
  }
  // What a read gives back: the order id, the line count, the last line's price, the tags.
  static std::string expected_value(const order_data& o) {
    std::string text = std::to_string(o.order) + "|" + std::to_string(o.lines.size()) + "|" +
                       o.lines.back().price.text();
    for (const std::string& t : o.tags) text += "|" + t;
    return text;
  }
};

const data_inputs& data() {
  static const data_inputs inputs;
  return inputs;
}

// The item by hand: the keys from `kp::key`s, the fields converted, the lines and tags built
// as attribute values, in name order into a reserved item.
ddb::item hand_built(const order_data& o) {
  using kp::attribute_kind;
  char day[10];
  hand::write_date(day, o.date);
  ddb::attribute_list lines;
  lines.reserve(o.lines.size());
  for (const Line& l : o.lines) {
    ddb::attribute_map m;
    m.emplace("price", av(attribute_kind::N, l.price.text()));
    m.emplace("qty", av(attribute_kind::N, std::to_string(l.qty)));
    m.emplace("sku", av(attribute_kind::S, l.sku));
    lines.push_back(av::map(std::move(m)));
  }
  ddb::attribute_set tags(o.tags.begin(), o.tags.end());
  ddb::item it;
  it.reserve(11);
  it.set("customerId", {attribute_kind::N, std::to_string(o.customer)});
  it.set("date", {attribute_kind::S, std::string(day, sizeof day)});
  it.set("gsi1pk", {attribute_kind::S, StatusPk::encode(o.status)});
  it.set("gsi1sk", {attribute_kind::S, StatusSk::encode(o.date, o.order)});
  it.set("gsi2pk", {attribute_kind::S, OrderPk::encode(o.order)});
  it.set("lines", av::list(std::move(lines)));
  it.set("orderId", {attribute_kind::N, std::to_string(o.order)});
  it.set("pk", {attribute_kind::S, CustomerPk::encode(o.customer)});
  it.set("sk", {attribute_kind::S, OrderSk::encode(o.date, o.order)});
  it.set("status", {attribute_kind::S, o.status});
  it.set("tags", av::string_set(std::move(tags)));
  return it;
}

std::optional<std::uint64_t> read_uint(const av* a) {
  std::uint64_t n = 0;
  if (a == nullptr || a->type() != kp::attribute_kind::N) return std::nullopt;
  const auto r = std::from_chars(a->text.data(), a->text.data() + a->text.size(), n);
  if (r.ec != std::errc{} || r.ptr != a->text.data() + a->text.size()) return std::nullopt;
  return n;
}

// The same read by hand: each field and line member checked for its type and converted (the
// date with the hand-tuned parser), the tags into a set; the keys are not checked (decode_item
// re-encodes and compares them).
std::optional<order_data> hand_read(const ddb::item& it) {
  order_data o;
  const auto customer = read_uint(it.find("customerId"));
  const auto order = read_uint(it.find("orderId"));
  const av* date = it.find("date");
  const av* status = it.find("status");
  const av* lines = it.find("lines");
  const av* tags = it.find("tags");
  if (!customer || !order || date == nullptr || date->type() != kp::attribute_kind::S ||
      date->text.size() != 10 || !hand::read_date(date->text.data(), o.date) || status == nullptr ||
      status->type() != kp::attribute_kind::S || lines == nullptr || lines->as_list() == nullptr ||
      tags == nullptr || tags->as_string_set() == nullptr) {
    return std::nullopt;
  }
  o.customer = *customer;
  o.order = *order;
  o.status = status->text;
  for (const av& line : *lines->as_list()) {
    const ddb::attribute_map* m = line.as_map();
    if (m == nullptr) return std::nullopt;
    const auto sku = m->find("sku");
    const auto qty = m->find("qty");
    const auto price = m->find("price");
    if (sku == m->end() || qty == m->end() || price == m->end() ||
        sku->second.type() != kp::attribute_kind::S) {
      return std::nullopt;
    }
    const auto q = read_uint(&qty->second);
    kp::result<kp::number> p = kp::number::parse(price->second.text);
    if (!q || !p || price->second.type() != kp::attribute_kind::N) return std::nullopt;
    o.lines.push_back({sku->second.text, static_cast<std::uint32_t>(*q), std::move(*p)});
  }
  o.tags.insert(tags->as_string_set()->begin(), tags->as_string_set()->end());
  return o;
}

std::string read_text(std::uint64_t order, const std::vector<Line>& lines,
                      const std::set<std::string>& tags) {
  std::string text = std::to_string(order) + "|" + std::to_string(lines.size()) + "|" +
                     (lines.empty() ? "" : lines.back().price.text());
  for (const std::string& t : tags) text += "|" + t;
  return text;
}

// A read's result, kept whole: its text is made only when the harness checks it.
struct keyplate_read {
  kp::path_result<Order::values> values;
  std::string str() const {
    return values
               ? read_text(values->get<"orderId">(), values->get<"lines">(), values->get<"tags">())
               : std::string("<failed>");
  }
};
struct hand_read_result {
  std::optional<order_data> order;
  std::string str() const {
    return order ? read_text(order->order, order->lines, order->tags) : std::string("<failed>");
  }
};

const auto expected_items = []() -> const std::vector<std::string>& {
  return data().expected_items;
};
const auto expected_values = []() -> const std::vector<std::string>& {
  return data().expected_values;
};

}  // namespace

void register_schema_data() {
  shapes().push_back({"SD",
                      "SI's order with data: a 10-line std::vector<Line> (L of M) and 5 tags "
                      "(SS); 11 attributes"});
  add(
      "SD/item/keyplate",
      [] { return [&d = data()](std::size_t i) { return Order::item(d.values[i]); }; },
      expected_items);
  add(
      "SD/item/hand_built",
      [] { return [&d = data()](std::size_t i) { return hand_built(d.orders[i]); }; },
      expected_items);
  add(
      "SD/decode/keyplate",
      [] {
        return
            [&d = data()](std::size_t i) { return keyplate_read{Order::decode_item(d.items[i])}; };
      },
      expected_values);
  add(
      "SD/decode/hand",
      [] {
        return [&d = data()](std::size_t i) { return hand_read_result{hand_read(d.items[i])}; };
      },
      expected_values);
}

}  // namespace keyplate_bench
