// Native multi-attribute index keys (`kp::native_index`), end to end through the wire path: a
// table with a composite GSI (templates) and a native one side by side, two entities on the
// native one (orders, whose region is optional, making the index sparse, and refunds), every
// request the text `ddb::to_json_text` writes (native_moto.py posts it as it is) and every
// response read by the simdjson reader. Every answer is compared with what the program predicts
// from its own values (a plain map of what the table holds), never with the requests.
//
// The data is awkward on purpose: order ids of 1 to 10 digits (their decimal text order is not
// their numeric order: the native attribute is `N`, ordered by value), regions with `#`, `%`
// and non-ASCII bytes (`eu` and `eu#` are different partitions), several items on one
// (day, orderId) (a refund on its order's day: DynamoDB leaves the order of such ties
// unspecified, so each tie group is compared as a set).
//
// 225 items are written (PutItem, then BatchWriteItem), then read twice, before and after 60
// updates of key fields (a plain SET of region, day or orderId moves an item within the native
// index or to another partition, REMOVE region takes an order out of it, SET region puts it
// back; a new status moves an order in the composite index), each returning the new item,
// checked. Each reading queries every partition (tenantId, region) whole (ascending the first
// time, descending the second; one partition no item has), then every form a native query has,
// twice, with values taken from a random item's partition: `day` by =, >, >=, <, <=, BETWEEN
// and begins_with (`kp::partial`), and `orderId` with `day` = by =, >, >=, <, <=, BETWEEN,
// either direction. Each query goes through `Shop`, `Order` or `Refund` (the same request:
// nothing keeps the entities apart in a native partition) and is read by `Shop::read_page`,
// paged with Limits of 1 to 5: each page's items and its `LastEvaluatedKey` (the key of its
// last item, typed) are predicted. The composite index is read whole (each status) likewise.
//
//   native_moto [SEED]  per request two stdout lines: the operation (`Query`) and its body;
//                       answered by two stdin lines: the status (`200`, or `400` and DynamoDB's
//                       error code) and the response's text. Last `done` and a JSON line of
//                       figures and mismatches. Default seed: 20261207.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <keyplate/dynamodb/batch_writer.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "drivers.hpp"
#include "support/splitmix64.hpp"
#include "wire_driver.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
// ---- The schema -------------------------------------------------------------------------------
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // composite, sparse: orders with a status
using ByRegion =
    kp::native_index<"gsi3", kp::partition<"tenantId", "region">, kp::sort<"day", "orderId">>;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"tenantId", kp::uint<>>, kp::optional_field<"region", kp::string<16>>,
               kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>,
               kp::optional_field<"status", kp::string<16>>, kp::attribute<"note", std::string>>,
    kp::keys<Primary, "TENANT#{tenantId}", "ORDER#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">, kp::keys<ByRegion>>;
// A refund names its order by a plain field (not in its primary key): an update moves it.
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"refundId", kp::uint<10>>,
                          kp::field<"region", kp::string<16>>, kp::field<"day", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::attribute<"amount", kp::number>>,
               kp::keys<Primary, "TENANT#{tenantId}", "REFUND#{refundId}">, kp::keys<ByRegion>>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByRegion>, Order, Refund>;
static_assert(Shop::valid);
static_assert(Shop::neighbours<ByRegion>[0][1] && Shop::neighbours<ByRegion>[1][0]);

constexpr std::string_view table = "keyplate-native";
using day_t = std::chrono::year_month_day;
using namespace std::chrono_literals;

// Equality only, but 9 < 10 < 100 while "10" < "100" < "9".
constexpr std::uint64_t tenants[] = {9, 10, 100};
// Each with `#`, `%` or non-ASCII bytes (`eu#` is not `eu`'s partition; `%23` is no escape).
const char* const regions[] = {
    "eu", "us#east", "50%", "%23", "eu#", "a#b%c", "\xE6\x9D\xB1\xE4\xBA\xAC#1" /* Tokyo#1 */};
constexpr const char* nobody = "nobody%";  // a region no item has
constexpr day_t days[] = {2025y / 12 / 31, 2026y / 1 / 1, 2026y / 1 / 9, 2026y / 1 / 10,
                          2026y / 1 / 31,  2026y / 2 / 1, 2026y / 10 / 1};
