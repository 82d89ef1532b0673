// The schema layer's writes (Entity::put / update / move / remove) end to end, replayed against
// DynamoDB by writes_moto.py. A seeded sequence of writes on one entity with a dense and a sparse
// GSI, each followed by the reads that must see its effect: GetItem of the items it touched and
// Query of every GSI partition it could have changed, each with the items predicted from the
// values (a plain C++ map of what the table must hold), never from the requests. Then two
// writers of one versioned item: every stale write refused.
//
//   writes_moto [SEED]   JSON lines: {"kind": "seed"}, {"kind": "table"} (CreateTable body),
//                        then steps in order: {"kind": "write", "call", "request", "expect"}
//                        ("ok" or the error code DynamoDB must answer), {"kind": "read",
//                        "call", "request", "items"} (the items the read must return, in order)
//                        and {"kind": "scatter", "queries", "forward", "items"}: the 8 queries
//                        of Sale::scatter for one day, in one direction, and the items all of
//                        them together must give once merged, in order
//   writes_moto merge    one {"pages": [[item...]...], "forward": bool} per stdin line: the
//                        items of ddb::merge_sorted over those pages, one JSON line each
//   writes_moto batch [SEED]  1,000 tasks written through ddb::batch_writer (then 100 of them
//                        deleted and 50 written again, in the same writer), read back through
//                        ddb::batch_getter: per request two stdout lines (the operation,
//                        BatchWriteItem or BatchGetItem, and its body as ddb::to_json_text
//                        writes it), answered by two stdin lines (the status, and the
//                        response's text as the engine sent it, read by the simdjson
//                        reader); then kp::transact_get of a task, a
//                        sale and a task never written (TransactGetItems); then Scan bodies: the
//                        whole table, and 4-segment scans of some entities, paged through cursors
//                        (each body with its ExclusiveStartKey; each response read by the simdjson
//                        reader, Board::read_page and ddb::read_page); last `done` and a JSON
//                        line {"figures", "mismatches"}, the items read compared with what the
//                        program wrote and with the whole table
//
// Default seed: 20261001.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/dynamodb_simdjson.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "drivers.hpp"
#include "support/splitmix64.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using namespace std::chrono_literals;

namespace {
// ---- The schema -------------------------------------------------------------------------------
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // dense: every task
using ByOwner =
    kp::index<"gsi2pk", "gsi2sk", "gsi2">;  // sparse: tasks with an owner and a due date

using Task =
    kp::entity<"Task",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"taskId", kp::uint<10>>,
                          kp::field<"status", kp::string<16>>, kp::field<"priority", kp::uint<3>>,
                          kp::optional_field<"owner", kp::string<32>>,
                          kp::optional_field<"due", kp::date>, kp::field<"title", kp::string<100>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "TASK#{taskId}">,
               kp::keys<ByStatus, "TENANT#{tenantId}#STATUS#{status}", "{priority}#{taskId}">,
               kp::keys<ByOwner, "OWNER#{owner}", "{due}#{taskId}">>;
// Sales by day: one hot partition per day, spread over 8 shards by sale id.
using ByDay = kp::index<"gsi3pk", "gsi3sk", "gsi3">;
using Sale =
    kp::entity<"Sale",
               kp::fields<kp::field<"saleId", kp::uint<10>>, kp::field<"day", kp::date>,
                          kp::field<"amount", kp::uint<>>, kp::shard_field<"shard", 8, "saleId">>,
               kp::keys<Primary, "SALE#{saleId}", "#SALE">,
               kp::keys<ByDay, "DAY#{day}#{shard}", "{saleId}">>;
// An account whose writes are checked against the version they read (optimistic locking).
using Account =
    kp::entity<"Account",
               kp::fields<kp::field<"accountId", kp::uint<>>,
                          kp::attribute<"balance", std::int64_t>, kp::version_attribute<"version">>,
               kp::keys<Primary, "ACCOUNT#{accountId}", "#">>;
using Board = kp::schema<kp::indexes<Primary, ByStatus, ByOwner, ByDay>, Task, Sale, Account>;
static_assert(Board::valid);

// ---- Values -----------------------------------------------------------------------------------
struct task {
  std::uint64_t tenant = 0, id = 0;
  std::string status;
  std::uint64_t priority = 0;
  std::optional<std::string> owner;
  std::optional<std::chrono::year_month_day> due;
  std::string title;
};

Task::values values_of(const task& t) {
  return Task::make(kp::arg<"tenantId">(t.tenant), kp::arg<"taskId">(t.id),
                    kp::arg<"status">(t.status), kp::arg<"priority">(t.priority),
                    kp::arg<"owner">(t.owner), kp::arg<"due">(t.due), kp::arg<"title">(t.title));
}

using generator = keyplate_test::splitmix64;

// Few distinct values, so GSI partitions hold several tasks and updates move tasks between them;
// every one is awkward in a key (reserved bytes, spaces, empty, the largest code point).
const char* const statuses[] = {"OPEN", "DONE", "a#b", "50%", "$x", "", " sp", "\xF4\x8F\xBF\xBF"};
const char* const owners[] = {"ann", "bob#1", "c%d", "", "d e", "\xF4\x8F\xBF\xBF", "ann#"};
const std::chrono::year_month_day days[] = {2026y / 1 / 31d, 2026y / 2 / 28d, 2024y / 2 / 29d,
                                            2026y / 12 / 31d, 2026y / 4 / 30d};
const std::uint64_t priorities[] = {0, 1, 10, 100, 999, 5};

// ---- The prediction ---------------------------------------------------------------------------
// What the table must hold: tasks by primary key.
using key = std::pair<std::uint64_t, std::uint64_t>;  // tenant, task id

void emit(const json& record) {
  std::cout << record.dump() << '\n';
}

json with_items(json record, const std::vector<const task*>& tasks) {
  json items = json::array();
  for (const task* t : tasks) items.push_back(Task::item(values_of(*t)));
  record["items"] = std::move(items);
  return record;
}

class scenario {
 public:
  explicit scenario(std::uint64_t seed) : g_(seed) {}

