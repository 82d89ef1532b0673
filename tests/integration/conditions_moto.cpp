// Typed conditions (kp::attr, kp::when, kp::must_exist) end to end, replayed against DynamoDB by
// conditions_moto.py. A seeded sequence of conditional writes (remove, update, put with
// ddb::replace) on orders whose data has every type a condition reads (S, N, SS, L, and the
// reserved words `size` and `name` as attribute names), each with the answer DynamoDB must give
// and a GetItem that must see its effect; a third of the steps are update operators (kp::add,
// kp::remove_from, kp::append, kp::prepend, kp::set_if_absent, kp::returning) and upserts,
// alone or with a condition. Every outcome is predicted from a plain C++ model of the orders, by
// a predicate written beside each condition and an effect beside each operator (never from the
// request). Every order is in one
// partition, so an eighth of the steps also query them all with kp::filter, kp::limit(1 to 5)
// and kp::descending or kp::count_only: the pages together must hold exactly the orders the
// predicate keeps, in order.
//
//   conditions_moto [SEED]   JSON lines: {"kind": "seed"}, {"kind": "table"} (CreateTable),
//                            then {"kind": "write", "call", "request", "expect"} ("ok" or
//                            "ConditionalCheckFailedException") and {"kind": "read", "call",
//                            "request", "items"} steps, {"kind": "query", "request",
//                            "count", "items"} (a filtered query, run page by page), and a
//                            {"kind": "summary"}
//
// Default seed: 20261205.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "drivers.hpp"
#include "support/splitmix64.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using kp::attr;

namespace {
using Primary = kp::index<"pk", "sk">;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"orderId", kp::uint<10>>, kp::field<"status", kp::string<16>>,
                          kp::attribute<"total", std::int64_t>,
                          kp::optional_attribute<"tags", std::set<std::string>>,
                          kp::optional_attribute<"lines", std::vector<std::int64_t>>,
                          kp::optional_attribute<"size", std::int64_t>,  // a reserved word
                          kp::optional_attribute<"name", std::string>>,  // a reserved word
               kp::keys<Primary, "SHOP", "ORDER#{orderId}">>;  // one partition: queries page
using Shop = kp::schema<kp::indexes<Primary>, Order>;

using generator = keyplate_test::splitmix64;

// ---- The model ----------------------------------------------------------------------------
struct order {
  std::uint64_t id = 0;
  std::string status;
  std::int64_t total = 0;
  std::set<std::string> tags;       // empty: no attribute
  std::vector<std::int64_t> lines;  // empty: no attribute (an empty list is not written)
  std::optional<std::int64_t> size;
  std::optional<std::string> name;
};
using stored = std::optional<order>;  // no item: nullopt

Order::values values_of(const order& o) {
  return Order::make(kp::arg<"orderId">(o.id), kp::arg<"status">(o.status),
                     kp::arg<"total">(o.total),
                     kp::arg<"tags">(o.tags.empty() ? std::nullopt : std::optional(o.tags)),
                     kp::arg<"lines">(o.lines.empty() ? std::nullopt : std::optional(o.lines)),
                     kp::arg<"size">(o.size), kp::arg<"name">(o.name));
}

const char* const statuses[] = {"PLACED", "PAID", "SHIPPED", "PLANNED", "CANCELLED"};
const char* const words[] = {"gift", "fragile", "a#b", "express", "caf\xC3\xA9"};
const char* const names[] = {"Ada", "Adam", "Bob", "name", "size"};

// One condition and the predicate that says, from the model, whether it holds. A missing
// attribute (or a missing item) makes comparisons and functions false, except `<>`, which it
// makes true, as in DynamoDB.
template <class C, class P>
struct case_of {
  C condition;
  P holds;  // bool(const stored&)
  std::string label;
};
template <class C, class P>
case_of(C, P, std::string) -> case_of<C, P>;

class scenario {
 public:
  explicit scenario(std::uint64_t seed) : g_(seed) {}