// A day between days, before and after them all (a condition's bound that no item has).
constexpr day_t other_days[] = {2025y / 1 / 1, 2026y / 1 / 5, 2026y / 3 / 1, 2027y / 1 / 1};
const char* const prefixes[] = {"2026-01",    "2025-12-3", "2026",   "2026-01-1",
                                "2026-01-09", "2027",      "2026-0", "2"};
const char* const statuses[] = {"NEW", "PAID", "a#b", "50%"};
const char* const notes[] = {"", "gift#wrap", "100% cotton", "caf\xC3\xA9", "x"};

using generator = keyplate_test::splitmix64;

// What the program knows of an item of either entity, read from its values.
struct facts {
  std::size_t entity = 0;  // 0 an order, 1 a refund (Shop's order)
  std::uint64_t tenant = 0;
  std::uint64_t id = 0;  // orderId of an order, refundId of a refund
  std::optional<std::string> region;
  day_t day;
  std::uint64_t order = 0;
  std::optional<std::string> status;

  // In the native index's order: day, orderId; then (a tie) by entity and id.
  auto rank() const { return std::tuple(day, order, entity, id); }
  auto sort_key() const { return std::pair(day, order); }
};
facts facts_of(const Shop::values& v) {
  facts f;
  if (const Order::values* o = v.get_if<Order>()) {
    f.id = o->get<"orderId">();
    f.status = o->get<"status">();
  } else {
    f.entity = 1;
    f.id = v.get<Refund>().get<"refundId">();
  }
  v.visit([&f](const auto& x) {  // the attributes of the native index
    f.tenant = x.template get<"tenantId">();
    f.region = x.template get<"region">();
    f.day = x.template get<"day">();
    f.order = x.template get<"orderId">();
  });
  return f;
}
using ident = std::tuple<std::size_t, std::uint64_t, std::uint64_t>;  // entity, tenant, id
ident ident_of(const facts& f) {
  return {f.entity, f.tenant, f.id};
}

// A date's text as its attribute holds it (YYYY-MM-DD: begins_with compares it by bytes).
std::string text_of(const day_t& d) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
  return text;
}
std::string describe(const facts& f) {
  return std::string(f.entity == 0 ? "order " : "refund ") + std::to_string(f.id) + " (" +
         std::to_string(f.tenant) + ", " + f.region.value_or("-") + ", " + text_of(f.day) + ", " +
         std::to_string(f.order) + ")";
}

// ---- The wire ---------------------------------------------------------------------------------
using wire_driver::answer;
using wire_driver::ask;
using wire_driver::mismatches;

// A query's rows of the native index: which items it keeps.
using predicate = std::function<bool(const facts&)>;

// ---- The program ------------------------------------------------------------------------------
class native {
 public:
  explicit native(std::uint64_t seed) : g_(seed) {}

  int run() {
    call("CreateTable", ddb::to_json_text(Shop::table_definition(std::string(table))), "200");
    load();
    read_all(false);
    for (int i = 0; i != 60; ++i) update();
    read_all(true);
    std::size_t in_index = 0;
    for (const auto& [k, v] : items_) in_index += facts_of(v).region.has_value();
    std::cout << "done\n"
              << "{\"requests\": " << requests_ << ", \"items\": " << items_.size()
              << ", \"in native index\": " << in_index << ", \"queries\": " << queries_
              << ", \"pages\": " << pages_ << ", \"cursors\": " << cursors_
              << ", \"empty last pages\": " << empty_last_pages_
              << ", \"queries of no item\": " << empty_queries_
              << ", \"items read\": " << items_read_ << ", \"tie groups\": " << tie_groups_
              << ", \"ties across pages\": " << split_ties_
              << ", \"updates\": {\"within\": " << moves_[0]
              << ", \"to another partition\": " << moves_[1]
              << ", \"out of the index\": " << moves_[2] << ", \"into it\": " << moves_[3]
              << ", \"no native move\": " << moves_[4] << "}, \"mismatches\": " << check_.count
              << "}" << std::endl;
    return check_.count == 0 ? 0 : 1;
  }

 private:
  generator g_;
  std::map<ident, Shop::values> items_;
  std::set<std::uint64_t> order_ids_;  // every order id ever used (unique in the table)
  std::uint64_t next_refund_ = 7;
  std::size_t requests_ = 0, queries_ = 0, pages_ = 0, empty_last_pages_ = 0, items_read_ = 0,
              tie_groups_ = 0, split_ties_ = 0, empty_queries_ = 0, cursors_ = 0;
  // Updates that moved an item within its native partition, to another, out of the native
  // index, into it; none of these (a new status, or a value it had).
  std::size_t moves_[5] = {};
  mismatches check_;