  void run(int steps) {
    for (int i = 0; i != 40; ++i) put_new();
    for (int i = 0; i != steps; ++i) step();
    read_everything();
    scatter_gather();
    two_writers();
    transactions();
    json counts = counts_;
    emit({{"kind", "summary"}, {"writes", counts}, {"tasks", table_.size()}});
  }

 private:
  task random_task() {
    task t;
    t.tenant = 1 + g_.below(3);
    t.id = next_id_++;
    t.status = g_.pick(statuses);
    t.priority = g_.pick(priorities);
    if (g_.below(3) != 0) t.owner = g_.pick(owners);
    if (g_.below(3) != 0) t.due = g_.pick(days);
    t.title = "task " + std::to_string(t.id) + (g_.below(2) ? " #%$" : "");
    return t;
  }
  const task* some_task() {
    if (table_.empty()) return nullptr;
    auto at = table_.begin();
    std::advance(at, static_cast<long>(g_.below(table_.size())));
    return &at->second;
  }
  static key key_of(const task& t) { return {t.tenant, t.id}; }

  void write(const char* call, const json& request, const char* expect) {
    emit({{"kind", "write"}, {"call", call}, {"request", request}, {"expect", expect}});
  }
  // A transaction DynamoDB must cancel, with the code it must give each action.
  void cancelled(const ddb::transaction_parts& t, std::vector<std::string> reasons) {
    emit({{"kind", "write"},
          {"call", "transact_write_items"},
          {"request", t},
          {"expect", "TransactionCanceledException"},
          {"reasons", std::move(reasons)}});
  }

