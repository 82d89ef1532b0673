// Entity::put / get / remove / update / move, applied by a model of DynamoDB's write semantics
// (tests/support/write_model.hpp): after any update the stored item must be exactly the item
// of the new values, as Entity::item writes it.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/detail/entity_writes.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "catch.hpp"
#include "properties/generators.hpp"
#include "support/write_model.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using keyplate_test::outcome;
using namespace std::chrono_literals;

namespace {
using Primary = kp::index<"pk", "sk">;
using Inverted = kp::index<"sk", "pk", "inverted">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByOwner = kp::index<"gsi2pk", "gsi2sk", "gsi2">;

// Every kind of key an update has to keep right: an inverted index on the table's own
// attributes, a dense GSI built from a primary field and two others, a sparse GSI built from two
// optional fields, and a field in no key.
using Task =
    kp::entity<"Task",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"taskId", kp::uint<10>>,
                          kp::field<"status", kp::string<16>>, kp::field<"priority", kp::uint<3>>,
                          kp::optional_field<"owner", kp::string<32>>,
                          kp::optional_field<"due", kp::date>, kp::field<"title", kp::string<100>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "TASK#{taskId}">,
               kp::keys<Inverted, "TASK#{taskId}", "TENANT#{tenantId}">,
               kp::keys<ByStatus, "TENANT#{tenantId}#STATUS#{status}", "{priority}#{taskId}">,
               kp::keys<ByOwner, "OWNER#{owner}", "{due}#{taskId}">>;
static_assert(Task::valid && Task::layout<ByOwner>::sparse && !Task::layout<ByStatus>::sparse);

// A task's values as plain data, so a test can change one and make both versions.
struct raw_task {
  std::uint64_t tenant = 1, task = 2;
  std::string status = "OPEN";
  std::uint64_t priority = 5;
  std::optional<std::string> owner;
  std::optional<std::chrono::year_month_day> due;
  std::string title = "t";
};

Task::values make(const raw_task& r) {
  return Task::make(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                    kp::arg<"status">(r.status), kp::arg<"priority">(r.priority),
                    kp::arg<"owner">(r.owner), kp::arg<"due">(r.due), kp::arg<"title">(r.title));
}

keyplate_test::write_model table() {
  return {"pk", "sk"};
}

const ddb::item& stored(const keyplate_test::write_model& m, const raw_task& r) {
  const ddb::item* it = m.get(Task::get(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task)));
  REQUIRE(it != nullptr);
  return *it;
}
}  // namespace

TEST_CASE("put creates and never overwrites; replace overwrites") {
  raw_task r;
  keyplate_test::write_model m = table();
  const ddb::put_parts p = Task::put(make(r));
  CHECK(p.item == Task::item(make(r)));
  CHECK(m.put(p) == outcome::applied);
  CHECK(m.put(p) == outcome::condition_failed);

  r.title = "second";
  CHECK(m.put(Task::put(make(r))) == outcome::condition_failed);
  CHECK(stored(m, r).find("title")->text == "t");
  const ddb::put_parts over = Task::put(make(r), ddb::replace);
  CHECK(over.condition_expression.empty());
  CHECK(over.expression_attribute_names.empty());
  CHECK(m.put(over) == outcome::applied);
  CHECK(stored(m, r) == Task::item(make(r)));
}

TEST_CASE("get and remove take exactly the primary key fields, by name") {
  raw_task r;
  r.tenant = 42;
  r.task = 100;
  const ddb::key_parts g = Task::get(kp::arg<"taskId">(100), kp::arg<"tenantId">(42));
  CHECK(g.key.size() == 2);
  CHECK(g.key.find("pk")->text == kp::key<"TENANT#{t}", kp::uint<>>::encode(42));
  CHECK(g.key.find("sk")->text == kp::key<"TASK#{t}", kp::uint<10>>::encode(100));
  const ddb::delete_parts d = Task::remove(kp::arg<"tenantId">(42), kp::arg<"taskId">(100));
  CHECK(d.key == g.key);
  CHECK(d.condition_expression.empty());  // no version attribute: no condition
  CHECK(d.expression_attribute_names.empty());
  CHECK(d.expression_attribute_values.empty());

  keyplate_test::write_model m = table();
  REQUIRE(m.put(Task::put(make(r))) == outcome::applied);
  CHECK(m.get(g) != nullptr);
  CHECK(m.remove(Task::remove(kp::arg<"tenantId">(42), kp::arg<"taskId">(100))) ==
        outcome::applied);
  CHECK(m.get(g) == nullptr);

  const auto bad = Task::try_get(kp::arg<"tenantId">(42), kp::arg<"taskId">(12345678901ULL));
  REQUIRE(!bad);
  CHECK(bad.error().code == kp::error_code::out_of_range);
  CHECK(bad.error().field == "taskId");
  CHECK_THROWS_AS(Task::remove(kp::arg<"tenantId">(1), kp::arg<"taskId">(12345678901ULL)),
                  kp::key_error);
}