  // Posts `text`; the answer, checked to have the status `expect`.
  answer call(std::string_view operation, const std::string& text, std::string_view expect) {
    ++requests_;
    answer a = ask(operation, text);
    check_(a.status == expect, std::string(operation) + " answered " + a.status + ", not " +
                                   std::string(expect) + ": " + a.text.substr(0, 300));
    return a;
  }

  // ---- the data ----------------------------------------------------------------------------
  // An order id of 1 to 10 digits, none used before (9, 10, 100 and 1000 among the first).
  std::uint64_t new_order_id() {
    constexpr std::uint64_t firsts[] = {9, 10, 100, 1000};
    for (const std::uint64_t f : firsts) {
      if (order_ids_.insert(f).second) return f;
    }
    for (;;) {
      std::uint64_t low = 1;
      for (std::uint64_t d = g_.below(10); d != 0; --d) low *= 10;
      const std::uint64_t id = low + g_.below(low * 9);  // low digits... low*10 - 1
      if (order_ids_.insert(id).second) return id;
    }
  }
  // `eu` a third of the time: partitions of some 25 items.
  std::string random_region() {
    return g_.below(4) == 0 ? "eu" : regions[g_.below(std::size(regions))];
  }
  day_t random_day() { return days[g_.below(std::size(days))]; }

  Order::values random_order() {
    const std::uint64_t tenant = tenants[g_.below(std::size(tenants))];
    std::optional<std::string> region;
    if (g_.below(8) != 0) region = random_region();  // 1 in 8: not in the native index
    std::optional<std::string> status;
    if (g_.below(4) != 0) status = statuses[g_.below(std::size(statuses))];
    return Order::make(kp::arg<"tenantId">(tenant), kp::arg<"region">(region),
                       kp::arg<"day">(random_day()), kp::arg<"orderId">(new_order_id()),
                       kp::arg<"status">(status),
                       kp::arg<"note">(std::string(notes[g_.below(std::size(notes))])));
  }
  // A refund of one of `orders` (its tenant and order id); half of them in its region on its
  // day (a tie with it in the native index), the others anywhere.
  Refund::values random_refund(const std::vector<facts>& orders) {
    const facts& o = orders[g_.below(orders.size())];
    const bool tie = o.region && g_.below(2) == 0;
    return Refund::make(kp::arg<"tenantId">(o.tenant), kp::arg<"refundId">(next_refund_++ * 7),
                        kp::arg<"region">(tie ? *o.region : random_region()),
                        kp::arg<"day">(tie ? o.day : random_day()), kp::arg<"orderId">(o.order),
                        kp::arg<"amount">(kp::number(std::to_string(g_.below(100000)) + ".5")));
  }

  // 150 orders and 75 refunds: the first 10 by PutItem, the others by BatchWriteItem.
  void load() {
    std::vector<Shop::values> all;
    std::vector<facts> orders;
    for (int i = 0; i != 150; ++i) {
      all.emplace_back(random_order());
      orders.push_back(facts_of(all.back()));
    }
    for (int i = 0; i != 75; ++i) all.emplace_back(random_refund(orders));
    ddb::batch_writer w{std::string(table)};
    for (std::size_t i = 0; i != all.size(); ++i) {
      const Shop::values& v = all[i];
      const ddb::put_parts put = v.visit([](const auto& x) {
        using E = typename std::remove_cvref_t<decltype(x)>::entity_type;
        return E::put(x);
      });
      if (i < 10) {
        call("PutItem", ddb::to_json_text(put, table), "200");
      } else {
        w.add(v.visit([](const auto& x) {
          using E = typename std::remove_cvref_t<decltype(x)>::entity_type;
          return E::put(x, ddb::replace);
        }));
      }
      items_.emplace(ident_of(facts_of(v)), v);
    }
    while (auto request = w.next_request()) {
      const answer a = call("BatchWriteItem", ddb::to_json_text(*request), "200");
      auto response = ddb::read_batch_write_response(a.text);
      check_(response.has_value(), "a BatchWriteItem response is not read");
      if (!response) return;
      w.on_response(std::move(*response));
    }
  }