  // Reads that must see the effect on `before` and `after` (either may be null): the item, and
  // each GSI partition either version is in.
  void read_around(const task* before, const task* after) {
    std::set<key> items;
    std::set<std::pair<std::uint64_t, std::string>> statuses_read;
    std::set<std::string> owners_read;
    for (const task* t : {before, after}) {
      if (t == nullptr) continue;
      items.insert(key_of(*t));
      statuses_read.insert({t->tenant, t->status});
      if (t->owner && t->due) owners_read.insert(*t->owner);
    }
    for (const key& k : items) read_item(k);
    for (const auto& [tenant, status] : statuses_read) read_status(tenant, status);
    for (const std::string& owner : owners_read) read_owner(owner);
  }
  void read_item(const key& k) {
    const auto at = table_.find(k);
    std::vector<const task*> expected;
    if (at != table_.end()) expected.push_back(&at->second);
    emit(with_items(
        {{"kind", "read"},
         {"call", "get_item"},
         {"request", Task::get(kp::arg<"tenantId">(k.first), kp::arg<"taskId">(k.second))}},
        expected));
  }
  // Tasks in `matches`, ordered as the index orders them: by its sort key's bytes.
  template <class Index, class Pred>
  std::vector<const task*> in_index(Pred matches) const {
    std::vector<std::pair<std::string, const task*>> found;
    for (const auto& [k, t] : table_) {
      if (!matches(t)) continue;
      const auto index_key = Task::key<Index>(values_of(t));
      if constexpr (std::is_same_v<decltype(index_key), const kp::item_key>) {
        found.emplace_back(index_key.sort, &t);
      } else {
        found.emplace_back(index_key->sort, &t);
      }
    }
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return kp::key_less(a.first, b.first); });
    std::vector<const task*> out;
    for (const auto& [sort, t] : found) out.push_back(t);
    return out;
  }
  void read_status(std::uint64_t tenant, const std::string& status) {
    const auto expected =
        in_index<ByStatus>([&](const task& t) { return t.tenant == tenant && t.status == status; });
    emit(with_items({{"kind", "read"},
                     {"call", "query"},
                     {"request", Task::query<ByStatus>(kp::arg<"tenantId">(tenant),
                                                       kp::arg<"status">(status))}},
                    expected));
  }
  void read_owner(const std::string& owner) {
    const auto expected =
        in_index<ByOwner>([&](const task& t) { return t.owner == owner && t.due.has_value(); });
    emit(with_items({{"kind", "read"},
                     {"call", "query"},
                     {"request", Task::query<ByOwner>(kp::arg<"owner">(owner))}},
                    expected));
  }

  void put_new() {
    const task t = random_task();
    write("put_item", Task::put(values_of(t)), "ok");
    table_[key_of(t)] = t;
    ++counts_["put"];
    read_around(nullptr, &table_[key_of(t)]);
  }

  void step() {
    const task* picked = some_task();
    if (picked == nullptr) return put_new();
    const task old = *picked;
    task now = old;
    const std::uint64_t kind = g_.below(10);
    if (kind == 0) {
      put_new();
    } else if (kind == 1) {  // a second put of an item that exists: refused, nothing changes
      now.title = "overwritten";
      write("put_item", Task::put(values_of(now)), "ConditionalCheckFailedException");
      ++counts_["put refused"];
      read_around(&old, nullptr);
    } else if (kind == 2 || kind == 3) {  // a new status moves the task within gsi1
      now.status = g_.pick(statuses);
      const bool wrong = kind == 3;
      const std::uint64_t priority = wrong ? (old.priority + 1) % 1000 : old.priority;
      write("update_item",
            Task::update(kp::arg<"tenantId">(old.tenant), kp::arg<"taskId">(old.id),
                         kp::set<"status">(now.status), kp::known<"priority">(priority)),
            wrong ? "ConditionalCheckFailedException" : "ok");
      ++counts_[wrong ? "update refused (wrong known)" : "update"];
      if (!wrong) table_[key_of(old)] = now;
      read_around(&old, wrong ? nullptr : &now);
    } else if (kind == 4) {  // a new priority: gsi1's sort key
      now.priority = g_.pick(priorities);
      write("update_item",
            Task::update(kp::arg<"tenantId">(old.tenant), kp::arg<"taskId">(old.id),
                         kp::set<"priority">(now.priority), kp::known<"status">(old.status)),
            "ok");
      ++counts_["update"];
      table_[key_of(old)] = now;
      read_around(&old, &now);
    } else if (kind == 5) {  // the sparse index: unset the owner, or set owner and due
      if (old.owner && g_.below(2) == 0) {
        now.owner.reset();
        write("update_item",
              Task::update(kp::arg<"tenantId">(old.tenant), kp::arg<"taskId">(old.id),
                           kp::unset<"owner">),
              "ok");
      } else {
        now.owner = g_.pick(owners);
        now.due = g_.pick(days);
        write("update_item",
              Task::update(kp::arg<"tenantId">(old.tenant), kp::arg<"taskId">(old.id),
                           kp::set<"owner">(*now.owner), kp::set<"due">(*now.due)),
              "ok");
      }
      ++counts_["update"];
      table_[key_of(old)] = now;
      read_around(&old, &now);
    } else if (kind == 6) {  // the title: no key changes
      now.title = "renamed " + std::to_string(g_.below(1000));
      write("update_item",
            Task::update(kp::arg<"tenantId">(old.tenant), kp::arg<"taskId">(old.id),
                         kp::set<"title">(now.title)),
            "ok");
      ++counts_["update"];
      table_[key_of(old)] = now;
      read_around(&old, &now);
    } else if (kind == 7) {  // an update of an item that does not exist never creates it
      task missing = old;
      missing.id = next_id_++;
      write("update_item",
            Task::update(kp::arg<"tenantId">(missing.tenant), kp::arg<"taskId">(missing.id),
                         kp::set<"title">("ghost")),
            "ConditionalCheckFailedException");
      ++counts_["update refused (no item)"];
      read_item(key_of(missing));
    } else if (kind == 8) {  // a move to a new id; the same move again fails and changes nothing
      now.id = next_id_++;
      const ddb::transaction_parts move = Task::move(values_of(old), values_of(now));
      write("transact_write_items", move, "ok");
      table_.erase(key_of(old));
      table_[key_of(now)] = now;
      ++counts_["move"];
      read_around(&old, &table_[key_of(now)]);
      write("transact_write_items", move, "TransactionCanceledException");
      ++counts_["move refused"];
      read_around(&old, &table_[key_of(now)]);
    } else {
      write("delete_item", Task::remove(kp::arg<"tenantId">(old.tenant), kp::arg<"taskId">(old.id)),
            "ok");
      table_.erase(key_of(old));
      ++counts_["delete"];
      read_around(&old, nullptr);
    }
  }

  // Sales on three days, then each day read through all of its shards, in both directions.
  void scatter_gather() {
    std::map<std::uint64_t, std::pair<std::chrono::year_month_day, std::uint64_t>> sales;
    const std::chrono::year_month_day sale_days[] = {2026y / 11 / 27d, 2026y / 11 / 28d,
                                                     2026y / 11 / 30d};
    while (sales.size() != 240) {
      const std::uint64_t id = g_.below(10000000000ULL);
      if (sales.contains(id)) continue;
      sales[id] = {g_.pick(sale_days), g_.below(100000)};
      const auto v = Sale::make(kp::arg<"saleId">(id), kp::arg<"day">(sales[id].first),
                                kp::arg<"amount">(sales[id].second));
      write("put_item", Sale::put(v), "ok");
      ++counts_["put (sale)"];
    }
    for (const auto day : sale_days) {
      // The unsharded answer: the day's sales by sale id (its sort key, zero-padded).
      json ascending = json::array();
      for (const auto& [id, sale] : sales) {
        if (sale.first != day) continue;
        ascending.push_back(Sale::item(Sale::make(kp::arg<"saleId">(id), kp::arg<"day">(day),
                                                  kp::arg<"amount">(sale.second))));
      }
      json descending = json::array();
      for (auto at = ascending.rbegin(); at != ascending.rend(); ++at) descending.push_back(*at);
      const auto queries = Sale::scatter<ByDay>(kp::arg<"day">(day));
      json bodies = json::array();
      for (const ddb::query_parts& q : queries) bodies.push_back(q);
      emit({{"kind", "scatter"}, {"queries", bodies}, {"forward", true}, {"items", ascending}});
      emit({{"kind", "scatter"}, {"queries", bodies}, {"forward", false}, {"items", descending}});
    }
  }

  void read_everything() {
    std::set<std::pair<std::uint64_t, std::string>> status_partitions;
    std::set<std::string> owner_partitions;
    for (const auto& [k, t] : table_) {
      read_item(k);
      status_partitions.insert({t.tenant, t.status});
      if (t.owner) owner_partitions.insert(*t.owner);
    }
    for (const auto& [tenant, status] : status_partitions) read_status(tenant, status);
    for (const std::string& owner : owner_partitions) read_owner(owner);
  }

  // Two writers read an account at the same version; whatever each writes after the other's
  // write, with the version it read, DynamoDB refuses (`ConditionalCheckFailedException`), and
  // the item keeps the first write. Each read says which item (at which version) it must see.
  void two_writers() {
    const auto account = [](std::int64_t balance, std::uint64_t version) {
      return Account::make(kp::arg<"accountId">(1), kp::arg<"balance">(balance),
                           kp::arg<"version">(version));
    };
    const auto read_account = [&](std::optional<Account::values> stored) {
      json items = json::array();
      if (stored) items.push_back(Account::item(*stored));
      emit({{"kind", "read"},
            {"call", "get_item"},
            {"request", Account::get(kp::arg<"accountId">(1))},
            {"items", items}});
    };
    const auto versioned = [&](const char* call, const json& request, const char* expect) {
      write(call, request, expect);
      ++counts_[std::string("versioned ") + (std::string_view(expect) == "ok" ? "ok" : "refused")];
    };
    versioned("put_item", Account::put(account(100, 0)), "ok");  // created at version 1
    read_account(account(100, 1));
    // Both read version 1; alice writes first.
    versioned("update_item",
              Account::update(kp::arg<"accountId">(1), kp::set<"balance">(std::int64_t{150}),
                              kp::at_version(1)),
              "ok");
    read_account(account(150, 2));
    const char* lost = "ConditionalCheckFailedException";
    versioned("update_item",
              Account::update(kp::arg<"accountId">(1), kp::set<"balance">(std::int64_t{90}),
                              kp::at_version(1)),
              lost);
    versioned("put_item", Account::put(account(90, 1), ddb::replace), lost);
    versioned("delete_item", Account::remove(kp::arg<"accountId">(1), kp::at_version(1)), lost);
    read_account(account(150, 2));
    // Bob reads again (version 2) and wins; any_version writes whatever the version.
    versioned("put_item", Account::put(account(90, 2), ddb::replace), "ok");
    read_account(account(90, 3));
    versioned("update_item",
              Account::update(kp::arg<"accountId">(1), kp::set<"balance">(std::int64_t{1}),
                              kp::any_version),
              "ok");
    read_account(account(1, 4));
    versioned("delete_item", Account::remove(kp::arg<"accountId">(1), kp::at_version(4)), "ok");
    read_account(std::nullopt);
  }

  // kp::transaction across the three entities: one that commits (a task and a sale put, an
  // account checked), one whose check fails and so writes nothing at all, and one that has
  // both a write of the first's items and the check again.
  void transactions() {
    using kp::attr;
    const auto account = Account::make(kp::arg<"accountId">(2),
                                       kp::arg<"balance">(std::int64_t{40}), kp::arg<"version">(0));
    write("put_item", Account::put(account), "ok");
    const auto read_sale = [&](std::uint64_t id, std::optional<std::uint64_t> amount) {
      json items = json::array();
      const auto day = 2026y / 12 / 5d;
      if (amount) {
        items.push_back(Sale::item(
            Sale::make(kp::arg<"saleId">(id), kp::arg<"day">(day), kp::arg<"amount">(*amount))));
      }
      emit({{"kind", "read"},
            {"call", "get_item"},
            {"request", Sale::get(kp::arg<"saleId">(id))},
            {"items", items}});
    };
    const auto sale = [](std::uint64_t id, std::uint64_t amount) {
      return Sale::make(kp::arg<"saleId">(id), kp::arg<"day">(2026y / 12 / 5d),
                        kp::arg<"amount">(amount));
    };
    const auto funded = [](std::int64_t at_least) {
      return Account::check(kp::arg<"accountId">(2), kp::any_version,
                            kp::when(attr<"balance"> >= at_least));
    };

    task first = random_task();
    first.id = next_id_++;
    write("transact_write_items",
          kp::transaction(Task::put(values_of(first)), Sale::put(sale(9000000001, 25)), funded(25),
                          kp::idempotency_token("writes-moto-1")),
          "ok");
    table_[key_of(first)] = first;
    ++counts_["transaction committed"];
    read_item(key_of(first));
    read_sale(9000000001, 25);

    task second = random_task();
    second.id = next_id_++;
    cancelled(kp::transaction(Task::put(values_of(second)), Sale::put(sale(9000000002, 500)),
                              funded(500)),
              {"None", "None", "ConditionalCheckFailed"});
    ++counts_["transaction cancelled by its check"];
    read_item(key_of(second));  // not written
    read_sale(9000000002, std::nullopt);

    // The first's task again (its put now fails) beside a sale that would be new: nothing.
    cancelled(
        kp::transaction(Sale::put(sale(9000000003, 1)), Task::put(values_of(first)), funded(0)),
        {"None", "ConditionalCheckFailed", "None"});
    ++counts_["transaction cancelled by a put"];
    read_sale(9000000003, std::nullopt);
    read_item(key_of(first));
  }

  generator g_;
  std::uint64_t next_id_ = 1;
  std::map<key, task> table_;
  std::map<std::string, int> counts_;
};
}  // namespace

