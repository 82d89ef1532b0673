// Every operation keyplate writes, end to end through the wire path only: each request is the
// text `ddb::to_json_text` writes (no JSON library between it and the engine: wire_moto.py posts
// it as it is), and each response is read by the simdjson reader
// (<keyplate/dynamodb_simdjson.hpp>). Every answer is compared with what the program predicts
// from its own values (a plain map of what the table holds), never with the requests.
//
// Operations: CreateTable, UpdateTimeToLive, PutItem (and a refused one, its item read from the
// error), GetItem, Query (both indexes, paged with small Limits through cursors, both
// directions, an item collection of two entities), UpdateItem (key fields moving an order in the
// sparse index, returning the new item), DeleteItem (returning the old item), TransactWriteItems
// (committed, and cancelled with a reason per action), TransactGetItems, BatchWriteItem and
// BatchGetItem (through ddb::batch_writer and ddb::batch_getter), Scan (3 segments).
//
//   wire_moto [SEED]   per request two stdout lines: the operation (`PutItem`) and its body;
//                      answered by two stdin lines: the status (`200`, or `400` and DynamoDB's
//                      error code) and the response's text. Last `done` and a JSON line of
//                      figures and mismatches. Default seed: 20261206.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <keyplate/dynamodb/batch_getter.hpp>
#include <keyplate/dynamodb/batch_writer.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <keyplate/schema.hpp>
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
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // sparse: orders with a status
using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"name", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
                          kp::optional_field<"status", kp::string<16>>,
                          kp::attribute<"tags", std::set<std::string>>,
                          kp::attribute<"total", kp::number>, kp::ttl_attribute<"expiresAt">>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;
static_assert(Shop::valid);

constexpr std::string_view table = "keyplate-wire";
constexpr std::uint64_t customers = 5;

// Awkward in a key or a set: reserved bytes, an empty string, the largest code point.
const char* const statuses[] = {"NEW", "PAID", "a#b", "50%", "", "\xF4\x8F\xBF\xBF"};
const char* const words[] = {"red", "a#b", "50%", " sp", "caf\xC3\xA9", "x"};

using generator = keyplate_test::splitmix64;
using key = std::pair<std::uint64_t, std::uint64_t>;  // customer, order id

// ---- The wire ---------------------------------------------------------------------------------
using wire_driver::answer;
using wire_driver::ask;
using wire_driver::mismatches;

// ---- The program ------------------------------------------------------------------------------
class wire {
 public:
  explicit wire(std::uint64_t seed) : g_(seed) {}

  int run() {
    tables();
    for (std::uint64_t c = 1; c <= customers; ++c) {
      call("PutItem", ddb::to_json_text(Customer::put(customer(c)), table), "200");
    }
    for (int i = 0; i != 120; ++i) put_new();
    refused_put();
    read_all();
    for (int i = 0; i != 60; ++i) update();
    for (int i = 0; i != 15; ++i) remove();
    read_all();
    transactions();
    batches();
    read_all();
    scan();
    std::cout << "done\n"
              << "{\"requests\": " << requests_ << ", \"pages\": " << pages_
              << ", \"items read\": " << items_read_ << ", \"orders\": " << orders_.size()
              << ", \"mismatches\": " << check_.count << "}" << std::endl;
    return check_.count == 0 ? 0 : 1;
  }

 private:
  generator g_;
  std::map<key, Order::values> orders_;
  std::uint64_t next_id_ = 1;
  std::size_t requests_ = 0, pages_ = 0, items_read_ = 0;
  mismatches check_;