  // ---- paging ------------------------------------------------------------------------------
  // The ExclusiveStartKey that continues `q` after a page that ended at `last_evaluated_key`, as
  // a client has it: the page's cursor (`Shop::cursor`), resumed (`Shop::resume`). The same
  // query of another partition, `foreign`, refuses the cursor (`foreign_cursor`).
  // On a native index, `last` is the page's last item.
  std::optional<ddb::item> start_after(const std::string& what, const ddb::query_parts& q,
                                       const ddb::query_parts& foreign,
                                       const ddb::item& last_evaluated_key,
                                       const Shop::values* last) {
    const kp::result<std::string> cursor = Shop::try_cursor(last_evaluated_key);
    check_(cursor.has_value(), what + ": no cursor for a LastEvaluatedKey: " +
                                   (cursor ? std::string() : cursor.error().message()));
    if (!cursor) return std::nullopt;
    ++cursors_;
    const kp::result<ddb::item> refused = Shop::resume(foreign, *cursor);
    check_(!refused && refused.error().code == kp::error_code::foreign_cursor,
           what + ": the query of another partition does not refuse the cursor as foreign");
    kp::result<ddb::item> start = Shop::resume(q, *cursor);
    check_(start.has_value(), what + ": the query refuses its own page's cursor: " +
                                  (start ? std::string() : start.error().message()));
    if (!start) return std::nullopt;
    check_(*start == last_evaluated_key,
           what + ": the cursor resumes at another key than the LastEvaluatedKey");
    if (last) {
      // The same partition's queries: one whose condition the key satisfies takes the cursor,
      // one whose condition it does not (a later day; an earlier order id) refuses it.
      const facts f = facts_of(*last);
      const auto t = kp::arg<"tenantId">(f.tenant);
      const auto r = kp::arg<"region">(*f.region);
      const auto d = kp::arg<"day">(f.day);
      const kp::result<ddb::item> within = Shop::resume(
          Shop::query<ByRegion>(t, r, d, kp::arg<"orderId">(kp::at_least(f.order))), *cursor);
      const kp::result<ddb::item> later =
          Shop::resume(Order::query<ByRegion>(t, r, kp::arg<"day">(kp::greater(f.day))), *cursor);
      const kp::result<ddb::item> earlier = Shop::resume(
          Refund::query<ByRegion>(t, r, d, kp::arg<"orderId">(kp::less(f.order))), *cursor);
      check_(within && *within == last_evaluated_key && !later &&
                 later.error().code == kp::error_code::foreign_cursor && !earlier &&
                 earlier.error().code == kp::error_code::foreign_cursor,
             what +
                 ": the partition's queries with other conditions do not judge the cursor "
                 "by its day and order id");
    }
    return std::move(*start);
  }

  // The key attributes of `v`'s item on the table and on the native index (`native`) or the
  // composite one: its page's LastEvaluatedKey when it ends one.
  static ddb::item key_of(const Shop::values& v, bool native) {
    const ddb::item whole = v.visit([](const auto& x) {
      using E = typename std::remove_cvref_t<decltype(x)>::entity_type;
      return E::item(x);
    });
    ddb::item key;
    const auto keep = [&](std::initializer_list<std::string_view> names) {
      for (const std::string_view a : names) {
        if (const ddb::attribute_value* at = whole.find(a)) key.set(a, *at);
      }
    };
    keep({"pk", "sk"});
    keep(native ? std::initializer_list<std::string_view>{"tenantId", "region", "day", "orderId"}
                : std::initializer_list<std::string_view>{"gsi1pk", "gsi1sk"});
    return key;
  }