// `writes_moto merge`: ddb::merge_sorted over the shards' pages the script read.
int merge() {
  for (std::string line; std::getline(std::cin, line);) {
    const json request = json::parse(line);
    std::vector<std::vector<ddb::item>> pages;
    for (const json& page : request.at("pages"))
      pages.push_back(page.get<std::vector<ddb::item>>());
    const auto order = request.at("forward").get<bool>() ? ddb::scan_order::ascending
                                                         : ddb::scan_order::descending;
    json items = ddb::merge_sorted(ByDay{}, pages, order);
    std::cout << json{{"items", items}}.dump() << std::endl;  // flushed: the script waits
  }
  return 0;
}

// ---- Batches ----------------------------------------------------------------------------------
// The table the script creates.
constexpr std::string_view table_name = "keyplate-writes";

// Sends `text`, the body of DynamoDB's operation `call` (`BatchWriteItem`) as ddb::to_json_text
// wrote it, through the script, which posts it to the engine as it is (moto_support.serve's two
// lines); DynamoDB's response, which must be a success.
std::string ask(const char* call, const std::string& text) {
  std::cout << call << '\n' << text << std::endl;
  std::string status, response;
  if (!std::getline(std::cin, status) || !std::getline(std::cin, response)) {
    throw std::runtime_error("no response to a request");
  }
  if (status != "200") throw std::runtime_error(std::string(call) + " answered " + status);
  return response;
}