  void run(int steps) {
    for (std::uint64_t id = 1; id <= order_count; ++id) {
      const order o = random_order(id);
      write("put_item", Order::put(values_of(o)), "ok", "put");
      table_[id] = o;
    }
    for (int i = 0; i != steps; ++i) step();
    json counts = counts_;
    json operators = operators_;
    std::cout << json{{"kind", "summary"}, {"writes", counts},       {"held", held_},
                      {"failed", failed_}, {"operators", operators}, {"queries", queries_}}
                     .dump()
              << '\n';
  }

 private:
  static constexpr std::uint64_t order_count = 12;

  order random_order(std::uint64_t id) {
    order o;
    o.id = id;
    o.status = g_.pick(statuses);
    o.total = static_cast<std::int64_t>(g_.below(300)) - 50;
    for (std::uint64_t n = g_.below(4); n != 0; --n) o.tags.insert(g_.pick(words));
    for (std::uint64_t n = g_.below(4); n != 0; --n) {
      o.lines.push_back(static_cast<std::int64_t>(g_.below(5)));
    }
    if (g_.below(2) == 0) o.size = static_cast<std::int64_t>(g_.below(4));
    if (g_.below(2) == 0) o.name = g_.pick(names);
    return o;
  }

  // Calls `next` with a random leaf condition and its predicate.
  template <class Next>
  void with_leaf(Next&& next) {
    const std::string s = g_.pick(statuses);
    const std::int64_t n = static_cast<std::int64_t>(g_.below(300)) - 50;
    const std::int64_t m = n + static_cast<std::int64_t>(g_.below(120));
    const std::string w = g_.pick(words);
    const std::int64_t k = static_cast<std::int64_t>(g_.below(4));
    const auto has = [](const stored& o) { return o.has_value(); };
    switch (g_.below(16)) {
      case 0:
        return next(case_of{attr<"status"> == s,
                            [=](const stored& o) { return has(o) && o->status == s; },
                            "status = " + s});
      case 1:
        // `<>` holds where the attribute is missing (an item without it, or no item).
        return next(case_of{attr<"status"> != s,
                            [=](const stored& o) { return !has(o) || o->status != s; },
                            "status <> " + s});
      case 2:
        return next(case_of{attr<"total"> > n,
                            [=](const stored& o) { return has(o) && o->total > n; },
                            "total > " + std::to_string(n)});
      case 3:
        return next(case_of{attr<"total"> <= n,
                            [=](const stored& o) { return has(o) && o->total <= n; },
                            "total <= " + std::to_string(n)});
      case 4:
        return next(
            case_of{attr<"total">.between(n, m),
                    [=](const stored& o) { return has(o) && n <= o->total && o->total <= m; },
                    "total between"});
      case 5:
        return next(case_of{
            attr<"status">.in(s, std::string("PAID")),
            [=](const stored& o) { return has(o) && (o->status == s || o->status == "PAID"); },
            "status in"});
      case 6:
        return next(case_of{attr<"status">.begins_with("PLA"),
                            [](const stored& o) { return o && o->status.starts_with("PLA"); },
                            "begins_with status"});
      case 7:
        return next(case_of{attr<"tags">.contains(w),
                            [=](const stored& o) { return has(o) && o->tags.contains(w); },
                            "tags contains " + w});
      case 8:
        return next(case_of{attr<"tags">.exists(),
                            [](const stored& o) { return o && !o->tags.empty(); }, "tags exists"});
      case 9:
        return next(case_of{attr<"name">.absent(), [](const stored& o) { return !o || !o->name; },
                            "name absent"});
      case 10:
        // (moto answers 500 for size() of a missing attribute, where DynamoDB's comparison is
        // false: the guard keeps moto from evaluating it.)
        return next(case_of{attr<"tags">.exists() && attr<"tags">.size() >= k,
                            [=](const stored& o) {
                              return has(o) && !o->tags.empty() &&
                                     static_cast<std::int64_t>(o->tags.size()) >= k;
                            },
                            "size(tags) >= " + std::to_string(k)});
      case 11:
        return next(case_of{attr<"lines">.contains(k),
                            [=](const stored& o) {
                              return has(o) && std::find(o->lines.begin(), o->lines.end(), k) !=
                                                   o->lines.end();
                            },
                            "lines contains " + std::to_string(k)});
      case 12:
        return next(case_of{attr<"size"> == k,
                            [=](const stored& o) { return has(o) && o->size == k; },
                            "size = " + std::to_string(k)});
      case 13:
        return next(
            case_of{attr<"name">.begins_with("Ad"),
                    [](const stored& o) { return o && o->name && o->name->starts_with("Ad"); },
                    "begins_with name"});
      case 14:
        // A path: the list's first element.
        return next(case_of{
            attr<"lines", 0> == k,
            [=](const stored& o) { return has(o) && !o->lines.empty() && o->lines[0] == k; },
            "lines[0] = " + std::to_string(k)});
      default:
        return next(case_of{attr<"lines">.type_is(kp::attribute_kind::L),
                            [](const stored& o) { return o && !o->lines.empty(); }, "lines is L"});
    }
  }