  // Sends `q` (a query of `Limit` `limit`) and every page after it; checks each page against
  // `expected` (the items in the order the query returns them; each tie group of the native
  // index's sort key in any order when `native`): the page's size, its LastEvaluatedKey (the
  // key of its last item: present when more items follow, absent after a short page; a full
  // last page may have one, then an empty page ends the query) and, over the whole query, the
  // items. `foreign` is the same query of another partition: it must refuse each page's cursor.
  void check_query(const std::string& what, const ddb::query_parts& q,
                   const ddb::query_parts& foreign, std::uint32_t limit,
                   const std::vector<Shop::values>& expected, bool native) {
    ++queries_;
    empty_queries_ += expected.empty();
    std::vector<Shop::values> got;
    std::optional<ddb::item> start;
    std::size_t page_number = 0;
    const std::size_t most_pages = expected.size() / limit + 2;
    for (;;) {
      const std::string text =
          start ? ddb::to_json_text(q, table, *start) : ddb::to_json_text(q, table);
      const answer a = call("Query", text, "200");
      const auto page = Shop::read_page(a.text);
      check_(page.has_value(), what + ": a page is not read: " +
                                   (page ? std::string() : std::string(page.error().message())) +
                                   " in " + a.text.substr(0, 300));
      if (!page) return;
      ++pages_;
      items_read_ += page->items.size();
      const std::size_t before = got.size();
      got.insert(got.end(), page->items.begin(), page->items.end());
      const std::size_t left = before < expected.size() ? expected.size() - before : 0;
      const std::size_t want = std::min<std::size_t>(limit, left);
      check_(page->items.size() == want, what + ": page " + std::to_string(page_number) +
                                             " holds " + std::to_string(page->items.size()) +
                                             " items, not " + std::to_string(want));
      check_(page->count == page->items.size() && page->scanned_count == page->count,
             what + ": Count " + std::to_string(page->count) + " and ScannedCount " +
                 std::to_string(page->scanned_count) + " for a page of " +
                 std::to_string(page->items.size()) + " (no filter)");
      ++page_number;
      if (!page->last_evaluated_key) {
        check_(page->items.size() == left, what + ": no LastEvaluatedKey before the last item");
        break;
      }
      check_(page->items.size() == limit, what + ": a LastEvaluatedKey after a short page");
      if (page->items.empty() || page->items.size() != limit || page_number > most_pages) break;
      check_(*page->last_evaluated_key == key_of(page->items.back(), native),
             what + ": the LastEvaluatedKey is not the key of the page's last item");
      start = start_after(what, q, foreign, *page->last_evaluated_key,
                          native ? &page->items.back() : nullptr);
      if (!start) break;
      if (page->items.size() == left) ++empty_last_pages_;  // what the next page must be
    }
    // The order: the sort key of each item; the items: each tie group as a set.
    const auto canonical = [native](std::vector<Shop::values> v) {
      if (!native) return v;
      for (std::size_t i = 0; i != v.size();) {
        std::size_t j = i + 1;
        while (j != v.size() && facts_of(v[j]).sort_key() == facts_of(v[i]).sort_key()) ++j;
        std::sort(v.begin() + static_cast<long>(i), v.begin() + static_cast<long>(j),
                  [](const Shop::values& a, const Shop::values& b) {
                    return facts_of(a).rank() < facts_of(b).rank();
                  });
        i = j;
      }
      return v;
    };
    const std::vector<Shop::values> got_canonical = canonical(got);
    const std::vector<Shop::values> expected_canonical = canonical(expected);
    std::size_t at = 0;  // the first item that differs
    while (at != got.size() && at != expected.size() &&
           got_canonical[at] == expected_canonical[at]) {
      ++at;
    }
    const auto item_at = [at](const std::vector<Shop::values>& v) {
      return at < v.size() ? describe(facts_of(v[at])) : std::string("none");
    };
    check_(got_canonical == expected_canonical,
           what + ": " + std::to_string(got.size()) + " items, not the " +
               std::to_string(expected.size()) + " predicted; item " + std::to_string(at) + " is " +
               item_at(got_canonical) + ", not " + item_at(expected_canonical));
    if (native) {
      for (std::size_t i = 0; i + 1 < expected.size(); ++i) {
        const bool tie = facts_of(expected[i]).sort_key() == facts_of(expected[i + 1]).sort_key();
        const bool first =
            i == 0 || facts_of(expected[i - 1]).sort_key() != facts_of(expected[i]).sort_key();
        tie_groups_ += tie && first;
        split_ties_ += tie && (i + 1) % limit == 0;
      }
    }
  }

  // The items of native partition (tenant, region) that `keep` keeps, in the query's order.
  std::vector<Shop::values> predict(std::uint64_t tenant, const std::string& region,
                                    const predicate& keep, bool descending) const {
    std::vector<std::pair<facts, Shop::values>> rows;
    for (const auto& [k, v] : items_) {
      const facts f = facts_of(v);
      if (f.tenant == tenant && f.region == region && keep(f)) rows.emplace_back(f, v);
    }
    std::sort(rows.begin(), rows.end(),
              [](const auto& a, const auto& b) { return a.first.rank() < b.first.rank(); });
    if (descending) std::reverse(rows.begin(), rows.end());
    std::vector<Shop::values> out;
    for (auto& r : rows) out.push_back(std::move(r.second));
    return out;
  }

