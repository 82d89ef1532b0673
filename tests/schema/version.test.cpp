// kp::version_attribute: optimistic locking. Every write checks the version its values were
// read at and writes the next one, so of two writers who read the same item the second loses.
// The flows run against the write model (tests/support), which applies requests as DynamoDB
// does; the moto test replays one against the real API.
#include <cstdint>
#include <keyplate/schema.hpp>
#include <limits>
#include <string>
#include <variant>

#include "../catch.hpp"
#include "../support/write_model.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using keyplate_test::outcome;
using Primary = kp::index<"pk", "sk">;
using ByOwner = kp::index<"gsi1pk", "gsi1sk", "gsi1">;

using Account = kp::entity<
    "Account",
    kp::fields<kp::field<"accountId", kp::uint<>>, kp::optional_field<"owner", kp::string<16>>,
               kp::attribute<"balance", std::int64_t>, kp::version_attribute<"version">>,
    kp::keys<Primary, "ACCOUNT#{accountId}", "#">,
    kp::keys<ByOwner, "OWNER#{owner}", "ACCOUNT#{accountId}">>;
using Plain = kp::entity<"Plain", kp::fields<kp::field<"id", kp::uint<>>>,
                         kp::keys<Primary, "PLAIN#{id}", "#">>;

static_assert(Account::has_version && Account::version_index == 3);
static_assert(!Plain::has_version && Plain::version_index == Plain::field_count);
static_assert(Account::field_data[3] && Account::field_version[3] && !Account::field_optional[3]);
static_assert(std::is_same_v<decltype(std::declval<Account::values>().get<"version">()),
                             const std::uint64_t&>);

Account::values account(std::uint64_t id, std::int64_t balance, std::uint64_t version = 0) {
  return Account::make(kp::arg<"accountId">(id), kp::arg<"balance">(balance),
                       kp::arg<"version">(version));
}
Account::values read(const keyplate_test::write_model& m, std::uint64_t id) {
  const ddb::item* it = m.get(Account::get(kp::arg<"accountId">(id)));
  REQUIRE(it != nullptr);
  const auto v = Account::decode_item(*it);
  REQUIRE(v);
  return *v;
}

TEST_CASE("version_attribute: 0 until written, N when written, no attribute reads as 0") {
  const auto fresh = Account::make(kp::arg<"accountId">(1), kp::arg<"balance">(10));
  CHECK(fresh.get<"version">() == 0);
  CHECK(Account::item(fresh).find("version") == nullptr);  // item(v) writes 0 as no attribute
  CHECK(Account::decode_item(Account::item(fresh))->get<"version">() == 0);

  const ddb::item it = Account::item(account(1, 10, 41));
  REQUIRE(it.find("version") != nullptr);
  CHECK(*it.find("version") == av::number("41"));
  CHECK(Account::decode_item(it)->get<"version">() == 41);

  ddb::item other = it;
  other.set("version", av::string("41"));
  const auto wrong = Account::decode_item(other);
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error().code == kp::error_code::wrong_attribute_type);
  CHECK(wrong.error().field == "version");
  other.set("version", av::number("-1"));
  CHECK(Account::decode_item(other).error().code == kp::error_code::out_of_range);
}

TEST_CASE("put creates at version 1; put(replace) checks the version read and writes the next") {
  const ddb::put_parts create = Account::put(account(7, 10));
  CHECK(*create.item.find("version") == av::number("1"));
  CHECK(create.condition_expression == "attribute_not_exists(#pk)");
  CHECK(create.expression_attribute_values.empty());

  const ddb::put_parts first = Account::put(account(7, 10), ddb::replace);
  CHECK(first.condition_expression == "attribute_not_exists(#version)");
  CHECK(first.expression_attribute_names.at("#version") == "version");
  CHECK(*first.item.find("version") == av::number("1"));

  const ddb::put_parts later = Account::put(account(7, 10, 5), ddb::replace);
  CHECK(later.condition_expression == "#version = :version");
  CHECK(later.expression_attribute_values.at(":version") == av::number("5"));
  CHECK(*later.item.find("version") == av::number("6"));

  const auto last = Account::try_put(account(7, 10, std::numeric_limits<std::uint64_t>::max()));
  REQUIRE_FALSE(last);
  CHECK(last.error().code == kp::error_code::out_of_range);
  CHECK(last.error().field == "version");
}

