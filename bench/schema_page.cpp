// SP, a Query response page of 1,000 SI orders (si_order.hpp) read from its text, about 300 KB:
// keyplate's simdjson reader to typed values (`Order::read_page`) and to `ddb::item`s
// (`ddb::read_page`), against simdjson's own on-demand pass over the same text touching every
// attribute's name, type and value string (what any reader must at least do), and, when CMake
// finds nlohmann-json, today's DOM path (`nlohmann::json::parse`, then `parse_item` and
// `decode_item` per item). One operation reads a whole page: divide by 1,000 for an item.
// Built when CMake finds simdjson.
#include <cstddef>
#include <cstdint>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <string>
#include <vector>

#if KEYPLATE_BENCH_HAVE_JSON
#include <keyplate/dynamodb_json.hpp>
#endif

#include "bench_common.hpp"
#include "inputs.hpp"
#include "si_order.hpp"

namespace keyplate_bench {
namespace {

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using si::Order;

constexpr std::size_t page_items = 1000;
constexpr std::size_t page_count = 4;  // input i reads page i % page_count

struct page_inputs {
  std::vector<std::string> pages;
  // Expected, per page: the items and the sum of their orderIds; the items and attributes; the
  // bytes of every attribute's name, type and value string.
  std::vector<std::string> typed, items, bytes;

  page_inputs() {
    const std::vector<std::uint64_t> customer = make_numbers(61, 7, 12);
    const std::vector<std::chrono::year_month_day> date = make_dates(62);
    const std::vector<std::uint64_t> order = make_numbers(63, 1, 10);
    for (std::size_t p = 0; p != page_count; ++p) {
      std::string text = R"({"Items":[)";
      std::uint64_t order_sum = 0;
      std::size_t attributes = 0, string_bytes = 0;
      ddb::item last;
      for (std::size_t k = 0; k != page_items; ++k) {
        const std::size_t i = (p * 7 + k * 3) % input_count;
        const Order::values v =
            Order::make(kp::arg<"customerId">(customer[i]), kp::arg<"date">(date[i]),
                        kp::arg<"orderId">(order[i]), kp::arg<"status">(si::statuses[i % 8]));
        last = Order::item(v);
        if (k != 0) text += ',';
        text += ddb::to_json_text(last);
        order_sum += order[i];
        attributes += last.size();
        for (const auto& [name, value] : last) {
          string_bytes += name.size() + to_string(value.type()).size() + value.text.size();
        }
      }
      text += R"(],"Count":1000,"ScannedCount":1000,"LastEvaluatedKey":{"pk":)";
      text += ddb::to_json_text(*last.find("pk"));
      text += R"(,"sk":)" + ddb::to_json_text(*last.find("sk"));
      text += R"(},"ConsumedCapacity":{"TableName":"shop","CapacityUnits":128.5}})";
      pages.push_back(std::move(text));
      typed.push_back(std::to_string(page_items) + " orders, orderIds " +
                      std::to_string(order_sum));
      items.push_back(std::to_string(page_items) + " items, attributes " +
                      std::to_string(attributes));
      bytes.push_back(std::to_string(string_bytes) + " bytes");
    }
  }
};

const page_inputs& data() {
  static const page_inputs inputs;
  return inputs;
}

// Expected texts: one per page (input i reads page i % page_count; bench_common.hpp checks
// each page once).
const auto typed = []() -> const std::vector<std::string>& { return data().typed; };
const auto items = []() -> const std::vector<std::string>& { return data().items; };
const auto bytes = []() -> const std::vector<std::string>& { return data().bytes; };

// A page read (or a failure), described only when the output is checked.
template <class Page>
struct read_page {
  Page page;
  std::string str() const {
    if (!page) return "<failed: " + page.error().message() + ">";
    std::uint64_t sum = 0;
    std::size_t attributes = 0;
    for (const auto& v : page->items) {
      if constexpr (requires { v.template get<"orderId">(); }) {
        sum += v.template get<"orderId">();
      } else {
        attributes += v.size();
      }
    }
    const std::string n = std::to_string(page->items.size());
    return attributes == 0 ? n + " orders, orderIds " + std::to_string(sum)
                           : n + " items, attributes " + std::to_string(attributes);
  }
};
template <class Page>
read_page(Page) -> read_page<Page>;

struct byte_count {
  std::size_t n = 0;
  std::string str() const { return std::to_string(n) + " bytes"; }
};

// simdjson's on-demand pass: every item's attributes, each one's name, its type and its value
// string (every SI attribute is `S` or `N`), counted; nothing kept. The text is padded once
// beforehand (keyplate's reader copies and pads it each time).
byte_count simdjson_pass(simdjson::ondemand::parser& parser, const simdjson::padded_string& text) {
  namespace od = simdjson::ondemand;
  byte_count out;
  od::document doc = parser.iterate(text);
  for (od::object item : doc["Items"].get_array()) {
    for (od::field attribute : item) {
      out.n += attribute.unescaped_key().value().size();
      for (od::field typed : attribute.value().get_object()) {
        out.n += typed.unescaped_key().value().size();
        out.n += typed.value().get_string().value().size();
      }
    }
  }
  return out;
}

}  // namespace

void register_schema_page() {
  shapes().push_back({"SP",
                      "a Query page of 1,000 SI orders (about 300 KB) read from its text; "
                      "one operation reads the whole page"});
  add(
      "SP/page/keyplate",
      [] {
        return [&d = data()](std::size_t i) {
          return read_page{Order::read_page(d.pages[i % page_count])};
        };
      },
      typed);
  add(
      "SP/page_items/keyplate",
      [] {
        return [&d = data()](std::size_t i) {
          return read_page{ddb::read_page(d.pages[i % page_count])};
        };
      },
      items);
  add(
      "SP/page/simdjson",
      [] {
        std::vector<simdjson::padded_string> padded;
        for (const std::string& page : data().pages) padded.emplace_back(page);
        return [padded = std::move(padded), parser = simdjson::ondemand::parser()](
                   std::size_t i) mutable { return simdjson_pass(parser, padded[i % page_count]); };
      },
      bytes);
#if KEYPLATE_BENCH_HAVE_JSON
  add(
      "SP/page/nlohmann",
      [] {
        return [&d = data()](std::size_t i) {
          const nlohmann::json j = nlohmann::json::parse(d.pages[i % page_count]);
          ddb::page<Order> page;
          for (const nlohmann::json& e : j.at("Items")) {
            page.items.push_back(Order::decode_item(ddb::parse_item(e).value()).value());
          }
          page.count = j.at("Count").get<std::size_t>();
          page.scanned_count = j.at("ScannedCount").get<std::size_t>();
          page.last_evaluated_key = ddb::parse_item(j.at("LastEvaluatedKey")).value();
          return read_page{kp::path_result<ddb::page<Order>>(std::move(page))};
        };
      },
      typed);
#endif
}

}  // namespace keyplate_bench