  // The query of native partition (tenant, region) with `args` through `Shop`, `Order` or
  // `Refund` (`reader`; one request), `Limit` `limit`, descending or not.
  template <class... Args>
  static ddb::query_parts native_query(std::uint64_t reader, bool descending, std::uint32_t limit,
                                       std::uint64_t tenant, const std::string& region,
                                       const Args&... args) {
    const auto with = [&]<class Of>(std::type_identity<Of>) {
      const auto t = kp::arg<"tenantId">(tenant);
      const auto r = kp::arg<"region">(region);
      return descending
                 ? Of::template query<ByRegion>(t, r, args..., kp::limit(limit), kp::descending)
                 : Of::template query<ByRegion>(args..., r, t, kp::limit(limit));
    };
    if (reader == 0) return with(std::type_identity<Shop>{});
    if (reader == 1) return with(std::type_identity<Order>{});
    return with(std::type_identity<Refund>{});
  }

  // ---- the rounds --------------------------------------------------------------------------
  // Native partition (tenant, region) whole, `descending` or not.
  void check_partition(std::uint64_t tenant, const std::string& region, bool descending) {
    const auto limit = static_cast<std::uint32_t>(3 + g_.below(3));
    const std::uint64_t reader = g_.below(3);
    const ddb::query_parts q = native_query(reader, descending, limit, tenant, region);
    const ddb::query_parts foreign =
        native_query(reader, descending, limit, other_tenant(tenant), region);
    const predicate all = [](const facts&) { return true; };
    check_query("partition (" + std::to_string(tenant) + ", " + region + ")" +
                    (descending ? " descending" : "") + " Limit " + std::to_string(limit),
                q, foreign, limit, predict(tenant, region, all, descending), true);
  }

  // Every partition whole (one with no items too; `descending` or not), each form of a sort key
  // condition twice, and each status of the composite index whole.
  void read_all(bool descending) {
    for (const std::uint64_t t : tenants) {
      for (const std::string_view r : regions) check_partition(t, std::string(r), descending);
      check_partition(t, nobody, descending);
    }
    for (int form = 0; form != 13; ++form) {
      for (int n = 0; n != 2; ++n) sort_condition(form);
    }
    // The composite index, each status whole.
    for (const char* s : statuses) {
      std::vector<std::pair<std::uint64_t, Shop::values>> rows;
      for (const auto& [k, v] : items_) {
        const facts f = facts_of(v);
        if (f.status == std::optional<std::string>(s)) rows.emplace_back(f.order, v);
      }
      std::sort(rows.begin(), rows.end(),
                [](const auto& a, const auto& b) { return a.first < b.first; });
      std::vector<Shop::values> expected;
      for (auto& r : rows) expected.push_back(std::move(r.second));
      const auto limit = static_cast<std::uint32_t>(5 + g_.below(3));
      const auto query = [limit](const char* status) {
        return Order::query<ByStatus>(kp::arg<"status">(std::string(status)), kp::limit(limit));
      };
      check_query(std::string("status ") + s, query(s),
                  query(s == statuses[0] ? statuses[1] : statuses[0]), limit, expected, false);
    }
  }

  // The tenant after `t`.
  static std::uint64_t other_tenant(std::uint64_t t) {
    std::size_t i = 0;
    while (tenants[i] != t) ++i;
    return tenants[(i + 1) % std::size(tenants)];
  }
  // A random item in the native index; nothing when none is.
  std::optional<facts> some_indexed() {
    std::vector<facts> in;
    for (const auto& [k, v] : items_) {
      const facts f = facts_of(v);
      if (f.region) in.push_back(f);
    }
    if (in.empty()) return std::nullopt;
    return in[g_.below(in.size())];
  }
  // A day of an item of the partition of `f` (`f`'s own, often), or one no item has.
  day_t pivot_day(const facts& f) {
    if (g_.below(4) == 0) return other_days[g_.below(std::size(other_days))];
    if (g_.below(2) == 0) return f.day;
    return random_day();
  }
  // An order id of an item of `f`'s partition on `f`'s day, or one next to it.
  std::uint64_t pivot_order(const facts& f) {
    std::vector<std::uint64_t> ids;
    for (const auto& [k, v] : items_) {
      const facts o = facts_of(v);
      if (o.tenant == f.tenant && o.region == f.region && o.day == f.day) ids.push_back(o.order);
    }
    const std::uint64_t id = ids[g_.below(ids.size())];
    switch (g_.below(5)) {
      case 0:
        return id + 1;
      case 1:
        return id - 1;
      default:
        return id;
    }
  }