namespace {
// One update shape: what it changes in `r` (the new values) and the update it sends, built
// from the old values `o` where it needs a current value.
struct shape {
  const char* name;
  void (*change)(raw_task& r, keyplate_test::generator& g);
  ddb::update_parts (*update)(const raw_task& o, const raw_task& r);
  bool needs_owner_and_due;  // a `known` of an optional field: the old task must have it
};

std::optional<std::string> some_owner(keyplate_test::generator& g) {
  return g.text(32);
}

const shape shapes[] = {
    {"set status (priority known)", [](raw_task& r, auto& g) { r.status = g.text(16); },
     [](const raw_task& o, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::set<"status">(r.status), kp::known<"priority">(o.priority));
     },
     false},
    {"set priority (status known)", [](raw_task& r, auto& g) { r.priority = g.unsigned_value(3); },
     [](const raw_task& o, const raw_task& r) {
       return Task::update(kp::known<"status">(o.status), kp::set<"priority">(r.priority),
                           kp::arg<"taskId">(r.task), kp::arg<"tenantId">(r.tenant));
     },
     false},
    {"set status and priority",
     [](raw_task& r, auto& g) {
       r.status = g.text(16);
       r.priority = g.unsigned_value(3);
     },
     [](const raw_task&, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::set<"priority">(r.priority), kp::set<"status">(r.status));
     },
     false},
    {"set owner (due known)", [](raw_task& r, auto& g) { r.owner = some_owner(g); },
     [](const raw_task& o, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::set<"owner">(*r.owner), kp::known<"due">(*o.due));
     },
     true},
    {"set owner and due",
     [](raw_task& r, auto& g) {
       r.owner = some_owner(g);
       r.due = g.date();
     },
     [](const raw_task&, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::set<"owner">(*r.owner), kp::set<"due">(*r.due));
     },
     false},
    {"unset owner", [](raw_task& r, auto&) { r.owner.reset(); },
     [](const raw_task&, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::unset<"owner">);
     },
     false},
    {"unset due, set title",
     [](raw_task& r, auto& g) {
       r.due.reset();
       r.title = g.text(100);
     },
     [](const raw_task&, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::unset<"due">, kp::set<"title">(r.title));
     },
     false},
    {"set title", [](raw_task& r, auto& g) { r.title = g.text(100); },
     [](const raw_task&, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::set<"title">(r.title));
     },
     false},
    {"set owner, unset due",
     [](raw_task& r, auto& g) {
       r.owner = some_owner(g);
       r.due.reset();
     },
     [](const raw_task&, const raw_task& r) {
       return Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                           kp::set<"owner">(*r.owner), kp::unset<"due">);
     },
     false},
};

raw_task random_task(keyplate_test::generator& g, bool with_owner_and_due) {
  raw_task r;
  r.tenant = g.unsigned_value(0);
  r.task = g.unsigned_value(10);
  r.status = g.text(16);
  r.priority = g.unsigned_value(3);
  if (with_owner_and_due || g.percent(50)) r.owner = some_owner(g);
  if (with_owner_and_due || g.percent(50)) r.due = g.date();
  r.title = g.text(100);
  return r;
}
}  // namespace

TEST_CASE("after any update the item is exactly the item of the new values") {
  keyplate_test::generator g(keyplate_test::run_seed());
  std::size_t applied = 0;
  for (int round = 0; round != 300; ++round) {
    for (const shape& s : shapes) {
      CAPTURE(s.name, round);
      const raw_task old = random_task(g, s.needs_owner_and_due);
      raw_task now = old;
      s.change(now, g);
      keyplate_test::write_model m = table();
      REQUIRE(m.put(Task::put(make(old))) == outcome::applied);
      const ddb::update_parts u = s.update(old, now);
      REQUIRE(m.update(u) == outcome::applied);
      CHECK(stored(m, now) == Task::item(make(now)));
      CHECK(Task::decode_item(stored(m, now)).has_value());
      ++applied;
    }
  }
  CHECK(applied == 300 * std::size(shapes));
}

