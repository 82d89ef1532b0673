// Tests of schema/detail/entity_queries.hpp: the finder returns each kind of mistake of a
// query's arguments, without a failing build; the shard a partition uses; the sort condition.
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/schema.hpp>

#include "catch.hpp"

namespace kp = keyplate;
using namespace std::chrono_literals;

namespace {
using kp::detail::query_problem;
using Primary = kp::index<"pk", "sk">;
using ByDay = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
               kp::field<"orderId", kp::uint<10>>, kp::shard_field<"shard", 4, "orderId">>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
    kp::keys<ByDay, "DAY#{date}#{shard}", "{orderId}">>;
using K = Order::keys_on<Primary>;
using Day = kp::date::value_type;

template <class... Args>
constexpr kp::detail::query_check found = kp::detail::find_query_problem<Order, K, Args...>();
using CustomerArg = kp::named_value<"customerId", int>;
using DateArg = kp::named_value<"date", Day>;
using OrderArg = kp::named_value<"orderId", int>;
}  // namespace

TEST_CASE("a correct query has no problem") {
  STATIC_REQUIRE(found<CustomerArg>.problem == query_problem::none);
  STATIC_REQUIRE(found<CustomerArg, DateArg>.problem == query_problem::none);
  STATIC_REQUIRE(found<OrderArg, DateArg, CustomerArg>.problem == query_problem::none);
  STATIC_REQUIRE(found<CustomerArg, kp::named_value<"date", kp::partial>>.problem ==
                 query_problem::none);
}

TEST_CASE("each mistake of a query is found, with its position") {
  STATIC_REQUIRE(found<CustomerArg, kp::named_value<"note", int>>.problem ==
                 query_problem::unknown_field);
  STATIC_REQUIRE(found<CustomerArg, kp::named_value<"note", int>>.at == 1);
  STATIC_REQUIRE(found<CustomerArg, OrderArg>.problem == query_problem::sort_field_not_leading);
  STATIC_REQUIRE(found<CustomerArg, kp::named_value<"date", kp::partial>, OrderArg>.problem ==
                 query_problem::condition_not_last);
  STATIC_REQUIRE(found<DateArg>.problem == query_problem::partition_field_missing);
  STATIC_REQUIRE(found<kp::named_value<"customerId", kp::partial>>.problem ==
                 query_problem::partition_condition);
  STATIC_REQUIRE(found<CustomerArg, CustomerArg>.problem == query_problem::repeated_field);
  STATIC_REQUIRE(found<CustomerArg, CustomerArg>.at == 1);
  // On the sharded index, a missing shard is its own problem (scatter queries every shard).
  STATIC_REQUIRE(kp::detail::find_query_problem<Order, Order::keys_on<ByDay>, DateArg>().problem ==
                 query_problem::shard_field_missing);
}

TEST_CASE("the shard field of an index's partition") {
  STATIC_REQUIRE(kp::detail::shard_of_index<Order, ByDay>() == 3);
  STATIC_REQUIRE(kp::detail::shard_of_index<Order, Primary>() == Order::field_count);
  STATIC_REQUIRE(kp::detail::entity_queries<Order>::shard_count<ByDay>() == 4);
  STATIC_REQUIRE(kp::detail::entity_queries<Order>::shard_count<Primary>() == 1);
}

TEST_CASE("the sort condition follows the fields given") {
  using Q = kp::detail::entity_queries<Order>;
  const Day day = 2026y / 10 / 1d;
  const kp::key_condition all = Q::sort_condition<Primary>(kp::arg<"customerId">(1)).value();
  CHECK(all.selects("ORDER#2026-10-01#0000000007"));
  const kp::key_condition one_day =
      Q::sort_condition<Primary>(kp::arg<"customerId">(1), kp::arg<"date">(day)).value();
  CHECK(one_day.selects("ORDER#2026-10-01#0000000007"));
  CHECK(!one_day.selects("ORDER#2026-10-02#0000000007"));
  const kp::key_condition exact =
      Q::sort_condition<Primary>(kp::arg<"orderId">(7), kp::arg<"customerId">(1),
                                 kp::arg<"date">(day))
          .value();
  CHECK(exact.selects("ORDER#2026-10-01#0000000007"));
  CHECK(!exact.selects("ORDER#2026-10-01#0000000008"));
}