  // Sort key condition `form` on the partition of a random item: 0-6 on `day` (=, >, >=, <, <=,
  // BETWEEN, begins_with), 7-12 on `orderId` with `day` = (=, >, >=, <, <=, BETWEEN).
  void sort_condition(int form) {
    const std::optional<facts> some = some_indexed();
    if (!some) return;
    const facts& f = *some;
    const std::uint64_t t = f.tenant;
    const std::string r = *f.region;
    const auto limit = static_cast<std::uint32_t>(1 + g_.below(5));
    const bool descending = g_.below(3) == 0;
    const std::uint64_t reader = g_.below(3);
    std::string what = "partition (" + std::to_string(t) + ", " + r + ")" +
                       (descending ? " descending" : "") + " Limit " + std::to_string(limit);
    // The query with `args`, and the same of another tenant.
    const auto run = [&](const auto&... args) {
      return std::pair(native_query(reader, descending, limit, t, r, args...),
                       native_query(reader, descending, limit, other_tenant(t), r, args...));
    };
    using queries = std::pair<ddb::query_parts, ddb::query_parts>;
    const auto check = [&](const std::string& condition, const queries& q, const predicate& keep) {
      check_query(what + ", " + condition, q.first, q.second, limit,
                  predict(t, r, keep, descending), true);
    };
    if (form < 7) {
      const day_t d = pivot_day(f);
      const std::string ds = text_of(d);
      switch (form) {
        case 0:
          return check("day = " + ds, run(kp::arg<"day">(d)),
                       [d](const facts& x) { return x.day == d; });
        case 1:
          return check("day > " + ds, run(kp::arg<"day">(kp::greater(d))),
                       [d](const facts& x) { return x.day > d; });
        case 2:
          return check("day >= " + ds, run(kp::arg<"day">(kp::at_least(d))),
                       [d](const facts& x) { return x.day >= d; });
        case 3:
          return check("day < " + ds, run(kp::arg<"day">(kp::less(d))),
                       [d](const facts& x) { return x.day < d; });
        case 4:
          return check("day <= " + ds, run(kp::arg<"day">(kp::at_most(d))),
                       [d](const facts& x) { return x.day <= d; });
        case 5: {
          const day_t e = std::max(d, pivot_day(f));
          const day_t b = std::min(d, pivot_day(f));
          return check("day between " + text_of(b) + " and " + text_of(e),
                       run(kp::arg<"day">(kp::between(b, e))),
                       [b, e](const facts& x) { return b <= x.day && x.day <= e; });
        }
        default: {
          const std::string p = prefixes[g_.below(std::size(prefixes))];
          return check("day begins with " + p, run(kp::arg<"day">(kp::partial(p))),
                       [p](const facts& x) { return text_of(x.day).starts_with(p); });
        }
      }
    }
    const day_t d = f.day;  // an order id condition within one day that has items
    const std::uint64_t o = pivot_order(f);
    const auto day = kp::arg<"day">(d);
    what += ", day = " + text_of(d);
    const std::string os = std::to_string(o);
    switch (form) {
      case 7:
        return check("orderId = " + os, run(day, kp::arg<"orderId">(o)),
                     [d, o](const facts& x) { return x.day == d && x.order == o; });
      case 8:
        return check("orderId > " + os, run(day, kp::arg<"orderId">(kp::greater(o))),
                     [d, o](const facts& x) { return x.day == d && x.order > o; });
      case 9:
        return check("orderId >= " + os, run(kp::arg<"orderId">(kp::at_least(o)), day),
                     [d, o](const facts& x) { return x.day == d && x.order >= o; });
      case 10:
        return check("orderId < " + os, run(day, kp::arg<"orderId">(kp::less(o))),
                     [d, o](const facts& x) { return x.day == d && x.order < o; });
      case 11:
        return check("orderId <= " + os, run(day, kp::arg<"orderId">(kp::at_most(o))),
                     [d, o](const facts& x) { return x.day == d && x.order <= o; });
      default: {
        const std::uint64_t other = pivot_order(f);
        const std::uint64_t lo = std::min(o, other), hi = std::max(o, other);
        return check(
            "orderId between " + std::to_string(lo) + " and " + std::to_string(hi),
            run(day, kp::arg<"orderId">(kp::between(lo, hi))),
            [d, lo, hi](const facts& x) { return x.day == d && lo <= x.order && x.order <= hi; });
      }
    }
  }