// ---- Scans ------------------------------------------------------------------------------------
struct scan_figures {
  std::size_t oracle_pages = 0, oracle_items = 0, pages = 0, returned = 0, ends_elsewhere = 0,
              tenant_pages = 0, tenant_items = 0;
  std::vector<std::size_t> per_segment;
  json to_json() const {
    return {{"whole table, unfiltered", {{"pages", oracle_pages}, {"items", oracle_items}}},
            {"tasks and accounts, 4 segments",
             {{"pages", pages},
              {"items", returned},
              {"items per segment", per_segment},
              {"pages ending on an item of another entity", ends_elsewhere}}},
            {"tenant 7's tasks, 4 segments", {{"pages", tenant_pages}, {"items", tenant_items}}}};
  }
};

// The items of the scans `make(i)` gives for segments i = 0 .. 3, a page at a time: each page's
// request is built again and continued from the cursor of the page before (Board::cursor, then
// Board::resume), as a service would with a client. An item `read` cannot decode counts in
// `errors`; `pages` and `per_segment` count what each segment took, `ends_elsewhere` the pages
// whose LastEvaluatedKey is an item the scan does not return (its filter dropped it).
template <class Make>
auto scan_segments(Make make, std::size_t& pages, std::vector<std::size_t>* per_segment,
                   std::size_t& ends_elsewhere, std::size_t& errors) {
  std::vector<typename decltype(make(0U))::values> out;
  for (std::uint32_t segment = 0; segment != 4; ++segment) {
    const std::size_t before = out.size();
    std::optional<std::string> cursor;
    do {
      const auto s = make(segment);
      std::string body = ddb::to_json_text(s, table_name);
      if (cursor) {
        const kp::result<ddb::item> start = Board::resume(s, *cursor);
        if (!start) {
          ++errors;
          break;
        }
        body = ddb::to_json_text(s, table_name, *start);
      }
      // The response, read by the simdjson reader; each item by the scan's own `read`.
      const kp::path_result<ddb::page<ddb::item>> page = ddb::read_page(ask("Scan", body));
      if (!page) {
        ++errors;
        break;
      }
      ++pages;
      for (const ddb::item& row : page->items) {
        auto v = s.read(row);
        if (!v) {
          ++errors;
        } else if (*v) {
          out.push_back(std::move(**v));
        }
      }
      cursor.reset();
      if (page->last_evaluated_key) {
        const ddb::item& end = *page->last_evaluated_key;
        // (Keys alone: `read` fails to decode an item of the scan's entities, and gives
        // nothing for another entity's.)
        if (const auto r = s.read(end); r && !*r) ++ends_elsewhere;
        cursor = Board::cursor(end);
      }
    } while (cursor);
    if (per_segment != nullptr) per_segment->push_back(out.size() - before);
  }
  return out;
}

