// Fuzz target: Schema::resume never accepts a cursor outside the query it resumes. Every cursor
// it accepts must be the canonical text of its start key, and that key's values, decoded with
// the entities' layouts (or, on the native index, read as the typed attributes they are), must
// satisfy the query as typed values (dates and ids compared as such, not as key bytes): an
// independent model of "inside the query".
//
// Input: a mode byte and a query selector byte, then
//   mode 0: the cursor text itself;
//   mode 1: attributes (a name chosen from the schema's, a type S or N and a raw value each),
//           written with Schema::try_cursor;
//   mode 2: an order's values, its keys on the query's index written as a cursor, then one
//           byte changed at a chosen position (or none).
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_support.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;
using std::chrono::year_month_day;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
// A native index: its page ends carry the order's own typed attributes (cursor text version 2).
using ByDay = kp::native_index<"gsi3", kp::partition<"customerId">, kp::sort<"date", "orderId">>;
using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"name", kp::string<40>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
               kp::field<"orderId", kp::uint<10>>, kp::optional_field<"status", kp::string<16>>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">, kp::keys<ByDay>>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByDay>, Customer, Order>;

constexpr year_month_day lo = 2026y / 1 / 10d, hi = 2026y / 2 / 10d;

constexpr std::size_t query_count = 7;

const ddb::query_parts& query(std::size_t which) {
  static const ddb::query_parts queries[] = {
      Order::query<ByStatus>(kp::arg<"status">("NEW"), kp::arg<"date">(kp::between(lo, hi))),
      Order::query<ByStatus>(kp::arg<"status">("NEW"), kp::arg<"date">(kp::partial("2026-01"))),
      Shop::query<Primary>(kp::arg<"customerId">(42)),
      Order::query<Primary>(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 1 / 15d)),
      Customer::query<Primary>(kp::arg<"customerId">(7)),
      Order::query<ByDay>(kp::arg<"customerId">(42), kp::arg<"date">(kp::between(lo, hi))),
      Order::query<ByDay>(kp::arg<"customerId">(42), kp::arg<"date">(kp::partial("2026-01"))),
  };
  static_assert(sizeof(queries) / sizeof(queries[0]) == query_count);
  return queries[which % query_count];
}

// Decimal digits (at least one, at most 19); nothing for any other text.
std::optional<std::uint64_t> plain_digits(std::string_view text) {
  if (text.empty() || text.size() > 19) return std::nullopt;
  std::uint64_t n = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return n;
}

// An unsigned integer as an N attribute writes it (no leading zero) of at most `digits` digits.
std::optional<std::uint64_t> plain_number(std::string_view text, std::size_t digits) {
  if (text.size() > digits || (text.size() > 1 && text[0] == '0')) return std::nullopt;
  return plain_digits(text);
}

// A day as YYYY-MM-DD (a valid date of years 0000-9999); nothing for any other text.
std::optional<year_month_day> plain_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const auto y = plain_digits(text.substr(0, 4));
  const auto m = plain_digits(text.substr(5, 2));
  const auto d = plain_digits(text.substr(8, 2));
  if (!y || !m || !d) return std::nullopt;
  const year_month_day day{std::chrono::year(static_cast<int>(*y)),
                           std::chrono::month(static_cast<unsigned>(*m)),
                           std::chrono::day(static_cast<unsigned>(*d))};
  if (!day.ok()) return std::nullopt;
  return day;
}

// Whether `key`, a page end on the native index, is inside native query `which`: exactly the
// table's keys (an order's) and the index's three attributes, customer 42 as N, a day as S inside
// the query's days, an order number as N.
bool inside_native(std::size_t which, const ddb::item& key) {
  const auto typed = [&key](const char* name, kp::attribute_kind kind) -> const std::string* {
    const ddb::attribute_value* a = key.find(name);
    return a != nullptr && a->type() == kind ? &a->text : nullptr;
  };
  const std::string* pk = typed("pk", kp::attribute_kind::S);
  const std::string* sk = typed("sk", kp::attribute_kind::S);
  const std::string* customer = typed("customerId", kp::attribute_kind::N);
  const std::string* date = typed("date", kp::attribute_kind::S);
  const std::string* order = typed("orderId", kp::attribute_kind::N);
  if (key.size() != 5 || !pk || !sk || !customer || !date || !order) return false;
  if (!Order::layout<Primary>::partition::decode(*pk) ||
      !Order::layout<Primary>::sort::decode(*sk)) {
    return false;
  }
  const std::optional<year_month_day> day = plain_date(*date);
  if (*customer != "42" || !day || !plain_number(*order, 10)) return false;
  if (which % query_count == 5) return *day >= lo && *day <= hi;
  return day->year() == 2026y && day->month() == std::chrono::January;
}