  // ---- updates -----------------------------------------------------------------------------
  // One update of a random item's key field, returning the new item: an order's region (into
  // another partition, or into the index when it had none), day (within its partition), both,
  // no region (out of the index) or status (the composite index); a refund's order id (within
  // its partition), day or region.
  void update() {
    auto at = items_.begin();
    std::advance(at, static_cast<long>(g_.below(items_.size())));
    const Shop::values old = at->second;
    const facts f = facts_of(old);
    std::string text;
    Shop::values now = old;
    if (const Order::values* o = old.get_if<Order>()) {
      const auto t = kp::arg<"tenantId">(f.tenant);
      const auto id = kp::arg<"orderId">(f.id);
      const auto returning = kp::returning(ddb::all_new);
      std::optional<std::string> region = f.region;
      day_t day = f.day;
      std::optional<std::string> status = f.status;
      switch (g_.below(6)) {
        case 0:
          region = random_region();
          text =
              ddb::to_json_text(Order::update(t, id, kp::set<"region">(*region), returning), table);
          break;
        case 1:
          day = random_day();
          text = ddb::to_json_text(Order::update(t, id, kp::set<"day">(day), returning), table);
          break;
        case 2:
          region = random_region();
          day = random_day();
          text = ddb::to_json_text(
              Order::update(kp::set<"day">(day), id, t, kp::set<"region">(*region), returning),
              table);
          break;
        case 3:
          region.reset();
          text = ddb::to_json_text(Order::update(t, id, kp::unset<"region">, returning), table);
          break;
        case 4:
          status = statuses[g_.below(std::size(statuses))];
          text =
              ddb::to_json_text(Order::update(t, id, kp::set<"status">(*status), returning), table);
          break;
        default:
          status.reset();
          text = ddb::to_json_text(Order::update(t, id, kp::unset<"status">, returning), table);
          break;
      }
      now = Order::make(t, id, kp::arg<"region">(region), kp::arg<"day">(day),
                        kp::arg<"status">(status), kp::arg<"note">(o->get<"note">()));
    } else {
      const Refund::values& r = old.get<Refund>();
      const auto t = kp::arg<"tenantId">(f.tenant);
      const auto id = kp::arg<"refundId">(f.id);
      const auto returning = kp::returning(ddb::all_new);
      std::string region = *f.region;
      day_t day = f.day;
      std::uint64_t order = f.order;
      switch (g_.below(3)) {
        case 0:
          order = *std::next(order_ids_.begin(), static_cast<long>(g_.below(order_ids_.size())));
          text =
              ddb::to_json_text(Refund::update(t, id, kp::set<"orderId">(order), returning), table);
          break;
        case 1:
          day = random_day();
          text = ddb::to_json_text(Refund::update(t, id, kp::set<"day">(day), returning), table);
          break;
        default:
          region = random_region();
          text =
              ddb::to_json_text(Refund::update(id, kp::set<"region">(region), t, returning), table);
          break;
      }
      now = Refund::make(t, id, kp::arg<"region">(region), kp::arg<"day">(day),
                         kp::arg<"orderId">(order), kp::arg<"amount">(r.get<"amount">()));
    }
    const answer a = call("UpdateItem", text, "200");
    const auto after = ddb::read_attributes(a.text);
    bool same = false;
    if (after && *after) {
      const auto read = Shop::identify(**after);
      same = read && *read == now;
    }
    check_(same, "UpdateItem's new item is not " + describe(facts_of(now)) + ": " +
                     a.text.substr(0, 300));
    const facts n = facts_of(now);
    ++moves_[!f.region && !n.region         ? 4
             : !n.region                    ? 2
             : !f.region                    ? 3
             : *f.region != *n.region       ? 1
             : f.sort_key() != n.sort_key() ? 0
                                            : 4];
    at->second = now;
  }
};

int run(int argc, char** argv) {
  return wire_driver::run_main<native>(argc, argv, "native_moto", 20261207);
}
}  // namespace

const moto_drivers::registration registered{"native_moto", run};