// Two 4-segment scans against what the table holds: of the tasks and accounts (not the sales),
// whose union must be exactly the tasks and accounts of an unfiltered scan of the whole table,
// told apart there by Board::identify; and of tenant 7's tasks (a filter on a field), which
// must be exactly the tasks this program wrote.
scan_figures scan_check(const std::map<std::uint64_t, task>& written, std::size_t& mismatches) {
  scan_figures f;
  using tasks = std::map<std::pair<std::uint64_t, std::uint64_t>, Task::values>;
  using accounts = std::map<std::uint64_t, Account::values>;
  tasks oracle_tasks;
  accounts oracle_accounts;
  std::optional<ddb::item> start;
  do {  // the oracle: every item of the table, one segment, no filter, read by Board::read_page
    const ddb::scan_request everything;
    const kp::path_result<ddb::page<Board>> page =
        Board::read_page(ask("Scan", start ? ddb::to_json_text(everything, table_name, *start)
                                           : ddb::to_json_text(everything, table_name)));
    if (!page) {
      ++mismatches;
      break;
    }
    ++f.oracle_pages;
    f.oracle_items += page->items.size();
    if (page->count != page->items.size()) ++mismatches;
    for (const Board::values& v : page->items) {
      if (const Task::values* t = v.get_if<Task>()) {
        oracle_tasks.emplace(std::pair(t->get<"tenantId">(), t->get<"taskId">()), *t);
      } else if (const Account::values* a = v.get_if<Account>()) {
        oracle_accounts.emplace(a->get<"accountId">(), *a);
      }
    }
    start = page->last_evaluated_key;
  } while (start);

  std::size_t errors = 0;
  const auto both = scan_segments(
      [](std::uint32_t i) {
        return Board::scan(kp::entities<Task, Account>, kp::segment(i, 4), kp::limit(40));
      },
      f.pages, &f.per_segment, f.ends_elsewhere, errors);
  f.returned = both.size();
  tasks got_tasks;
  accounts got_accounts;
  for (const auto& v : both) {
    bool fresh = false;
    if (const Task::values* t = v.get_if<Task>()) {
      fresh = got_tasks.emplace(std::pair(t->get<"tenantId">(), t->get<"taskId">()), *t).second;
    } else {
      const Account::values& a = v.get<Account>();
      fresh = got_accounts.emplace(a.get<"accountId">(), a).second;
    }
    if (!fresh) ++mismatches;  // an item in two segments, or twice in one
  }
  if (got_tasks != oracle_tasks || got_accounts != oracle_accounts || oracle_tasks.empty() ||
      oracle_accounts.empty()) {
    ++mismatches;
  }

  std::size_t ignored = 0;
  const auto sevens = scan_segments(
      [](std::uint32_t i) {
        return Board::scan(kp::segment(i, 4), kp::entities<Task>, kp::limit(60),
                           kp::filter(kp::attr<"tenantId"> == 7));
      },
      f.tenant_pages, nullptr, ignored, errors);
  f.tenant_items = sevens.size();
  std::map<std::uint64_t, Task::values> got_sevens;
  for (const auto& v : sevens) got_sevens.emplace(v.get<Task>().get<"taskId">(), v.get<Task>());
  bool same = got_sevens.size() == written.size() && sevens.size() == written.size();
  for (const auto& [id, t] : written) {
    const auto it = got_sevens.find(id);
    same = same && it != got_sevens.end() && it->second == values_of(t);
  }
  if (!same) ++mismatches;
  mismatches += errors;
  return f;
}