  // A leaf, or two leaves joined by AND / OR, or NOT of either.
  template <class Next>
  void with_condition(Next&& next) {
    with_leaf([&](auto a) {
      switch (g_.below(5)) {
        case 0:
          return next(a);
        case 1:
          return next(case_of{!a.condition, [h = a.holds](const stored& o) { return !h(o); },
                              "NOT " + a.label});
        default: {
          const std::uint64_t how = g_.below(3);
          return with_partner([&](auto b) {
            const auto ha = a.holds;
            const auto hb = b.holds;
            if (how == 0) {
              return next(case_of{a.condition && b.condition,
                                  [=](const stored& o) { return ha(o) && hb(o); },
                                  a.label + " AND " + b.label});
            }
            if (how == 1) {
              return next(case_of{a.condition || b.condition,
                                  [=](const stored& o) { return ha(o) || hb(o); },
                                  a.label + " OR " + b.label});
            }
            return next(case_of{!(a.condition || b.condition),
                                [=](const stored& o) { return !(ha(o) || hb(o)); },
                                "NOT (" + a.label + " OR " + b.label + ")"});
          });
        }
      }
    });
  }
  // The second leaf of a pair: fewer kinds, so that the pairs stay few types.
  template <class Next>
  void with_partner(Next&& next) {
    const std::string s = g_.pick(statuses);
    const std::int64_t n = static_cast<std::int64_t>(g_.below(300)) - 50;
    switch (g_.below(3)) {
      case 0:
        return next(case_of{attr<"status"> == s,
                            [=](const stored& o) { return o && o->status == s; }, "status = " + s});
      case 1:
        return next(case_of{attr<"total"> >= n, [=](const stored& o) { return o && o->total >= n; },
                            "total >= " + std::to_string(n)});
      default:
        return next(case_of{attr<"tags">.absent(),
                            [](const stored& o) { return !o || o->tags.empty(); }, "tags absent"});
    }
  }