TEST_CASE("an update never creates, and a wrong known value changes nothing") {
  raw_task r;
  r.owner = "ann";
  r.due = 2026y / 3 / 31d;
  keyplate_test::write_model m = table();
  const ddb::update_parts u =
      Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                   kp::set<"status">("DONE"), kp::known<"priority">(r.priority));
  CHECK(m.update(u) == outcome::condition_failed);
  CHECK(m.size() == 0);

  REQUIRE(m.put(Task::put(make(r))) == outcome::applied);
  const ddb::update_parts wrong =
      Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                   kp::set<"status">("DONE"), kp::known<"priority">(r.priority + 1));
  CHECK(m.update(wrong) == outcome::condition_failed);
  CHECK(stored(m, r) == Task::item(make(r)));
  // The same for a known optional field.
  const ddb::update_parts wrong_due =
      Task::update(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                   kp::set<"owner">("bob"), kp::known<"due">(2026y / 4 / 1d));
  CHECK(m.update(wrong_due) == outcome::condition_failed);
  CHECK(stored(m, r) == Task::item(make(r)));
  CHECK(m.update(u) == outcome::applied);
}

TEST_CASE("an update rebuilds exactly the keys built from what it changes") {
  const auto u = Task::update(kp::arg<"tenantId">(7), kp::arg<"taskId">(9), kp::set<"title">("x"));
  // A field in no key: only that attribute.
  CHECK(u.update_expression.find(',') == std::string::npos);
  CHECK(u.expression_attribute_names.size() == 2);  // #pk for the condition, the title
  CHECK(u.condition_expression == "attribute_exists(#pk)");

  const auto s = Task::update(kp::arg<"tenantId">(7), kp::arg<"taskId">(9),
                              kp::set<"status">("DONE"), kp::known<"priority">(3));
  std::vector<std::string> written;
  for (const auto& [placeholder, name] : s.expression_attribute_names) written.push_back(name);
  std::sort(written.begin(), written.end());
  // The status, both gsi1 keys (its sort key has no status, but the two are rewritten together),
  // the priority it checks, and the partition key of the existence check; never gsi2 or sk.
  CHECK(written == std::vector<std::string>{"gsi1pk", "gsi1sk", "pk", "priority", "status"});
  for (const auto& [placeholder, value] : s.expression_attribute_values) {
    const std::string& name = s.expression_attribute_names.at("#" + placeholder.substr(1));
    if (name == "gsi1pk") {
      CHECK(value.text == Task::layout<ByStatus>::partition::encode(7, "DONE"));
    } else if (name == "gsi1sk") {
      CHECK(value.text == Task::layout<ByStatus>::sort::encode(3, 9));
    } else if (name == "priority") {
      CHECK(value == ddb::attribute_value{kp::attribute_kind::N, "3"});
    }
  }
  // Reserved words ("status") appear only as placeholders.
  CHECK(s.update_expression.find("status") == std::string::npos);
  CHECK(s.condition_expression.find("priority") == std::string::npos);

  // Unsetting removes the field and the sparse index's keys; nothing to write, no values.
  const auto x = Task::update(kp::arg<"tenantId">(7), kp::arg<"taskId">(9), kp::unset<"owner">);
  CHECK(x.update_expression.starts_with("REMOVE "));
  CHECK(x.expression_attribute_values.empty());
  CHECK(x.expression_attribute_names.size() == 4);  // pk, owner, gsi2pk, gsi2sk

  const auto bad =
      Task::try_update(kp::arg<"tenantId">(7), kp::arg<"taskId">(9),
                       kp::set<"status">(std::string(17, 'a')), kp::known<"priority">(3));
  REQUIRE(!bad);
  CHECK(bad.error().code == kp::error_code::too_long);
  CHECK(bad.error().field == "status");
}

