// Tests of schema/entity_variant.hpp: which entity's values it holds, access by entity and by
// position, visit, equality, and that copies, moves, assignments and destruction construct and
// destroy each held value exactly once (counted), whichever entities are involved.
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

#include "catch.hpp"
#include "shop.hpp"

namespace kp = keyplate;
using namespace std::chrono_literals;

namespace {
using namespace schema_shop;
using Order = OrderWith<>;
using Read = kp::entity_variant<Customer, Order>;

static_assert(Read::size == 2);
static_assert(std::is_same_v<Read::values_at<1>, Order::values>);
static_assert(std::is_convertible_v<Customer::values, Read>);
static_assert(!std::is_constructible_v<Read, int>);
static_assert(!std::is_default_constructible_v<Read>);
static_assert(std::is_nothrow_move_constructible_v<Read>);
static_assert(std::is_nothrow_move_assignable_v<Read>);

// Values that count how many of them are alive and how often they were copied.
struct counted {
  static inline int alive = 0;
  static inline int copies = 0;
  std::string text;
  explicit counted(std::string t) : text(std::move(t)) { ++alive; }
  counted(const counted& o) : text(o.text) {
    ++alive;
    ++copies;
  }
  counted(counted&& o) noexcept : text(std::move(o.text)) { ++alive; }
  counted& operator=(const counted&) = delete;
  counted& operator=(counted&&) = delete;
  ~counted() { --alive; }
  friend bool operator==(const counted&, const counted&) = default;
};
// Entity stand-ins: entity_variant needs only a nested `values` type.
struct A {
  using values = counted;
};
struct B {
  using values = std::pair<counted, int>;
};
using AB = kp::entity_variant<A, B>;
}  // namespace

TEST_CASE("entity_variant says which entity's values it holds and gives them") {
  const auto c = Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("a@example.com"));
  const auto o = Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                             kp::arg<"orderId">(100));
  const Read rc = c;
  const Read ro = o;
  CHECK(rc.index() == 0);
  CHECK(ro.index() == 1);
  CHECK(rc.holds<Customer>());
  CHECK(!rc.holds<Order>());
  CHECK(rc.get<Customer>() == c);
  CHECK(rc.get<0>() == c);
  CHECK(ro.get<Order>() == o);
  CHECK(ro.get<1>() == o);
  CHECK(rc.get_if<Order>() == nullptr);
  REQUIRE(ro.get_if<Order>() != nullptr);
  CHECK(ro.get_if<Order>()->get<"orderId">() == 100);
  CHECK_THROWS_AS(rc.get<Order>(), std::bad_variant_access);
  CHECK_THROWS_AS(ro.get<0>(), std::bad_variant_access);

  const auto id = [](const auto& v) -> std::uint64_t { return v.template get<"customerId">(); };
  CHECK(rc.visit(id) == 42);
  CHECK(ro.visit(id) == 42);
  const auto name = [](const auto& v) {
    return std::string(std::decay_t<decltype(v)>::entity_type::name);
  };
  CHECK(rc.visit(name) == "Customer");
  CHECK(ro.visit(name) == "Order");
}

TEST_CASE("entity_variant compares the entity, then the values") {
  const auto c1 = Customer::make(kp::arg<"customerId">(1), kp::arg<"email">("a@example.com"));
  const auto c2 = Customer::make(kp::arg<"customerId">(2), kp::arg<"email">("a@example.com"));
  const auto o = Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 10 / 1d),
                             kp::arg<"orderId">(1));
  CHECK(Read(c1) == Read(c1));
  CHECK(Read(c1) != Read(c2));
  CHECK(Read(c1) != Read(o));
  CHECK(Read(o) == Read(o));
}

TEST_CASE("entity_variant constructs and destroys each held value exactly once") {
  counted::alive = 0;
  counted::copies = 0;
  {
    AB a = counted("a");
    AB b = std::pair(counted("b"), 7);
    CHECK(counted::alive == 2);
    AB a2 = a;  // copy
    CHECK(counted::copies == 1);
    CHECK(a2 == a);
    AB b2 = std::move(b);  // move: b still holds a (moved-from) value
    CHECK(counted::alive == 4);
    CHECK(b2.get<B>().second == 7);
    CHECK(b2.get<B>().first.text == "b");

    a2 = b2;  // copy-assign across entities
    CHECK(a2.index() == 1);
    CHECK(a2 == b2);
    CHECK(counted::alive == 4);
    a2 = std::move(a);  // move-assign across entities
    CHECK(a2.index() == 0);
    CHECK(a2.get<A>().text == "a");
    CHECK(counted::alive == 4);
    AB& same = a2;
    a2 = same;  // self-assignment keeps the value
    CHECK(a2.get<A>().text == "a");
    a2 = std::move(same);
    CHECK(a2.get<A>().text == "a");
    CHECK(counted::alive == 4);
  }
  CHECK(counted::alive == 0);
}