  // An update operator, alone or with one condition: its outcome and effect predicted from the
  // model. (Outside with_condition, so that each operator is built with two conditions, not all.)
  void operator_step(std::uint64_t id, const stored& before) {
    const std::int64_t n = static_cast<std::int64_t>(g_.below(300)) - 50;
    const bool guarded = g_.below(2) == 0;
    const bool ok = before.has_value() && (!guarded || before->total >= n);
    const auto send = [&](const auto& op, const std::string& what, auto apply) {
      ++operators_[what];
      const char* expect = ok ? "ok" : "ConditionalCheckFailedException";
      if (guarded) {
        write("update_item",
              Order::update(kp::arg<"orderId">(id), op, kp::when(attr<"total"> >= n)), expect,
              what + " when total >= " + std::to_string(n));
      } else {
        write("update_item", Order::update(kp::arg<"orderId">(id), op), expect, what);
      }
      if (ok) apply(table_[id]);
    };
    const std::int64_t d = static_cast<std::int64_t>(g_.below(41)) - 20;
    std::set<std::string> some{g_.pick(words)};
    if (g_.below(2) == 0) some.insert(g_.pick(words));
    std::vector<std::int64_t> more{static_cast<std::int64_t>(g_.below(5))};
    if (g_.below(2) == 0) more.push_back(static_cast<std::int64_t>(g_.below(5)));
    const std::string who = g_.pick(names);
    const std::int64_t k = static_cast<std::int64_t>(g_.below(4));
    switch (g_.below(9)) {
      case 8: {
        // Create or overwrite every declared attribute (no existence condition): with a
        // condition, a missing item fails it.
        ++operators_["upsert"];
        const order o = random_order(id);
        const bool holds = !guarded || (before.has_value() && before->total >= n);
        const char* expect = holds ? "ok" : "ConditionalCheckFailedException";
        if (guarded) {
          write("update_item", Order::upsert(values_of(o), kp::when(attr<"total"> >= n)), expect,
                "upsert when total >= " + std::to_string(n));
        } else {
          write("update_item", Order::upsert(values_of(o)), expect, "upsert");
        }
        if (holds) table_[id] = o;
        return;
      }
      case 0:
        return send(kp::add<"total">(d), "add total", [&](order& o) { o.total += d; });
      case 7: {
        // The new total in the response (kp::returning), or the item as it was in the error
        // (kp::returning_on_failure) when the condition fails on an item that exists.
        ++operators_["add total, returning"];
        const bool holds = before.has_value() && before->total >= n;
        json returned = json::object();
        if (holds) {
          returned["total"] = json{{"N", std::to_string(before->total + d)}};
        } else if (before) {
          returned = Order::item(values_of(*before));
        }
        write(
            "update_item",
            Order::update(kp::arg<"orderId">(id), kp::add<"total">(d), kp::when(attr<"total"> >= n),
                          kp::returning(ddb::updated_new), kp::returning_on_failure),
            holds ? "ok" : "ConditionalCheckFailedException",
            "add total returning when total >= " + std::to_string(n), returned);
        if (holds) table_[id].total += d;
        return;
      }
      case 1:
        return send(kp::add<"tags">(some), "add tags",
                    [&](order& o) { o.tags.insert(some.begin(), some.end()); });
      case 2:
        return send(kp::remove_from<"tags">(some), "remove_from tags", [&](order& o) {
          for (const std::string& w : some) o.tags.erase(w);
        });
      case 3:
        return send(kp::append<"lines">(more), "append lines",
                    [&](order& o) { o.lines.insert(o.lines.end(), more.begin(), more.end()); });
      case 4:
        return send(kp::prepend<"lines">(more), "prepend lines",
                    [&](order& o) { o.lines.insert(o.lines.begin(), more.begin(), more.end()); });
      case 5:
        return send(kp::set_if_absent<"name">(who), "set_if_absent name", [&](order& o) {
          if (!o.name) o.name = who;
        });
      default:
        return send(kp::set_if_absent<"size">(k), "set_if_absent size", [&](order& o) {
          if (!o.size) o.size = k;
        });
    }
  }

  // A query of every order with a filter, in pages of `limit` items read, ascending or
  // descending, or only the count: the items (or count) predicted by filtering the model.
  void query_step() {
    const std::uint32_t limit = std::uint32_t{1} + static_cast<std::uint32_t>(g_.below(5));
    const bool descending = g_.below(2) == 0;
    const bool count = g_.below(4) == 0;
    with_partner([&](const auto& c) {
      json items = json::array();
      for (const auto& [id, o] : table_) {
        if (c.holds(stored(o))) items.push_back(Order::item(values_of(o)));
      }
      if (descending) std::reverse(items.begin(), items.end());
      // (The partition, "SHOP", has no field: the query takes no key argument. The descending
      // pages are read as the item collection, Shop::query, whose only entity is Order.)
      const ddb::query_parts q =
          count ? Order::query<Primary>(kp::filter(c.condition), kp::limit(limit), kp::count_only)
          : descending
              ? Shop::query<Primary>(kp::filter(c.condition), kp::limit(limit), kp::descending)
              : Order::query<Primary>(kp::filter(c.condition), kp::limit(limit));
      ++queries_;
      std::cout << json{{"kind", "query"},
                        {"request", q},
                        {"what", "filter " + c.label},
                        {"count", items.size()},
                        {"items", count ? json::array() : items}}
                       .dump()
                << '\n';
    });
  }

