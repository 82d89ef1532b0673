// Scenario: a customer's partition holds a profile, named addresses (free text from users) and
// orders sorted by date, then by a zero-padded order number.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "plan.hpp"

namespace example {

namespace {

using namespace std::chrono_literals;
using std::chrono::year_month_day;

using CustomerKey = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using ProfileKey = kp::key<"PROFILE">;
using AddressKey = kp::key<"ADDRESS#{name}", kp::string<64>>;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
static_assert(kp::table<ProfileKey, AddressKey, OrderKey>::size == 3);  // pairwise disjoint

constexpr const char* scenario = "customers";

// Reserved bytes, spaces, control bytes, prefixes of each other, and text up to U+10FFFF.
const std::string_view address_names[] = {"HOME",
                                          "HOME#2",
                                          "HOME 2",
                                          "HOME2",
                                          "HOMEX",
                                          "home",
                                          "WORK",
                                          "",
                                          "#",
                                          "$",
                                          "%",
                                          "%23",
                                          " ",
                                          "\x01",
                                          "\x1f",
                                          "1",
                                          "10",
                                          "2",
                                          "\xC3\xA9",
                                          "\xE6\x97\xA5\xE6\x9C\xAC",
                                          "\xF4\x8F\xBF\xBF",
                                          "\xF4\x8F\xBF\xBF\xF4\x8F\xBF\xBF"};
// Month and year boundaries, and a leap day.
const year_month_day order_dates[] = {2024y / 2 / 29d,  2025y / 12 / 31d, 2026y / 1 / 1d,
                                      2026y / 1 / 31d,  2026y / 2 / 1d,   2026y / 2 / 28d,
                                      2026y / 3 / 1d,   2026y / 9 / 30d,  2026y / 10 / 1d,
                                      2026y / 10 / 31d, 2026y / 11 / 1d,  2026y / 12 / 31d};
const std::uint64_t order_numbers[] = {0, 1, 10, 42, 43, 9999999999};
const year_month_day busy_day = 2026y / 10 / 1d;  // has every order number

// The canonical text of a date, written here without the library.
std::string text(year_month_day d) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
  return buffer;
}

template <class Test>
wanted address(Test test) {
  return decodes_as<AddressKey>([test](const auto& v) { return test(v.template get<0>()); });
}
template <class Test>
wanted order(Test test) {
  return decodes_as<OrderKey>(
      [test](const auto& v) { return test(v.template get<0>(), v.template get<1>()); });
}

}  // namespace