TEST_CASE("two writers read version 1: the first write wins, the second fails its condition") {
  keyplate_test::write_model m("pk", "sk");
  REQUIRE(m.put(Account::put(account(7, 100))) == outcome::applied);
  const Account::values alice = read(m, 7);
  const Account::values bob = read(m, 7);
  REQUIRE(alice.get<"version">() == 1);

  // Whole-item writes.
  CHECK(m.put(Account::put(account(7, 150, alice.get<"version">()), ddb::replace)) ==
        outcome::applied);
  CHECK(m.put(Account::put(account(7, 90, bob.get<"version">()), ddb::replace)) ==
        outcome::condition_failed);
  CHECK(read(m, 7).get<"balance">() == 150);
  CHECK(read(m, 7).get<"version">() == 2);

  // Updates: bob reads again and wins; alice, still at 2, loses.
  const Account::values bob2 = read(m, 7);
  CHECK(m.update(Account::update(kp::arg<"accountId">(7), kp::set<"balance">(std::int64_t{80}),
                                 kp::at_version(bob2.get<"version">()))) == outcome::applied);
  CHECK(m.update(Account::update(kp::arg<"accountId">(7), kp::set<"balance">(std::int64_t{0}),
                                 kp::at_version(2))) == outcome::condition_failed);
  CHECK(read(m, 7).get<"balance">() == 80);
  CHECK(read(m, 7).get<"version">() == 3);

  // A stale remove loses too; one at the version read deletes.
  CHECK(m.remove(Account::remove(kp::arg<"accountId">(7), kp::at_version(2))) ==
        outcome::condition_failed);
  CHECK(m.remove(Account::remove(kp::arg<"accountId">(7), kp::at_version(3))) == outcome::applied);
  CHECK(m.size() == 0);
}

TEST_CASE("update at a version: its check and the next version beside the changes") {
  const ddb::update_parts u =
      Account::update(kp::arg<"accountId">(7), kp::set<"owner">("ann"), kp::at_version(4));
  CHECK(u.condition_expression == "attribute_exists(#pk) AND #version = :version");
  CHECK(u.expression_attribute_values.at(":version") == av::number("4"));
  CHECK(u.expression_attribute_values.at(":next") == av::number("5"));
  CHECK(u.update_expression.ends_with(", #version = :next"));
  // The sparse index's keys are rebuilt as without a version.
  CHECK(u.expression_attribute_values.size() == 2 + 3);  // owner and gsi1pk, gsi1sk

  const ddb::update_parts never = Account::update(
      kp::arg<"accountId">(7), kp::set<"balance">(std::int64_t{1}), kp::at_version(0));
  CHECK(never.condition_expression == "attribute_exists(#pk) AND attribute_not_exists(#version)");
  CHECK(never.expression_attribute_values.at(":next") == av::number("1"));

  const auto last = Account::try_update(kp::arg<"accountId">(7), kp::set<"balance">(1),
                                        kp::at_version(std::numeric_limits<std::uint64_t>::max()));
  REQUIRE_FALSE(last);
  CHECK(last.error().code == kp::error_code::out_of_range);
}

TEST_CASE("any_version: no check, and an update still increments") {
  keyplate_test::write_model m("pk", "sk");
  REQUIRE(m.put(Account::put(account(7, 100))) == outcome::applied);
  const ddb::update_parts u = Account::update(kp::arg<"accountId">(7),
                                              kp::set<"balance">(std::int64_t{5}), kp::any_version);
  CHECK(u.condition_expression == "attribute_exists(#pk)");
  CHECK(u.update_expression.ends_with(" ADD #version :next"));
  CHECK(u.expression_attribute_values.at(":next") == av::number("1"));
  CHECK(m.update(u) == outcome::applied);
  CHECK(m.update(u) == outcome::applied);
  CHECK(read(m, 7).get<"version">() == 3);

  const ddb::delete_parts d = Account::remove(kp::arg<"accountId">(7), kp::any_version);
  CHECK(d.condition_expression.empty());
  CHECK(d.expression_attribute_names.empty());
  CHECK(m.remove(d) == outcome::applied);
}

TEST_CASE("move checks the old item's version and creates the new one at its next") {
  keyplate_test::write_model m("pk", "sk");
  REQUIRE(m.put(Account::put(account(7, 100))) == outcome::applied);
  const Account::values from = read(m, 7);
  const ddb::transaction_parts stale = Account::move(account(7, 100, 0), account(8, 100));
  CHECK(std::get<ddb::delete_parts>(stale.actions.at(0).request).condition_expression ==
        "attribute_exists(#pk) AND attribute_not_exists(#version)");
  CHECK(m.transact(stale) == outcome::condition_failed);

  const ddb::transaction_parts t = Account::move(from, account(8, 100, from.get<"version">()));
  const auto& gone = std::get<ddb::delete_parts>(t.actions.at(0).request);
  CHECK(gone.condition_expression == "attribute_exists(#pk) AND #version = :version");
  CHECK(gone.expression_attribute_values.at(":version") == av::number("1"));
  CHECK(*std::get<ddb::put_parts>(t.actions.at(1).request).item.find("version") == av::number("2"));
  CHECK(m.transact(t) == outcome::applied);
  CHECK(read(m, 8).get<"version">() == 2);
}

TEST_CASE("an entity without a version attribute writes no version") {
  const auto v = Plain::make(kp::arg<"id">(1));
  CHECK(Plain::put(v, ddb::replace).condition_expression.empty());
  CHECK(Plain::put(v).expression_attribute_values.empty());
  CHECK(Plain::remove(kp::arg<"id">(1)).condition_expression.empty());
}

}  // namespace