  void step() {
    if (g_.below(8) == 0) query_step();
    const std::uint64_t id = 1 + g_.below(order_count);
    const auto at = table_.find(id);
    const stored before = at == table_.end() ? std::nullopt : stored(at->second);
    if (g_.below(3) == 0) {
      operator_step(id, before);
      read(id);
      return;
    }
    with_condition([&](const auto& c) {
      const bool holds = c.holds(before);
      held_ += holds ? 1 : 0;
      failed_ += holds ? 0 : 1;
      const char* expect = holds ? "ok" : "ConditionalCheckFailedException";
      switch (g_.below(4)) {
        case 0: {  // delete only if
          write("delete_item", Order::remove(kp::arg<"orderId">(id), kp::when(c.condition)), expect,
                "remove when " + c.label);
          if (holds) table_.erase(id);
          break;
        }
        case 1: {  // delete only if it exists and
          const bool ok = before.has_value() && holds;
          write("delete_item",
                Order::remove(kp::arg<"orderId">(id), kp::must_exist, kp::when(c.condition)),
                ok ? "ok" : "ConditionalCheckFailedException", "remove must_exist when");
          if (ok) table_.erase(id);
          break;
        }
        case 2: {  // change the status only if (and only if the order exists)
          const std::string next = g_.pick(statuses);
          const bool ok = before.has_value() && holds;
          write(
              "update_item",
              Order::update(kp::arg<"orderId">(id), kp::set<"status">(next), kp::when(c.condition)),
              ok ? "ok" : "ConditionalCheckFailedException", "update when " + c.label);
          if (ok) table_[id].status = next;
          break;
        }
        default: {  // create or overwrite only if
          const order o = random_order(id);
          write("put_item", Order::put(values_of(o), ddb::replace, kp::when(c.condition)), expect,
                "put replace when " + c.label);
          if (holds) table_[id] = o;
          break;
        }
      }
    });
    read(id);
  }

  // `returned`: the attributes the response (or the failure) must carry, when the write asks.
  void write(const char* call, const auto& request, const char* expect, const std::string& what,
             const std::optional<json>& returned = std::nullopt) {
    ++counts_[call];
    json record{{"kind", "write"},
                {"call", call},
                {"request", request},
                {"expect", expect},
                {"what", what}};
    if (returned) record["returned"] = *returned;
    std::cout << record.dump() << '\n';
  }
  void read(std::uint64_t id) {
    json items = json::array();
    if (const auto at = table_.find(id); at != table_.end()) {
      items.push_back(Order::item(values_of(at->second)));
    }
    std::cout << json{{"kind", "read"},
                      {"call", "get_item"},
                      {"request", Order::get(kp::arg<"orderId">(id))},
                      {"items", items}}
                     .dump()
              << '\n';
  }

  generator g_;
  std::map<std::uint64_t, order> table_;
  std::map<std::string, int> counts_;
  std::map<std::string, int> operators_;  // update operator steps, by operator and field
  int queries_ = 0;
  int held_ = 0, failed_ = 0;
};

int run(int argc, char** argv) {
  const std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 20261205;
  std::cout << json{{"kind", "seed"}, {"seed", seed}}.dump() << '\n';
  std::cout
      << json{{"kind", "table"}, {"table", Shop::table_definition("keyplate-conditions")}}.dump()
      << '\n';
  scenario(seed).run(400);
  return 0;
}
}  // namespace

const moto_drivers::registration registered{"conditions_moto", run};