// `writes_moto batch`: tasks of tenant 7 (which the scenario never writes) by batch, and back.
int batch(std::uint64_t seed) {
  generator g(seed);
  std::map<std::uint64_t, task> written;  // task id -> what the table must hold
  ddb::batch_writer w("keyplate-writes");
  const auto task_numbered = [&](std::uint64_t id) {
    task t;
    t.tenant = 7;
    t.id = id;
    t.status = g.pick(statuses);
    t.priority = g.pick(priorities);
    if (g.below(2) != 0) t.owner = g.pick(owners);
    if (g.below(2) != 0) t.due = g.pick(days);
    t.title = "batch " + std::to_string(id) + (g.below(2) ? " #%$" : "");
    return t;
  };
  for (std::uint64_t id = 1; id <= 1000; ++id) {
    written[id] = task_numbered(id);
    w.add(Task::put(values_of(written[id]), ddb::replace));
  }
  const Sale::values sold = Sale::make(kp::arg<"saleId">(8000000001),
                                       kp::arg<"day">(2026y / 12 / 5d), kp::arg<"amount">(40));
  w.add(Sale::put(sold, ddb::replace));
  std::size_t deletes = 0, again = 0;
  while (deletes != 100) {  // while the puts are still queued: each delete comes after its put
    const std::uint64_t id = 1 + g.below(1000);
    if (written.erase(id) == 0) continue;
    w.add(Task::remove(kp::arg<"tenantId">(7), kp::arg<"taskId">(id)));
    ++deletes;
  }
  while (again != 50) {  // a key written twice: the later wins
    const std::uint64_t id = 1 + g.below(1000);
    if (written.count(id) == 0) continue;
    written[id] = task_numbered(id);
    w.add(Task::put(values_of(written[id]), ddb::replace));
    ++again;
  }
  std::size_t write_requests = 0, largest = 0;
  while (auto request = w.next_request()) {
    ++write_requests;
    largest = std::max(largest, request->writes.size());
    w.on_response(
        ddb::read_batch_write_response(ask("BatchWriteItem", ddb::to_json_text(*request))).value());
  }

  ddb::batch_getter<Board> r("keyplate-writes");
  for (std::uint64_t id = 1; id <= 1010; ++id) {  // ten that were never written
    r.add(Task::get(kp::arg<"tenantId">(7), kp::arg<"taskId">(id)));
  }
  std::size_t get_requests = 0;
  while (auto request = r.next_request()) {
    ++get_requests;
    r.on_response(
        ddb::read_batch_get_response(ask("BatchGetItem", ddb::to_json_text(*request))).value());
  }
  std::size_t mismatches = r.unread().size();
  std::map<std::uint64_t, Task::values> read;
  for (const Board::values& v : r.results()) {
    const Task::values* t = v.get_if<Task>();
    if (t == nullptr || !read.emplace(t->get<"taskId">(), *t).second) ++mismatches;
  }
  for (const auto& [id, t] : written) {
    const auto it = read.find(id);
    if (it == read.end() || !(it->second == values_of(t))) ++mismatches;
  }
  if (read.size() != written.size()) ++mismatches;

  // One read of three items at one point in time: a task, the sale, a task never written.
  const std::uint64_t kept = written.begin()->first;
  const auto three = kp::transact_get(Task::get(kp::arg<"tenantId">(7), kp::arg<"taskId">(kept)),
                                      Sale::get(kp::arg<"saleId">(8000000001)),
                                      Task::get(kp::arg<"tenantId">(7), kp::arg<"taskId">(5000)));
  const auto got = three.read(ddb::read_transact_get_response(
      ask("TransactGetItems", ddb::to_json_text(three, table_name))));
  if (!got || std::get<0>(*got) != values_of(written[kept]) || std::get<1>(*got) != sold ||
      std::get<2>(*got)) {
    ++mismatches;
  }
  const scan_figures scans = scan_check(written, mismatches);
  std::cout << "done\n"
            << json{{"figures",
                     {{"scan", scans.to_json()},
                      {"puts", 1051},
                      {"deletes", deletes},
                      {"write requests", write_requests},
                      {"largest write request", largest},
                      {"keys asked", 1010},
                      {"get requests", get_requests},
                      {"items read", r.results().size()},
                      {"items expected", written.size()},
                      {"transact_get items", got ? 2 : 0}}},
                    {"mismatches", mismatches}}
                   .dump()
            << std::endl;
  return mismatches == 0 ? 0 : 1;
}

namespace {
int run(int argc, char** argv) {
  if (argc == 2 && std::string_view(argv[1]) == "merge") return merge();
  if (argc >= 2 && std::string_view(argv[1]) == "batch") {
    return batch(argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 20261001);
  }
  const std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 20261001;
  emit({{"kind", "seed"}, {"seed", seed}});
  emit({{"kind", "table"}, {"table", Board::table_definition("keyplate-writes")}});
  scenario(seed).run(300);
  return 0;
}
}  // namespace

const moto_drivers::registration registered{"writes_moto", run};
