// Tests of schema/detail/write_checks.hpp: the fields of each key as masks, what each argument
// of a write is, and the checks of get's, remove's and put's arguments and options, found by
// constant evaluation (the messages: the must-not-compile cases schema_get_*, schema_remove_*,
// schema_put_option, condition_when_twice and returning_*).
#include <keyplate/schema.hpp>
#include <string>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace d = keyplate::detail;
using kp::attr;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
               kp::optional_field<"status", kp::string<16>>, kp::attribute<"note", std::string>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">>;
using M = d::write_masks<Order>;
using when_status = kp::when_condition<decltype(attr<"status"> == "A")>;
using customer = kp::named_value<"customerId", int>;
using order_id = kp::named_value<"orderId", int>;
}  // namespace

TEST_CASE("each key's fields as a mask over the entity's fields") {
  STATIC_REQUIRE(M::table_at == 0);
  STATIC_REQUIRE(M::primary_fields == 0b0011);
  STATIC_REQUIRE(M::index_fields[1] == 0b0110);
  STATIC_REQUIRE(M::optional_fields == 0b0100);
  STATIC_REQUIRE(M::bit(64) == 0);
}

TEST_CASE("what each argument of a write is") {
  using K = d::argument_kind;
  STATIC_REQUIRE(d::kind_of<customer>() == K::primary);
  STATIC_REQUIRE(d::kind_of<kp::set_value<"status", std::string>>() == K::set);
  STATIC_REQUIRE(d::kind_of<kp::unset_field<"status">>() == K::unset);
  STATIC_REQUIRE(d::kind_of<kp::known_value<"status", std::string>>() == K::known);
  STATIC_REQUIRE(d::kind_of<kp::expected_version>() == K::version);
  STATIC_REQUIRE(d::kind_of<when_status>() == K::condition);
  STATIC_REQUIRE(d::kind_of<kp::must_exist_t>() == K::other);
}

TEST_CASE("exactly the primary key fields: the first other field, else the first missing") {
  using P = d::primary_problem;
  STATIC_REQUIRE(d::find_primary_problem<Order, customer, order_id>().problem == P::none);
  STATIC_REQUIRE(d::find_primary_problem<Order, order_id, when_status, customer>().problem ==
                 P::none);
  constexpr auto other =
      d::find_primary_problem<Order, customer, kp::named_value<"status", int>, order_id>();
  STATIC_REQUIRE(other.problem == P::not_primary_field);
  STATIC_REQUIRE(other.at == 1);
  constexpr auto missing = d::find_primary_problem<Order, order_id>();
  STATIC_REQUIRE(missing.problem == P::primary_field_missing);
  STATIC_REQUIRE(missing.at == 0);  // customerId
}

TEST_CASE("remove takes kp::when and kp::must_exist; put takes ddb::replace and kp::when") {
  STATIC_REQUIRE(d::key_args_ok<Order, "get", customer, order_id>());
  STATIC_REQUIRE(d::key_args_ok<Order, "remove", customer, order_id, when_status>());
  STATIC_REQUIRE(d::key_args_ok<Order, "remove", kp::must_exist_t, customer, order_id>());
  STATIC_REQUIRE(d::is_remove_option<when_status>);
  STATIC_REQUIRE(d::is_remove_option<kp::must_exist_t>);
  STATIC_REQUIRE_FALSE(d::is_remove_option<kp::expected_version>);
  STATIC_REQUIRE(d::put_options_ok<Order>());
  STATIC_REQUIRE(d::put_options_ok<Order, ddb::replace_t>());
  STATIC_REQUIRE(d::put_options_ok<Order, when_status, ddb::replace_t>());
}

TEST_CASE("the return options: what each asks for, where each is taken") {
  using all_old = decltype(kp::returning(ddb::all_old));
  using all_new = decltype(kp::returning(ddb::all_new));
  STATIC_REQUIRE(d::kind_of<all_new>() == d::argument_kind::returns);
  STATIC_REQUIRE(d::kind_of<kp::returning_on_failure_t>() == d::argument_kind::returns);
  STATIC_REQUIRE(d::returned_of<all_new>() == ddb::return_values::all_new);
  STATIC_REQUIRE(d::returned_of<customer>() == ddb::return_values::all_old);  // no option
  STATIC_REQUIRE(d::is_remove_option<all_old>);
  STATIC_REQUIRE(d::is_remove_option<kp::returning_on_failure_t>);
  STATIC_REQUIRE(d::put_options_ok<Order, ddb::replace_t, all_old, kp::returning_on_failure_t>());
  STATIC_REQUIRE(d::key_args_ok<Order, "remove", customer, order_id, all_old>());
  STATIC_REQUIRE(d::returning_ok<Order, "update", all_new, kp::returning_on_failure_t>());
  // (Two of one, or anything but all_old on put and remove, report: returning_twice.cpp and
  // returning_kind.cpp.)

  // The return options among a call's arguments, as a constant, and what they set in a request.
  constexpr d::return_choice both =
      d::return_choice_of<customer, all_new, kp::returning_on_failure_t>();
  STATIC_REQUIRE(both.returned_given);
  STATIC_REQUIRE(both.returned == ddb::return_values::all_new);
  STATIC_REQUIRE(both.old_item_on_failure);
  constexpr d::return_choice none = d::return_choice_of<customer, order_id>();
  STATIC_REQUIRE(!none.returned_given);
  STATIC_REQUIRE(!none.old_item_on_failure);

  ddb::delete_parts p;
  d::add_returning<d::return_choice_of<customer, all_old, kp::returning_on_failure_t>()>(p);
  CHECK(p.returned == ddb::return_values::all_old);
  CHECK(p.old_item_on_failure);
  ddb::update_parts u;
  u.returned = ddb::return_values::updated_new;
  d::add_returning<none>(u);  // no option: the request keeps what it had
  CHECK(u.returned == ddb::return_values::updated_new);
  CHECK_FALSE(u.old_item_on_failure);
}