  static Customer::values customer(std::uint64_t c) {
    return Customer::make(kp::arg<"customerId">(c),
                          kp::arg<"name">("customer " + std::to_string(c)));
  }
  Order::values random_order(std::uint64_t c, std::uint64_t id) {
    std::set<std::string> tags;
    for (std::uint64_t n = g_.below(3); n != 0; --n) tags.insert(words[g_.below(std::size(words))]);
    std::optional<std::string> status;
    if (g_.below(4) != 0) status = statuses[g_.below(std::size(statuses))];
    const std::uint64_t cents = g_.below(1000000);
    return Order::make(
        kp::arg<"customerId">(c), kp::arg<"orderId">(id), kp::arg<"status">(status),
        kp::arg<"tags">(tags),
        kp::arg<"total">(kp::number(std::to_string(cents / 100) + "." +
                                    std::to_string(cents % 100 / 10) + std::to_string(cents % 10))),
        kp::arg<"expiresAt">(std::chrono::sys_seconds(std::chrono::seconds{4'102'444'800})));
  }
  // Whether `it` is there and `decode_item` reads `v` from it.
  static bool decodes_to(const std::optional<ddb::item>& it, const Order::values& v) {
    if (!it) return false;
    const auto decoded = Order::decode_item(*it);
    return decoded && *decoded == v;
  }
  static key key_of(const Order::values& v) { return {v.get<"customerId">(), v.get<"orderId">()}; }
  const Order::values* some_order() {
    auto at = orders_.begin();
    std::advance(at, static_cast<long>(g_.below(orders_.size())));
    return &at->second;
  }

  // Posts `text`; the answer, checked to have the status `expect`.
  answer call(std::string_view operation, const std::string& text, std::string_view expect) {
    ++requests_;
    answer a = ask(operation, text);
    check_(a.status == expect, std::string(operation) + " answered " + a.status + ", not " +
                                   std::string(expect) + ": " + a.text.substr(0, 300));
    return a;
  }

  void tables() {
    call("CreateTable", ddb::to_json_text(Shop::table_definition(std::string(table))), "200");
    call("UpdateTimeToLive", ddb::to_json_text(Shop::time_to_live(table)), "200");
  }

  void put_new() {
    const Order::values v = random_order(1 + g_.below(customers), next_id_++);
    const answer a = call("PutItem", ddb::to_json_text(Order::put(v), table), "200");
    const auto returned = ddb::read_attributes(a.text);  // no kp::returning: nothing
    check_(returned && !*returned, "a PutItem without ReturnValues returned attributes");
    orders_.emplace(key_of(v), v);
  }

  // A second put of an order that exists: refused, and the error holds the order as it is.
  void refused_put() {
    const Order::values& stored = *some_order();
    Order::values other = random_order(stored.get<"customerId">(), stored.get<"orderId">());
    const answer a =
        call("PutItem", ddb::to_json_text(Order::put(other, kp::returning_on_failure), table),
             "400 ConditionalCheckFailedException");
    const auto old = Order::read_item(a.text);
    check_(old && *old && **old == stored, "the refused put's error does not hold the order");
  }

  // Every page of `q` (each continued from the previous page's cursor), read by `Of`.
  template <class Of, class Query>
  std::vector<typename ddb::page<Of>::value_type> pages(const Query& q) {
    std::vector<typename ddb::page<Of>::value_type> out;
    std::optional<std::string> cursor;
    do {
      std::string text = ddb::to_json_text(q, table);
      if (cursor) {
        const kp::result<ddb::item> start = Shop::resume(q, *cursor);
        check_(start.has_value(), "a cursor of the query's own page is refused");
        if (!start) break;
        text = ddb::to_json_text(q, table, *start);
      }
      const answer a = call("Query", text, "200");
      const auto page = Of::read_page(a.text);
      check_(page.has_value(), "a Query page is not read: " + page.error().message());
      if (!page) break;
      ++pages_;
      items_read_ += page->items.size();
      out.insert(out.end(), page->items.begin(), page->items.end());
      cursor.reset();
      if (page->last_evaluated_key) cursor = Shop::cursor(*page->last_evaluated_key);
    } while (cursor);
    return out;
  }

  // Each customer's orders (both directions, and as the item collection with the customer),
  // each status's orders in the sparse index, and each order by GetItem, against the model.
  void read_all() {
    for (std::uint64_t c = 1; c <= customers; ++c) {
      std::vector<Order::values> expected;
      for (const auto& [k, v] : orders_) {
        if (k.first == c) expected.push_back(v);  // by order id: the sort key, zero-padded
      }
      const auto limit = kp::limit(static_cast<std::uint32_t>(1 + g_.below(9)));
      check_(pages<Order>(Order::query<Primary>(kp::arg<"customerId">(c), limit)) == expected,
             "a customer's orders differ");
      std::reverse(expected.begin(), expected.end());
      check_(pages<Order>(Order::query<Primary>(kp::arg<"customerId">(c), limit, kp::descending)) ==
                 expected,
             "a customer's orders, descending, differ");
      const auto collection = pages<Shop>(Shop::query<Primary>(kp::arg<"customerId">(c), limit));
      std::size_t found_orders = 0, found_customers = 0;
      for (const Shop::values& v : collection) {
        if (const Customer::values* cu = v.get_if<Customer>()) {
          found_customers += *cu == customer(c);
        } else {
          found_orders += orders_.count(key_of(v.get<Order>())) != 0 &&
                          orders_.at(key_of(v.get<Order>())) == v.get<Order>();
        }
      }
      check_(found_customers == 1 && found_orders == expected.size() &&
                 collection.size() == expected.size() + 1,
             "a customer's item collection differs");
    }
    for (const char* s : statuses) {
      std::vector<Order::values> expected;
      for (const auto& [k, v] : orders_) {
        if (v.get<"status">() == std::optional<std::string>(s)) expected.push_back(v);
      }
      std::sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) {
        return a.template get<"orderId">() < b.template get<"orderId">();
      });
      check_(pages<Order>(Order::query<ByStatus>(kp::arg<"status">(std::string(s)),
                                                 kp::limit(4))) == expected,
             std::string("the orders of status '") + s + "' differ");
    }
    for (const auto& [k, v] : orders_) {
      const answer a =
          call("GetItem",
               ddb::to_json_text(
                   Order::get(kp::arg<"customerId">(k.first), kp::arg<"orderId">(k.second)), table),
               "200");
      const auto got = Order::read_item(a.text);
      check_(got && *got && **got == v, "GetItem returned another order");
    }
    const answer none = call(
        "GetItem",
        ddb::to_json_text(Order::get(kp::arg<"customerId">(1), kp::arg<"orderId">(9999999)), table),
        "200");
    const auto missing = Order::read_item(none.text);
    check_(missing && !*missing, "GetItem of no order returned one");
  }

  // A new status (or none: out of the sparse index), or more tags; the response's attributes
  // are the order after the update. An update of an order that does not exist is refused.
  void update() {
    const Order::values old = *some_order();
    const key k = key_of(old);
    const auto customer_id = kp::arg<"customerId">(k.first);
    const auto order_id = kp::arg<"orderId">(k.second);
    Order::values now = old;
    const std::uint64_t kind = g_.below(4);
    std::string text;
    if (kind == 0) {
      text = ddb::to_json_text(Order::update(customer_id, kp::arg<"orderId">(next_id_ + 1000000),
                                             kp::set<"status">("X")),
                               table);
      call("UpdateItem", text, "400 ConditionalCheckFailedException");
      return;
    }
    if (kind == 1) {
      now = Order::make(customer_id, order_id, kp::arg<"status">(std::optional<std::string>()),
                        kp::arg<"tags">(old.get<"tags">()), kp::arg<"total">(old.get<"total">()),
                        kp::arg<"expiresAt">(old.get<"expiresAt">()));
      text = ddb::to_json_text(
          Order::update(customer_id, order_id, kp::unset<"status">, kp::returning(ddb::all_new)),
          table);
    } else if (kind == 2) {
      const std::string status = statuses[g_.below(std::size(statuses))];
      now = Order::make(customer_id, order_id, kp::arg<"status">(status),
                        kp::arg<"tags">(old.get<"tags">()), kp::arg<"total">(old.get<"total">()),
                        kp::arg<"expiresAt">(old.get<"expiresAt">()));
      text = ddb::to_json_text(Order::update(customer_id, order_id, kp::set<"status">(status),
                                             kp::returning(ddb::all_new)),
                               table);
    } else {
      std::set<std::string> more{words[g_.below(std::size(words))]};
      std::set<std::string> tags = old.get<"tags">();
      tags.insert(more.begin(), more.end());
      now = Order::make(customer_id, order_id, kp::arg<"status">(old.get<"status">()),
                        kp::arg<"tags">(tags), kp::arg<"total">(old.get<"total">()),
                        kp::arg<"expiresAt">(old.get<"expiresAt">()));
      text = ddb::to_json_text(
          Order::update(customer_id, order_id, kp::add<"tags">(more), kp::returning(ddb::all_new)),
          table);
    }
    const answer a = call("UpdateItem", text, "200");
    const auto after = ddb::read_attributes(a.text);
    check_(after && decodes_to(*after, now),
           "UpdateItem's new attributes are not the updated order");
    orders_.insert_or_assign(k, now);
  }

  // A delete returning the order as it was.
  void remove() {
    const Order::values old = *some_order();
    const key k = key_of(old);
    const answer a = call(
        "DeleteItem",
        ddb::to_json_text(Order::remove(kp::arg<"customerId">(k.first),
                                        kp::arg<"orderId">(k.second), kp::returning(ddb::all_old)),
                          table),
        "200");
    const auto before = ddb::read_attributes(a.text);
    check_(before && decodes_to(*before, old), "DeleteItem's old attributes are not the order");
    orders_.erase(k);
  }

  // A committed transaction (a new order and a move, the customer checked), a cancelled one
  // (a customer that does not exist), and a consistent read of three items at once.
  void transactions() {
    const Order::values placed = random_order(2, next_id_++);
    const Order::values from = *some_order();
    Order::values to = from;
    to = Order::make(kp::arg<"customerId">(from.get<"customerId">()),
                     kp::arg<"orderId">(next_id_++), kp::arg<"status">(from.get<"status">()),
                     kp::arg<"tags">(from.get<"tags">()), kp::arg<"total">(from.get<"total">()),
                     kp::arg<"expiresAt">(from.get<"expiresAt">()));
    const ddb::transaction_parts committed =
        kp::transaction(Customer::check(kp::arg<"customerId">(2), kp::must_exist),
                        Order::put(placed), kp::idempotency_token("wire-moto-1"));
    call("TransactWriteItems", ddb::to_json_text(committed, table), "200");
    orders_.emplace(key_of(placed), placed);
    call("TransactWriteItems", ddb::to_json_text(Order::move(from, to), table), "200");
    orders_.erase(key_of(from));
    orders_.emplace(key_of(to), to);

    const ddb::transaction_parts cancelled = kp::transaction(
        Order::put(random_order(3, next_id_++)),
        Customer::check(kp::arg<"customerId">(99), kp::must_exist, kp::returning_on_failure));
    const answer a = call("TransactWriteItems", ddb::to_json_text(cancelled, table),
                          "400 TransactionCanceledException");
    const auto reasons = ddb::read_cancellation_reasons(cancelled, a.text);
    check_(reasons && reasons->size() == 2 && (*reasons)[0].code == "None" &&
               (*reasons)[0].entity == "Order" && (*reasons)[1].code == "ConditionalCheckFailed" &&
               (*reasons)[1].entity == "Customer" && !(*reasons)[1].item,
           "the cancelled transaction's reasons differ: " + a.text.substr(0, 300));

    const auto three = kp::transact_get(
        Customer::get(kp::arg<"customerId">(2)),
        Order::get(kp::arg<"customerId">(2), kp::arg<"orderId">(placed.get<"orderId">())),
        Order::get(kp::arg<"customerId">(2), kp::arg<"orderId">(9999999)));
    const answer got = call("TransactGetItems", ddb::to_json_text(three, table), "200");
    const auto read = three.read(ddb::read_transact_get_response(got.text));
    check_(read && std::get<0>(*read) == customer(2) && std::get<1>(*read) == placed &&
               !std::get<2>(*read),
           "TransactGetItems read other items");
  }

  // Sends `batch`'s requests until it is done, each response read by `read` (the simdjson
  // reader) and handed back to it; false when one is not read.
  template <class Batch, class Read>
  bool drive(Batch& batch, std::string_view operation, Read read) {
    while (auto request = batch.next_request()) {
      auto response = read(call(operation, ddb::to_json_text(*request), "200").text);
      check_(response.has_value(), std::string(operation) + "'s response is not read");
      if (!response) return false;
      batch.on_response(std::move(*response));
    }
    return true;
  }

  // 60 new orders and 10 deletes through ddb::batch_writer, then every order through
  // ddb::batch_getter (with 5 that do not exist).
  void batches() {
    ddb::batch_writer w{std::string(table)};
    for (int i = 0; i != 60; ++i) {
      const Order::values v = random_order(1 + g_.below(customers), next_id_++);
      w.add(Order::put(v, ddb::replace));
      orders_.emplace(key_of(v), v);
    }
    for (int i = 0; i != 10; ++i) {
      const key k = key_of(*some_order());
      w.add(Order::remove(kp::arg<"customerId">(k.first), kp::arg<"orderId">(k.second)));
      orders_.erase(k);
    }
    if (!drive(w, "BatchWriteItem", ddb::read_batch_write_response)) return;
    ddb::batch_getter<Shop> r{std::string(table)};
    for (const auto& [k, v] : orders_) {
      r.add(Order::get(kp::arg<"customerId">(k.first), kp::arg<"orderId">(k.second)));
    }
    for (std::uint64_t i = 0; i != 5; ++i) {
      r.add(Order::get(kp::arg<"customerId">(1), kp::arg<"orderId">(8000000 + i)));
    }
    if (!drive(r, "BatchGetItem", ddb::read_batch_get_response)) return;
    std::map<key, Order::values> read;
    for (const Shop::values& v : r.results()) read.emplace(key_of(v.get<Order>()), v.get<Order>());
    check_(read == orders_ && r.unread().empty(), "BatchGetItem read other orders");
  }

  // Every order through three segments of a scan of the orders, read by Shop::read_page.
  void scan() {
    std::map<key, Order::values> read;
    for (std::uint32_t segment = 0; segment != 3; ++segment) {
      const auto s = Shop::scan(kp::entities<Order>, kp::segment(segment, 3), kp::limit(25));
      std::optional<ddb::item> start;
      do {
        const answer a =
            call("Scan", start ? ddb::to_json_text(s, table, *start) : ddb::to_json_text(s, table),
                 "200");
        const auto page = Shop::read_page(a.text);
        check_(page.has_value(), "a Scan page is not read");
        if (!page) return;
        ++pages_;
        items_read_ += page->items.size();
        for (const Shop::values& v : page->items) {
          read.emplace(key_of(v.get<Order>()), v.get<Order>());
        }
        start = page->last_evaluated_key;
      } while (start);
    }
    check_(read == orders_, "the scan's orders differ from the table's");
  }
};

int run(int argc, char** argv) {
  return wire_driver::run_main<wire>(argc, argv, "wire_moto", 20261206);
}
}  // namespace

const moto_drivers::registration registered{"wire_moto", run};