TEST_CASE("move deletes the old item and puts the new one, both or neither") {
  // (A transaction of two actions: tests/schema/transaction.test.cpp has the others.)
  raw_task from;
  from.task = 10;
  from.owner = "ann";
  raw_task to = from;
  to.task = 11;
  keyplate_test::write_model m = table();
  REQUIRE(m.put(Task::put(make(from))) == outcome::applied);
  const ddb::transaction_parts t = Task::move(make(from), make(to));
  REQUIRE(t.actions.size() == 2);
  const auto& gone = std::get<ddb::delete_parts>(t.actions[0].request);
  CHECK(gone.key == Task::get(kp::arg<"tenantId">(from.tenant), kp::arg<"taskId">(10)).key);
  CHECK(gone.origin.entity == "Task");
  CHECK(std::get<ddb::put_parts>(t.actions[1].request).item == Task::item(make(to)));
  CHECK(!t.client_request_token);
  CHECK(m.transact(t) == outcome::applied);
  CHECK(m.size() == 1);
  CHECK(stored(m, to) == Task::item(make(to)));

  // Again: the old item is gone, so nothing happens.
  CHECK(m.transact(t) == outcome::condition_failed);
  CHECK(m.size() == 1);
  // Onto an item that exists: nothing happens either.
  REQUIRE(m.put(Task::put(make(from))) == outcome::applied);
  CHECK(m.transact(t) == outcome::condition_failed);
  CHECK(stored(m, from) == Task::item(make(from)));
  CHECK(stored(m, to) == Task::item(make(to)));

  raw_task same = from;
  same.title = "renamed";
  const auto self = Task::try_move(make(from), make(same));
  REQUIRE(!self);
  CHECK(self.error().code == kp::error_code::same_primary_key);
  CHECK_THROWS_AS(Task::move(make(from), make(same)), kp::key_error);
}

TEST_CASE("check: a condition on an item, which a transaction needs to hold") {
  raw_task r;
  keyplate_test::write_model m = table();
  const ddb::check_parts exists =
      Task::check(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task), kp::must_exist);
  CHECK(exists.key == Task::get(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task)).key);
  CHECK(exists.condition_expression == "attribute_exists(#pk)");
  CHECK(exists.origin == ddb::request_origin{"Task", "pk", "sk"});
  CHECK(m.check(exists) == outcome::condition_failed);
  REQUIRE(m.put(Task::put(make(r))) == outcome::applied);
  CHECK(m.check(exists) == outcome::applied);

  using kp::attr;
  const ddb::check_parts open =
      Task::check(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                  kp::when(attr<"status"> == "OPEN"), kp::returning_on_failure);
  CHECK(open.condition_expression == "#n0 = :v0");
  CHECK(open.old_item_on_failure);
  CHECK(m.check(open) == outcome::applied);
  CHECK(Task::try_check(kp::arg<"tenantId">(1), kp::arg<"taskId">(2),
                        kp::when(attr<"status"> == std::string(17, 'x')))
            .error()
            .code == kp::error_code::too_long);

  // In a transaction: a check that fails writes nothing.
  raw_task other = r;
  other.task = 3;
  const auto closed = Task::check(kp::arg<"tenantId">(r.tenant), kp::arg<"taskId">(r.task),
                                  kp::when(attr<"status"> == "DONE"));
  CHECK(m.transact(kp::transaction(Task::put(make(other)), closed)) == outcome::condition_failed);
  CHECK(m.size() == 1);
  CHECK(m.transact(kp::transaction(Task::put(make(other)), open)) == outcome::applied);
  CHECK(m.size() == 2);
}

namespace {
// ElectroDB #572: a GSI whose partition template is a literal and whose sort key is built from a
// counter; ElectroDB's update left both GSI keys unwritten.
using Ranking = kp::index<"gsi1pk", "gsi1sk", "ranking">;
using ArticleLike = kp::entity<
    "ArticleLike",
    kp::fields<kp::field<"articleId", kp::string<32>>, kp::field<"likeCount", kp::uint<9>>>,
    kp::keys<Primary, "ARTICLE#{articleId}", "LIKES">,
    kp::keys<Ranking, "ARTICLE_LIKE", "{likeCount}#{articleId}">>;
}  // namespace

TEST_CASE("an update writes both keys of an index, a literal one too (ElectroDB #572)") {
  const auto before = ArticleLike::make(kp::arg<"articleId">("a1"), kp::arg<"likeCount">(3));
  const auto after = ArticleLike::make(kp::arg<"articleId">("a1"), kp::arg<"likeCount">(4));
  keyplate_test::write_model m("pk", "sk");
  REQUIRE(m.put(ArticleLike::put(before)) == outcome::applied);
  const ddb::update_parts u =
      ArticleLike::update(kp::arg<"articleId">("a1"), kp::set<"likeCount">(4));
  std::vector<std::string> written;
  for (const auto& [placeholder, name] : u.expression_attribute_names) written.push_back(name);
  std::sort(written.begin(), written.end());
  CHECK(written == std::vector<std::string>{"gsi1pk", "gsi1sk", "likeCount", "pk"});
  REQUIRE(m.update(u) == outcome::applied);
  CHECK(*m.get(ArticleLike::get(kp::arg<"articleId">("a1"))) == ArticleLike::item(after));
}