void customers_and_orders(plan& p) {
  for (const std::uint64_t customer : {4u, 42u, 420u}) {
    const std::string pk = CustomerKey::encode(customer);
    p.add(scenario, "profile", {{"pk", pk}, {"sk", ProfileKey::encode()}});
    if (customer == 420) continue;
    for (std::string_view name : address_names) {
      if (customer == 4 && name != "HOME") continue;
      p.add(scenario, "address", {{"pk", pk}, {"sk", AddressKey::encode(name)}});
    }
    for (const year_month_day& date : order_dates) {
      for (const std::uint64_t number : order_numbers) {
        if (date != busy_day && number != 1 && number != 10) continue;
        if (customer == 4 && number != 1) continue;
        p.add(scenario, "order", {{"pk", pk}, {"sk", OrderKey::encode(date, number)}});
      }
    }
  }

  const std::string pk = CustomerKey::encode(42);
  const auto on_busy_day = [](auto test) {
    return order([test](year_month_day d, std::uint64_t n) { return d == busy_day && test(n); });
  };

  p.query(scenario, "a small customer's partition", CustomerKey::encode(4), {}, everything());
  p.query(scenario, "a profile", CustomerKey::encode(420),
          kp::key_condition::equals(ProfileKey::encode()),
          decodes_as<ProfileKey>([](const auto&) { return true; }));

  // Addresses: free text, compared as UTF-8 bytes.
  p.query(scenario, "every address", pk, AddressKey::prefix(),
          address([](std::string_view) { return true; }));
  p.query(scenario, "addresses starting with HOME (partial)", pk,
          AddressKey::prefix(kp::partial("HOME")),
          address([](std::string_view n) { return n.starts_with("HOME"); }));
  p.query(scenario, "addresses starting with % (partial)", pk, AddressKey::prefix(kp::partial("%")),
          address([](std::string_view n) { return n.starts_with("%"); }));
  p.query(scenario, "addresses starting with U+65E5 (partial)", pk,
          AddressKey::prefix(kp::partial("\xE6\x97\xA5")),
          address([](std::string_view n) { return n.starts_with("\xE6\x97\xA5"); }));
  p.query(scenario, "the address HOME alone (family)", pk, AddressKey::family("HOME"),
          address([](std::string_view n) { return n == "HOME"; }));
  p.query(scenario, "the empty address name", pk, kp::key_condition::equals(AddressKey::encode("")),
          address([](std::string_view n) { return n.empty(); }));
  p.query(scenario, "addresses after HOME", pk, AddressKey::range(kp::greater("HOME")),
          address([](std::string_view n) { return n > "HOME"; }));
  p.query(scenario, "addresses from HOME on", pk, AddressKey::range(kp::at_least("HOME")),
          address([](std::string_view n) { return n >= "HOME"; }));
  p.query(scenario, "addresses before HOME", pk, AddressKey::range(kp::less("HOME")),
          address([](std::string_view n) { return n < "HOME"; }));
  p.query(scenario, "addresses up to 10", pk, AddressKey::range(kp::at_most("10")),
          address([](std::string_view n) { return n <= "10"; }));
  p.query(scenario, "addresses from 1 to 2", pk, AddressKey::range(kp::between("1", "2")),
          address([](std::string_view n) { return n >= "1" && n <= "2"; }));
  p.query(scenario, "addresses from the empty name to $", pk,
          AddressKey::range(kp::between("", "$")),
          address([](std::string_view n) { return n <= "$"; }));
  p.query(scenario, "addresses from U+0001 on", pk, AddressKey::range(kp::at_least("\x01")),
          address([](std::string_view n) { return n >= "\x01"; }));
  p.query(scenario, "addresses after U+10FFFF", pk,
          AddressKey::range(kp::greater("\xF4\x8F\xBF\xBF")),
          address([](std::string_view n) { return n > "\xF4\x8F\xBF\xBF"; }));
  p.query(scenario, "addresses before the empty name (empty)", pk, AddressKey::range(kp::less("")),
          [](std::string_view) { return false; });

  // Orders: by date text (partial), by date range, by number within one day.
  p.query(scenario, "every order", pk, OrderKey::prefix(),
          order([](year_month_day, std::uint64_t) { return true; }));
  for (const char* part : {"2026-10", "2026-1", "2026-0", "2025", "2024-02-29"}) {
    p.query(scenario, std::string("orders of ") + part + " (partial)", pk,
            OrderKey::prefix(kp::partial(part)),
            order([part](year_month_day d, std::uint64_t) { return text(d).starts_with(part); }));
  }
  p.query(scenario, "orders of one day", pk, OrderKey::prefix(busy_day),
          on_busy_day([](std::uint64_t) { return true; }));
  p.query(scenario, "orders 40-49 of one day (partial)", pk,
          OrderKey::prefix(busy_day, kp::partial("000000004")),
          on_busy_day([](std::uint64_t n) { return n >= 40 && n <= 49; }));
  p.query(scenario, "one order (family)", pk, OrderKey::family(busy_day, 42),
          on_busy_day([](std::uint64_t n) { return n == 42; }));

  const auto dates = [](auto test) {
    return order([test](year_month_day d, std::uint64_t) { return test(d); });
  };
  p.query(scenario, "orders across the new year", pk,
          OrderKey::range(kp::between(2025y / 12 / 31d, 2026y / 1 / 1d)),
          dates([](year_month_day d) { return d >= 2025y / 12 / 31d && d <= 2026y / 1 / 1d; }));
  p.query(scenario, "orders after January 2026", pk, OrderKey::range(kp::greater(2026y / 1 / 31d)),
          dates([](year_month_day d) { return d > 2026y / 1 / 31d; }));
  p.query(scenario, "orders from February 2026 on", pk,
          OrderKey::range(kp::at_least(2026y / 2 / 1d)),
          dates([](year_month_day d) { return d >= 2026y / 2 / 1d; }));
  p.query(scenario, "orders before March 2026", pk, OrderKey::range(kp::less(2026y / 3 / 1d)),
          dates([](year_month_day d) { return d < 2026y / 3 / 1d; }));
  p.query(scenario, "orders up to the end of 2025", pk,
          OrderKey::range(kp::at_most(2025y / 12 / 31d)),
          dates([](year_month_day d) { return d <= 2025y / 12 / 31d; }));
  p.query(scenario, "orders of October 2026", pk,
          OrderKey::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 31d)),
          dates([](year_month_day d) { return d >= 2026y / 10 / 1d && d <= 2026y / 10 / 31d; }));
  p.query(scenario, "orders before year 0000 (empty)", pk, OrderKey::range(kp::less(0y / 1 / 1d)),
          [](std::string_view) { return false; });

  p.query(scenario, "orders after number 42 that day", pk,
          OrderKey::range(busy_day, kp::greater(42)),
          on_busy_day([](std::uint64_t n) { return n > 42; }));
  p.query(scenario, "orders from number 42 that day", pk,
          OrderKey::range(busy_day, kp::at_least(42)),
          on_busy_day([](std::uint64_t n) { return n >= 42; }));
  p.query(scenario, "orders before number 10 that day", pk, OrderKey::range(busy_day, kp::less(10)),
          on_busy_day([](std::uint64_t n) { return n < 10; }));
  p.query(scenario, "orders up to number 10 that day", pk,
          OrderKey::range(busy_day, kp::at_most(10)),
          on_busy_day([](std::uint64_t n) { return n <= 10; }));
  p.query(scenario, "orders 1 to 42 that day", pk, OrderKey::range(busy_day, kp::between(1, 42)),
          on_busy_day([](std::uint64_t n) { return n >= 1 && n <= 42; }));
  p.query(scenario, "order 10 alone as a range", pk, OrderKey::range(busy_day, kp::between(10, 10)),
          on_busy_day([](std::uint64_t n) { return n == 10; }));
  p.query(scenario, "orders after the greatest number (empty)", pk,
          OrderKey::range(busy_day, kp::greater(9999999999)),
          [](std::string_view) { return false; });
  p.query(scenario, "orders before number 0 (empty)", pk, OrderKey::range(busy_day, kp::less(0)),
          [](std::string_view) { return false; });
}

}  // namespace example
