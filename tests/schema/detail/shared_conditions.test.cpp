// Tests of schema/detail/shared_conditions.hpp: a condition on several entities' items, found
// faulty leaf by leaf (the reports: the must-not-compile cases collection_filter_*).
#include <cstdint>
#include <keyplate/schema.hpp>
#include <string>
#include <type_traits>

#include "../../catch.hpp"

namespace kp = keyplate;

namespace {
using Primary = kp::index<"pk", "sk">;
// A customer and an order share the partition `CUSTOMER#{customerId}`. Both have a `note` of
// one type; `status` is the order's alone; `total` is an integer on the order and text on the
// invoice.
using Customer = kp::entity<
    "Customer",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::optional_attribute<"note", std::string>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
               kp::field<"status", kp::string<16>>, kp::optional_attribute<"note", std::string>,
               kp::attribute<"total", std::int64_t>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">>;
using Invoice =
    kp::entity<"Invoice",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"invoiceId", kp::uint<10>>,
                          kp::attribute<"total", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "INVOICE#{invoiceId}">>;
using C = kp::detail::facts_of<Customer>;
using O = kp::detail::facts_of<Order>;
using I = kp::detail::facts_of<Invoice>;

using kp::attr;
using kp::detail::first_leaf;
using Note = decltype(attr<"note"> == "x");
using Status = decltype(attr<"status"> == "PAID");
using Total = decltype(attr<"total"> > 1);
}  // namespace

TEST_CASE("first_set: the position of the first flag set") {
  STATIC_REQUIRE(kp::detail::first_set<false, true, true>() == 1);
  STATIC_REQUIRE(kp::detail::first_set<false, false>() == 2);
  STATIC_REQUIRE(kp::detail::first_set<>() == 0);
}

TEST_CASE("a leaf one entity lacks is found, with that entity") {
  using lacking = kp::detail::lacked_by_one<C, O>;
  STATIC_REQUIRE_FALSE(lacking::faulty<Note>);
  STATIC_REQUIRE(lacking::faulty<Status>);
  STATIC_REQUIRE(lacking::lacking<Status> == 0);  // the customer
  STATIC_REQUIRE(kp::detail::lacked_by_one<O, C>::lacking<Status> == 1);
  // In writing order, through && || !.
  using Tree =
      decltype(attr<"note">.exists() && !(attr<"customerId"> == 1 || attr<"status"> == "X"));
  STATIC_REQUIRE(std::is_same_v<first_leaf<lacking, Tree>::type, Status>);
  using Shared = decltype(attr<"note">.exists() || attr<"customerId"> > 3);
  STATIC_REQUIRE(std::is_void_v<first_leaf<lacking, Shared>::type>);
}

TEST_CASE("a leaf whose path reaches two types is found, with the entity that differs") {
  using apart = kp::detail::typed_apart<O, I>;
  STATIC_REQUIRE(apart::faulty<Total>);
  STATIC_REQUIRE(apart::differing<Total> == 1);  // the invoice
  STATIC_REQUIRE_FALSE(apart::faulty<decltype(attr<"customerId"> == 4)>);
  STATIC_REQUIRE(std::is_same_v<kp::detail::leaf_codec<O, Total>,
                                typename O::template codec_at<O::field_index("total")>>);
  STATIC_REQUIRE(
      std::is_same_v<
          first_leaf<apart, decltype(attr<"customerId"> == 4 && attr<"total"> > 1)>::type, Total>);
}

TEST_CASE("shared_condition_ok passes a condition every entity declares with one type") {
  STATIC_REQUIRE(kp::detail::shared_condition_ok<Note, C, O>());
  STATIC_REQUIRE(kp::detail::shared_condition_ok<decltype(attr<"customerId">.in(1, 2)), C, O, I>());
  STATIC_REQUIRE(kp::detail::shared_condition_ok<Status, O>());  // one entity: its own checks
  STATIC_REQUIRE(kp::detail::condition_ok_on_each<Note, C, O>());
}
