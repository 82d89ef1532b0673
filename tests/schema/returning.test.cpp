// kp::returning and kp::returning_on_failure on put, update and remove: what each request asks
// DynamoDB to return, and its JSON body. (Their checks: detail/write_checks.test.cpp and the
// must-not-compile cases returning_*.)
#include <cstdint>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <type_traits>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using Primary = kp::index<"pk", "sk">;
using Account =
    kp::entity<"Account",
               kp::fields<kp::field<"accountId", kp::uint<>>,
                          kp::attribute<"balance", std::int64_t>, kp::version_attribute<"version">>,
               kp::keys<Primary, "ACCOUNT#{accountId}", "#">>;
constexpr int account = 1;
const auto id = kp::arg<"accountId">(account);  // refers to `account`, which outlives it
}  // namespace

TEST_CASE("return options: none asks for nothing", "[returning]") {
  const ddb::update_parts u = Account::update(id, kp::add<"balance">(5), kp::any_version);
  CHECK(u.returned == ddb::return_values::none);
  CHECK(!u.old_item_on_failure);
  const json body = u;
  CHECK(!body.contains("ReturnValues"));
  CHECK(!body.contains("ReturnValuesOnConditionCheckFailure"));
}

TEST_CASE("return options: each write's ReturnValues", "[returning]") {
  const ddb::update_parts u =
      Account::update(id, kp::add<"balance">(5), kp::any_version, kp::returning(ddb::updated_new));
  CHECK(u.returned == ddb::return_values::updated_new);
  CHECK(json(u).at("ReturnValues") == "UPDATED_NEW");
  CHECK(json(Account::update(id, kp::set<"balance">(std::int64_t{0}), kp::at_version(2),
                             kp::returning(ddb::all_new)))
            .at("ReturnValues") == "ALL_NEW");
  CHECK(json(Account::update(id, kp::set<"balance">(std::int64_t{0}), kp::at_version(2),
                             kp::returning(ddb::updated_old)))
            .at("ReturnValues") == "UPDATED_OLD");

  const Account::values a =
      Account::make(kp::arg<"accountId">(1), kp::arg<"balance">(std::int64_t{10}));
  const ddb::put_parts p = Account::put(a, ddb::replace, kp::returning(ddb::all_old));
  CHECK(p.returned == ddb::return_values::all_old);
  CHECK(json(p).at("ReturnValues") == "ALL_OLD");

  const ddb::delete_parts d =
      Account::remove(id, kp::at_version(3), kp::returning(ddb::all_old), kp::returning_on_failure);
  CHECK(d.returned == ddb::return_values::all_old);
  CHECK(d.old_item_on_failure);
  CHECK(json(d).at("ReturnValues") == "ALL_OLD");
  CHECK(json(d).at("ReturnValuesOnConditionCheckFailure") == "ALL_OLD");
  // The condition is the write's own: the options change only what comes back.
  CHECK(d.condition_expression == "#version = :version");
}

TEST_CASE("return options: DynamoDB's spelling of each", "[returning]") {
  CHECK(ddb::to_string(ddb::return_values::none) == "NONE");
  CHECK(ddb::to_string(ddb::return_values::all_old) == "ALL_OLD");
  CHECK(ddb::to_string(ddb::return_values::all_new) == "ALL_NEW");
  CHECK(ddb::to_string(ddb::return_values::updated_old) == "UPDATED_OLD");
  CHECK(ddb::to_string(ddb::return_values::updated_new) == "UPDATED_NEW");
  STATIC_REQUIRE(decltype(kp::returning(ddb::all_new))::value == ddb::return_values::all_new);
  // The doc comments' examples.
  STATIC_REQUIRE(std::is_same_v<decltype(kp::returning(ddb::all_new)),
                                kp::returning_option<ddb::return_values::all_new>>);
  STATIC_REQUIRE(ddb::all_new.value == ddb::return_values::all_new);
  STATIC_REQUIRE(to_string(ddb::return_values::updated_new) == "UPDATED_NEW");
}