// Whether `key` is inside query `which`, from the typed values its keys decode to.
bool inside(std::size_t which, const ddb::item& key) {
  const auto text = [&key](const char* name) -> std::string_view {
    const ddb::attribute_value* a = key.find(name);
    return a != nullptr ? std::string_view(a->text) : std::string_view();
  };
  using OrderTable = Order::layout<Primary>;
  using OrderStatus = Order::layout<ByStatus>;
  switch (which % query_count) {
    case 0:
    case 1: {
      const auto partition = OrderStatus::partition::decode(text("gsi1pk"));
      const auto sort = OrderStatus::sort::decode(text("gsi1sk"));
      if (!partition || !sort || !OrderTable::partition::decode(text("pk")) ||
          !OrderTable::sort::decode(text("sk"))) {
        return false;
      }
      const year_month_day day = sort->template get<0>();
      if (partition->template get<0>() != "NEW") return false;
      if (which % query_count == 0) return day >= lo && day <= hi;
      return day.year() == 2026y && day.month() == std::chrono::January;
    }
    case 2: {
      const auto order = OrderTable::partition::decode(text("pk"));
      const auto customer = Customer::layout<Primary>::partition::decode(text("pk"));
      const bool order_sort = OrderTable::sort::decode(text("sk")).has_value();
      const bool customer_sort = Customer::layout<Primary>::sort::decode(text("sk")).has_value();
      return (order && order_sort && order->template get<0>() == 42) ||
             (customer && customer_sort && customer->template get<0>() == 42);
    }
    case 3: {
      const auto partition = OrderTable::partition::decode(text("pk"));
      const auto sort = OrderTable::sort::decode(text("sk"));
      return partition && sort && partition->template get<0>() == 42 &&
             sort->template get<0>() == 2026y / 1 / 15d;
    }
    case 4: {
      const auto partition = Customer::layout<Primary>::partition::decode(text("pk"));
      return partition && partition->template get<0>() == 7 &&
             Customer::layout<Primary>::sort::decode(text("sk")).has_value();
    }
    default:
      return inside_native(which, key);
  }
}

constexpr std::string_view attribute_names[] = {"pk",     "sk",         "gsi1pk", "gsi1sk",
                                                "gsi2pk", "customerId", "date",   "orderId"};
const char* const statuses[] = {"NEW", "OLD", "NEW#", "N", "NEW\xF4\x8F\xBF\xBF"};

std::optional<std::string> order_cursor(kf::reader& in, std::size_t which) {
  const std::uint64_t customer = in.byte() % 2 == 0 ? 42 : in.byte();
  const auto day = std::chrono::sys_days{2026y / 1 / 1d} + std::chrono::days{in.byte() % 64};
  const auto o = Order::make(kp::arg<"customerId">(customer), kp::arg<"date">(year_month_day{day}),
                             kp::arg<"orderId">(in.u64() % 10000000000ULL),
                             kp::arg<"status">(statuses[in.byte() % std::size(statuses)]));
  const ddb::item it = Order::item(o);
  ddb::item key;
  const std::size_t q = which % query_count;
  for (const char* name : {"pk", "sk", "gsi1pk", "gsi1sk", "customerId", "date", "orderId"}) {
    const bool table = name == std::string_view("pk") || name == std::string_view("sk");
    const bool wanted = table || (q < 2 && name[0] == 'g') || (q >= 5 && name[0] != 'g');
    if (wanted && it.find(name) != nullptr) key.set(name, *it.find(name));
  }
  const auto text = Shop::try_cursor(key);
  if (!text) return std::nullopt;
  std::string out = *text;
  const std::size_t at = in.byte();
  if (at < out.size()) out[at] = static_cast<char>(in.byte());
  return out;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  kf::reader in(data, size);
  const std::uint8_t mode = in.byte() % 3;
  const std::size_t which = in.byte();
  std::optional<std::string> text;
  if (mode == 0) {
    text = std::string(in.rest());
  } else if (mode == 1) {
    ddb::item key;
    const std::size_t count = in.byte() % 6;
    for (std::size_t i = 0; i != count; ++i) {
      const std::string_view name = attribute_names[in.byte() % std::size(attribute_names)];
      const kp::attribute_kind kind =
          in.byte() % 2 == 0 ? kp::attribute_kind::S : kp::attribute_kind::N;
      key.set(name, {kind, std::string(in.take(in.byte()))});
    }
    const auto written = Shop::try_cursor(key);
    if (written) text = *written;
  } else {
    text = order_cursor(in, which);
  }
  if (!text) return 0;

  const ddb::query_parts& q = query(which);
  const kp::result<ddb::item> start = Shop::resume(q, *text);
  if (!start) {
    const kp::error_code code = start.error().code;
    kf::require(code == kp::error_code::bad_cursor || code == kp::error_code::foreign_cursor,
                "resume failed with another error than bad_cursor / foreign_cursor", *text);
    return 0;
  }
  kf::require(inside(which, *start), "resume accepted a key outside the query", *text,
              q.key_condition_expression);
  const auto again = Shop::try_cursor(*start);
  kf::require(again.has_value() && *again == *text,
              "resume accepted text that is not the canonical cursor of its key", *text);
  return 0;
}
