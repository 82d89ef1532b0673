// Tests of schema/keys.hpp: an entity's key templates on one index, and an item's key values.
#include <keyplate/schema/index.hpp>
#include <keyplate/schema/keys.hpp>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByEmail = kp::index<"gsi2pk", "", "gsi2">;
using OrderKeys = kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">;
using EmailKeys = kp::keys<ByEmail, "EMAIL#{email}">;
static_assert(std::is_same_v<OrderKeys::index_type, Primary>);
static_assert(OrderKeys::partition.view() == "CUSTOMER#{customerId}");
static_assert(OrderKeys::sort.view() == "ORDER#{orderId}");
static_assert(EmailKeys::sort.view().empty());  // the index has no sort key
static_assert(kp::detail::is_keys<OrderKeys> && !kp::detail::is_keys<Primary>);
}  // namespace

TEST_CASE("item keys compare by both values") {
  const kp::item_key a{"CUSTOMER#42", "ORDER#1"};
  CHECK(a == kp::item_key{"CUSTOMER#42", "ORDER#1"});
  CHECK(a != kp::item_key{"CUSTOMER#42", "ORDER#2"});
  CHECK(a != kp::item_key{"CUSTOMER#4", "ORDER#1"});
  CHECK(kp::item_key{"EMAIL#a@b", ""}.sort.empty());
}
