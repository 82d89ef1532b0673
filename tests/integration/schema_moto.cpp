// The schema layer (<keyplate/schema.hpp>) end to end, replayed against DynamoDB by
// schema_moto.py: one kp::schema of five entities on three indexes (the table, a sparse GSI and a
// partition-only GSI), a deterministic set of items full of awkward values, and a query for every
// access pattern, each with the primary keys it must return in DynamoDB's order, predicted from
// the generated values with plain C++ (never from the query's own bounds).
//
//   schema_moto plan [SEED]          JSON lines: seed, table (CreateTable body), index counts,
//                                    items (DynamoDB JSON), queries (Query bodies + expected keys)
//   schema_moto verify FILE [SEED]   FILE: one item per line as DynamoDB returned it; each must
//                                    be identified by Shop::identify as the entity and values that
//                                    wrote it. Exit 1 on any mismatch.
//   schema_moto pager                one JSON request per stdin line, one answer per stdout line:
//                                    {"op": "cursor", "key": LastEvaluatedKey} -> {"cursor": text}
//                                    {"op": "resume", "query": Query body, "cursor": text} ->
//                                    {"start": ExclusiveStartKey} or {"error": "foreign_cursor"}
//
// The seed only drives the random parts of ULIDs and UUIDs and a few choices of filler values;
// every adversarial value is placed deterministically. Default seed: 20261001.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <iostream>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "drivers.hpp"
#include "support/splitmix64.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using namespace std::chrono_literals;
using std::chrono::year_month_day;

namespace {

// ---- The schema -------------------------------------------------------------------------------
using Primary = kp::index<"pk", "sk">;
using ByState = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // sparse: optional fields only
using ByRef = kp::index<"gsi2pk", "", "gsi2">;          // partition key only

enum class status { cancelled, delivered, open, shipped };
using Status = kp::enumeration<status, "CANCELLED", "DELIVERED", "OPEN", "SHIPPED">;
using ms_time = std::chrono::sys_time<std::chrono::milliseconds>;
using Millis = kp::timestamp<std::chrono::milliseconds>;

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"email", kp::string<254>>,
                          kp::field<"name", kp::string<64>>, kp::field<"since", kp::date>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">,
               kp::keys<ByRef, "EMAIL#{email}">>;
using Address =
    kp::entity<"Address",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"label", kp::string<64>>,
                          kp::field<"city", kp::string<64>>, kp::field<"preferred", kp::boolean>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ADDRESS#{label}">>;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::optional_field<"status", Status>,
                          kp::field<"cartId", kp::uuid>, kp::field<"note", kp::string<200>>,
                          kp::field<"total", kp::uint<>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
               kp::keys<ByState, "STATUS#{status}", "{date}#{orderId}">,
               kp::keys<ByRef, "CART#{cartId}">>;
using Product =
    kp::entity<"Product",
               kp::fields<kp::field<"sku", kp::string<32>>, kp::field<"title", kp::string<100>>,
                          kp::field<"price", kp::uint<>>, kp::field<"active", kp::boolean>>,
               kp::keys<Primary, "PRODUCT#{sku}", "#DETAILS">>;
using Review = kp::entity<
    "Review",
    kp::fields<kp::field<"sku", kp::string<32>>, kp::field<"at", Millis>,
               kp::field<"reviewId", kp::ulid>, kp::field<"rating", kp::uint<1>>,
               kp::optional_field<"flag", kp::string<16>>, kp::field<"body", kp::string<300>>>,
    kp::keys<Primary, "PRODUCT#{sku}", "REVIEW#{at}#{reviewId}">,
    kp::keys<ByState, "FLAG#{flag}", "{sku}#{at}">>;

using Shop =
    kp::schema<kp::indexes<Primary, ByState, ByRef>, Customer, Address, Order, Product, Review>;
static_assert(Shop::valid);
static_assert(Order::layout<ByState>::sparse && Review::layout<ByState>::sparse);
static_assert(!Order::layout<ByRef>::sparse && !Customer::layout<ByRef>::sparse);

// ---- Values by entity, without the library --------------------------------------------------
template <class V>
struct entity_of;
template <class E, class T>
struct entity_of<kp::entity_values<E, T>> {
  using type = E;
};
template <class V>
using entity_t = typename entity_of<std::decay_t<V>>::type;

template <class V, kp::fixed_string Field>
constexpr bool has_field = entity_t<V>::field_index(Field.view()) < entity_t<V>::field_count;

template <class V>
std::string_view entity_name(const V&) {
  return entity_t<V>::name;
}
std::string_view entity_name(const Shop::values& v) {
  return v.visit([](const auto& x) { return entity_name(x); });
}

// Canonical texts, written here with snprintf.
std::string date_text(year_month_day d) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
  return buffer;
}
std::string ms_text(ms_time t) {
  const auto day = std::chrono::floor<std::chrono::days>(t);
  const long long ms = (t - day).count();
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%sT%02lld:%02lld:%02lld.%03lldZ",
                date_text(year_month_day{day}).c_str(), ms / 3600000, ms / 60000 % 60,
                ms / 1000 % 60, ms % 1000);
  return buffer;
}
std::string padded10(std::uint64_t n) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%010llu", static_cast<unsigned long long>(n));
  return buffer;
}
ms_time at(year_month_day d, std::chrono::milliseconds since_midnight) {
  return ms_time{std::chrono::sys_days{d}} + since_midnight;
}
constexpr std::chrono::milliseconds last_ms = 24h - 1ms;

using keyplate_test::splitmix64;

constexpr std::string_view crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// A ULID: 10 Crockford digits of the millisecond time, 16 random ones.
std::string make_ulid(ms_time t, splitmix64& rng) {
  constexpr std::string_view digits = crockford;
  std::string text(26, '0');
  auto ms = static_cast<std::uint64_t>(t.time_since_epoch().count());
  for (int i = 9; i >= 0; --i, ms /= 32) text[static_cast<std::size_t>(i)] = digits[ms % 32];
  for (std::size_t i = 10; i != 26; ++i) text[i] = digits[rng.next() % 32];
  return text;
}
std::string make_uuid(splitmix64& rng) {
  constexpr std::string_view hex = "0123456789abcdef";
  std::string text;
  for (std::size_t i = 0; i != 36; ++i) {
    text += (i == 8 || i == 13 || i == 18 || i == 23) ? '-' : hex[rng.next() % 16];
  }
  return text;
}
std::string upper(std::string s) {
  for (char& c : s) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return s;
}

// ---- Awkward values ---------------------------------------------------------------------------
// Reserved bytes, spaces, the empty string, controls, prefixes of each other ('1', '10'),
// neighbours differing in their last byte, and text up to U+10FFFF.
constexpr std::string_view u10ffff = "\xF4\x8F\xBF\xBF";
constexpr std::string_view u10fffe = "\xF4\x8F\xBF\xBE";  // differs from U+10FFFF in the last byte
const std::vector<std::string_view> tricky = {"HOME",     "HOME#2",
                                              "HOME 2",   "HOME1",
                                              "HOME2",    "HOMEX",
                                              "home",     "",
                                              "#",        "##",
                                              "$",        "%",
                                              "%23",      "%%",
                                              " ",        "  ",
                                              "a b",      "1",
                                              "10",       "100",
                                              "2",        "\x01",
                                              "\xC3\xA9", u10fffe,
                                              u10ffff,    "\xF4\x8F\xBF\xBF\xF4\x8F\xBF\xBF",
                                              "$#%"};
const std::vector<std::string_view> skus = {"SKU-A", "SKU-B", "1",        "10",    "2",   "",
                                            "#",     "%",     "$",        " ",     "a b", u10ffff,
                                            u10fffe, "%23",   "\xC3\xA9", "SKU-A#"};
// Month ends, the day after, a leap day.
const std::vector<year_month_day> order_dates = {
    2024y / 2 / 29d, 2025y / 12 / 31d, 2026y / 1 / 1d,   2026y / 1 / 31d,
    2026y / 2 / 1d,  2026y / 2 / 28d,  2026y / 3 / 1d,   2026y / 4 / 30d,
    2026y / 10 / 1d, 2026y / 10 / 31d, 2026y / 12 / 31d, 2026y / 11 / 1d};
const std::vector<std::uint64_t> order_numbers = {0, 1, 2, 9, 10, 11, 19, 100, 9999999999};
const year_month_day busy_day = 2026y / 10 / 1d;
const std::vector<ms_time> review_times = {
    at(2024y / 2 / 29d, 12h),       at(2025y / 12 / 31d, last_ms),
    at(2026y / 1 / 1d, 0ms),        at(2026y / 1 / 31d, last_ms - 1ms),
    at(2026y / 1 / 31d, last_ms),   at(2026y / 2 / 1d, 0ms),
    at(2026y / 2 / 28d, last_ms),   at(2026y / 3 / 1d, 0ms),
    at(2026y / 12 / 31d, last_ms),  at(2026y / 10 / 1d, 10h + 1ms),
    at(2026y / 10 / 1d, 10h + 10ms)};
const ms_time twin_time = at(2026y / 1 / 31d, last_ms);  // two reviews at this instant
const std::vector<std::optional<std::string_view>> flags = {
    std::nullopt, "spam", std::nullopt, "", "#", std::nullopt, "a b", "spam2", u10ffff};
const std::vector<std::optional<status>> statuses = {
    std::nullopt,      status::open, status::shipped, status::delivered,
    status::cancelled, std::nullopt, status::open};
const std::vector<std::uint64_t> totals = {0, 1, 10, 18446744073709551615u, 42, 9999999999};

// ---- The generated items ----------------------------------------------------------------------
struct stored {
  Shop::values values;
  ddb::item item;
};

struct generated {
  std::uint64_t seed = 0;
  std::vector<stored> items;
  std::map<std::pair<std::string, std::string>, std::size_t> by_key;  // (pk, sk) -> items[i]
  std::vector<std::string> carts;                                     // canonical (lowercase)
  std::vector<std::pair<std::string, std::string>> twins;             // (sku, reviewId) pairs

  template <class E>
  void add(const typename E::values& v) {
    ddb::item it = E::item(v);
    const std::string pk = it.find(Primary::partition_attribute)->text;
    const std::string sk = it.find(Primary::sort_attribute)->text;
    if (!by_key.emplace(std::pair(pk, sk), items.size()).second) {
      throw std::runtime_error("two generated items share the primary key " + pk + " / " + sk);
    }
    items.push_back({Shop::values(v), std::move(it)});
  }
};

constexpr std::uint64_t customer_ids[] = {1, 10, 100, 2, 42, 9999999999, 18446744073709551615u};

generated generate(std::uint64_t seed) {
  generated g;
  g.seed = seed;
  splitmix64 rng(seed);
  const auto pick = [&rng](const auto& list) -> const auto& {
    return list[rng.next() % list.size()];
  };

  // Customers, several sharing an email (gsi2 partitions of more than one item).
  const std::string_view emails[] = {"a@x.io", "a@x.io", "a@x.ip", "", "#%$ @x", "a@x.io", ""};
  const year_month_day since[] = {2024y / 2 / 29d, 2026y / 1 / 31d, 2025y / 12 / 31d,
                                  2026y / 2 / 28d, 2026y / 3 / 1d,  2026y / 12 / 31d,
                                  2026y / 1 / 1d};
  for (std::size_t i = 0; i != std::size(customer_ids); ++i) {
    g.add<Customer>(Customer::make(
        kp::arg<"customerId">(customer_ids[i]), kp::arg<"email">(emails[i]),
        kp::arg<"name">(tricky[(i * 5) % tricky.size()]), kp::arg<"since">(since[i])));
  }
  // One more customer per awkward email, so gsi2 sees each of them.
  std::uint64_t next_id = 500;
  for (const std::string_view e :
       {u10ffff, u10fffe, std::string_view("%23"), std::string_view(" ")}) {
    g.add<Customer>(Customer::make(kp::arg<"customerId">(next_id++), kp::arg<"email">(e),
                                   kp::arg<"name">(e), kp::arg<"since">(2026y / 2 / 28d)));
  }

  // Addresses: every awkward label for customer 42, a few for 1 and 10.
  for (std::size_t i = 0; i != tricky.size(); ++i) {
    g.add<Address>(Address::make(kp::arg<"customerId">(42), kp::arg<"label">(tricky[i]),
                                 kp::arg<"city">(pick(tricky)), kp::arg<"preferred">(i % 3 == 0)));
  }
  for (const std::uint64_t c : {1u, 10u}) {
    for (const std::string_view label : {"HOME", "1", "10", "", "\xF4\x8F\xBF\xBF"}) {
      g.add<Address>(Address::make(kp::arg<"customerId">(c), kp::arg<"label">(label),
                                   kp::arg<"city">("Paris"), kp::arg<"preferred">(label == "1")));
    }
  }

  // Carts (gsi2 partitions): random UUIDs, two differing only in their last character.
  for (int i = 0; i != 19; ++i) g.carts.push_back(make_uuid(rng));
  std::string twin_cart = g.carts.back();
  twin_cart.back() = twin_cart.back() == '0' ? '1' : '0';
  g.carts.push_back(twin_cart);

  // Orders: every number on three days for 42, 1 / 10 / 9999999999 on the others; fewer for the
  // other customers. Statuses cycle (some none).
  std::size_t n = 0;
  const auto order = [&](std::uint64_t customer, year_month_day d, std::uint64_t number) {
    const std::optional<status> st = statuses[n % statuses.size()];
    const std::string& cart = g.carts[rng.next() % g.carts.size()];
    // Half the carts are given in uppercase: make() stores them lowercase.
    const std::string cart_arg = n % 2 == 0 ? cart : upper(cart);
    const std::string_view note = tricky[n % tricky.size()];
    const std::uint64_t total = totals[n % totals.size()];
    ++n;
    if (st) {
      g.add<Order>(Order::make(kp::arg<"customerId">(customer), kp::arg<"date">(d),
                               kp::arg<"orderId">(number), kp::arg<"status">(*st),
                               kp::arg<"cartId">(cart_arg), kp::arg<"note">(note),
                               kp::arg<"total">(total)));
    } else {
      g.add<Order>(Order::make(kp::arg<"customerId">(customer), kp::arg<"date">(d),
                               kp::arg<"orderId">(number), kp::arg<"cartId">(cart_arg),
                               kp::arg<"note">(note), kp::arg<"total">(total)));
    }
  };
  for (const year_month_day& d : order_dates) {
    const bool every_number = d == busy_day || d == 2026y / 2 / 28d || d == 2026y / 12 / 31d;
    for (const std::uint64_t number : order_numbers) {
      if (every_number || number == 1 || number == 10 || number == 9999999999) {
        order(42, d, number);
      }
    }
  }
  for (const std::uint64_t c : customer_ids) {
    if (c == 42 || c == 100) continue;
    for (const year_month_day& d : order_dates) {
      for (const std::uint64_t number : {0u, 1u, 10u}) {
        if (number != 0 || c >= 9999999999) order(c, d, number);
      }
    }
  }
  order(100, busy_day, 1);
  order(100, busy_day, 10);

  // Products and their reviews; twin reviews (same instant, ULIDs differing in the last
  // character, same flag) make ties on gsi1's sort key.
  for (std::size_t i = 0; i != skus.size(); ++i) {
    g.add<Product>(Product::make(kp::arg<"sku">(skus[i]), kp::arg<"title">(tricky[i]),
                                 kp::arg<"price">(totals[i % totals.size()]),
                                 kp::arg<"active">(i % 2 == 0)));
  }
  std::size_t r = 0;
  const auto review = [&](std::string_view sku, ms_time t, const std::string& id,
                          std::optional<std::string_view> flag) {
    const auto rating = static_cast<std::uint64_t>(1 + r % 5);
    const std::string_view body = tricky[(r * 7) % tricky.size()];
    ++r;
    if (flag) {
      g.add<Review>(Review::make(kp::arg<"sku">(sku), kp::arg<"at">(t), kp::arg<"reviewId">(id),
                                 kp::arg<"rating">(rating), kp::arg<"flag">(*flag),
                                 kp::arg<"body">(body)));
    } else {
      g.add<Review>(Review::make(kp::arg<"sku">(sku), kp::arg<"at">(t), kp::arg<"reviewId">(id),
                                 kp::arg<"rating">(rating), kp::arg<"body">(body)));
    }
  };
  for (std::size_t i = 0; i != skus.size(); ++i) {
    const bool busy = i < 4;  // SKU-A, SKU-B, 1, 10: every time, and twins
    for (std::size_t k = 0; k != review_times.size(); ++k) {
      if (!busy && k % 4 != i % 4) continue;
      const ms_time t = review_times[k];
      const std::string id = make_ulid(t, rng);
      if (busy && t == twin_time) {
        // The twin: the same ULID but for its last character (a Crockford neighbour).
        std::string twin = id;
        twin.back() = crockford[crockford.find(twin.back()) ^ 1];
        review(skus[i], t, id, std::string_view("spam"));
        review(skus[i], t, twin, std::string_view("spam"));
        g.twins.emplace_back(std::string(skus[i]), std::min(id, twin));
      } else {
        review(skus[i], t, id, flags[(i + k) % flags.size()]);
      }
    }
  }
  return g;
}

// ---- Queries and their predictions ------------------------------------------------------------
template <class Index>
std::string index_label() {
  return Index::is_table ? std::string("table") : std::string(Index::name);
}

struct planner {
  const generated& g;
  std::ostream& out;
  std::size_t queries = 0;
  std::map<std::string, std::size_t> patterns;

  // Emits `q` with the keys of the generated items `wanted` selects (a predicate on values of
  // any entity), ordered by the index's sort key (its encoded bytes, DynamoDB's order), ties
  // left to Python to compare as a multiset.
  template <class Index, class Wanted>
  void emit(std::string_view entity, std::string_view pattern, std::string name,
            const ddb::query_parts& q, Wanted wanted) {
    std::vector<std::tuple<std::string, std::string, std::string>> rows;
    std::optional<std::string> partition;
    for (const stored& s : g.items) {
      if (!s.values.visit([&](const auto& v) { return static_cast<bool>(wanted(v)); })) {
        continue;
      }
      const ddb::attribute_value* p = s.item.find(Index::partition_attribute);
      if (p == nullptr) {
        throw std::runtime_error("query '" + name + "' predicts an item without " +
                                 std::string(Index::partition_attribute));
      }
      if (partition && *partition != p->text) {
        throw std::runtime_error("query '" + name + "' predicts items of two partitions");
      }
      partition = p->text;
      std::string order;
      if constexpr (Index::has_sort) order = s.item.find(Index::sort_attribute)->text;
      rows.emplace_back(std::move(order), s.item.find(Primary::partition_attribute)->text,
                        s.item.find(Primary::sort_attribute)->text);
    }
    // By the index's sort key, in unsigned bytes (std::string compares as unsigned char);
    // the primary key only makes ties print in a stable order.
    std::sort(rows.begin(), rows.end());
    json expected = json::array();
    for (const auto& [order, pk, sk] : rows) expected.push_back({order, pk, sk});
    out << json{{"kind", "query"},
                {"name", std::move(name)},
                {"entity", entity},
                {"index", index_label<Index>()},
                {"pattern", pattern},
                {"query", q},
                {"order_attribute", Index::sort_attribute},
                {"expected", std::move(expected)}}
               .dump()
        << '\n';
    ++queries;
    ++patterns[std::string(pattern)];
  }

  // A query of entity E: `wanted` sees E's values only.
  template <class E, class Index, class Wanted>
  void entity_query(std::string_view pattern, std::string name, const ddb::query_parts& q,
                    Wanted wanted) {
    emit<Index>(E::name, pattern, std::move(name), q, [&](const auto& v) {
      if constexpr (std::is_same_v<std::decay_t<decltype(v)>, typename E::values>) {
        return static_cast<bool>(wanted(v));
      } else {
        return false;
      }
    });
  }
};

std::string show(std::string_view text) {
  std::string out;
  for (const unsigned char c : text) {
    if (c < 0x20 || c >= 0x7F) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\x%02X", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  return "'" + out + "'";
}

void plan_queries(planner& p) {
  const generated& g = p.g;
  using kp::arg;

  // ---- Customer: table (sort template without fields), gsi2 by email -------------------------
  for (const std::uint64_t c : customer_ids) {
    p.entity_query<Customer, Primary>(
        "none", "customer " + std::to_string(c), Customer::query<Primary>(arg<"customerId">(c)),
        [c](const auto& v) { return v.template get<"customerId">() == c; });
  }
  for (const std::string_view e :
       {std::string_view("a@x.io"), std::string_view("a@x.ip"), std::string_view(""),
        std::string_view("#%$ @x"), u10ffff, u10fffe, std::string_view("%23"),
        std::string_view(" "), std::string_view("nobody@x")}) {
    p.entity_query<Customer, ByRef>("partition", "customers by email " + show(e),
                                    Customer::query<ByRef>(arg<"email">(e)),
                                    [e](const auto& v) { return v.template get<"email">() == e; });
  }

  // ---- Address: table, one string sort field --------------------------------------------------
  const auto address = [&](std::string_view pattern, std::string name, const ddb::query_parts& q,
                           auto test) {
    p.entity_query<Address, Primary>(pattern, std::move(name), q, [test](const auto& v) {
      return v.template get<"customerId">() == 42u && test(v.template get<"label">());
    });
  };
  address("none", "addresses of 42", Address::query<Primary>(arg<"customerId">(42)),
          [](const std::string&) { return true; });
  for (const std::string_view label : tricky) {
    address("all", "address " + show(label),
            Address::query<Primary>(arg<"customerId">(42), arg<"label">(label)),
            [label](const std::string& l) { return l == label; });
  }
  for (const std::string_view part :
       {std::string_view("HOME"), std::string_view("HOME#"), std::string_view("%"),
        std::string_view("1"), std::string_view(""), std::string_view("\xF4\x8F\xBF\xBF"),
        std::string_view("$")}) {
    address("partial", "addresses starting " + show(part),
            Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::partial(part))),
            [part](const std::string& l) { return l.starts_with(part); });
  }
  address("range", "addresses > HOME",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::greater("HOME"))),
          [](const std::string& l) { return l > "HOME"; });
  address("range", "addresses >= HOME",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::at_least("HOME"))),
          [](const std::string& l) { return l >= "HOME"; });
  address("range", "addresses < HOME",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::less("HOME"))),
          [](const std::string& l) { return l < "HOME"; });
  address("range", "addresses <= 10",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::at_most("10"))),
          [](const std::string& l) { return l <= "10"; });
  address("range", "addresses in [1, 2]",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::between("1", "2"))),
          [](const std::string& l) { return l >= "1" && l <= "2"; });
  address("range", "addresses in ['', $]",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::between("", "$"))),
          [](const std::string& l) { return l <= "$"; });
  address("range", "addresses > U+10FFFE",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::greater(u10fffe))),
          [](const std::string& l) { return l > u10fffe; });
  address("range", "addresses >= U+10FFFF",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::at_least(u10ffff))),
          [](const std::string& l) { return l >= u10ffff; });
  address("range", "addresses < '' (none)",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::less(""))),
          [](const std::string&) { return false; });
  address("range", "addresses <= ''",
          Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::at_most(""))),
          [](const std::string& l) { return l.empty(); });
  address(
      "range", "addresses in [HOME1, HOME2]",
      Address::query<Primary>(arg<"customerId">(42), arg<"label">(kp::between("HOME1", "HOME2"))),
      [](const std::string& l) { return l >= "HOME1" && l <= "HOME2"; });

  // ---- Order: table (date, orderId) -------------------------------------------------------------
  const auto order = [&](std::uint64_t customer, std::string_view pattern, std::string name,
                         const ddb::query_parts& q, auto test) {
    p.entity_query<Order, Primary>(pattern, std::move(name), q, [customer, test](const auto& v) {
      return v.template get<"customerId">() == customer &&
             test(v.template get<"date">(), v.template get<"orderId">());
    });
  };
  for (const std::uint64_t c :
       {std::uint64_t{42}, std::uint64_t{1}, std::uint64_t{100}, std::uint64_t{9999999999}}) {
    order(c, "none", "orders of " + std::to_string(c), Order::query<Primary>(arg<"customerId">(c)),
          [](year_month_day, std::uint64_t) { return true; });
  }
  for (const auto& [d, n] :
       {std::pair(busy_day, std::uint64_t{1}), std::pair(busy_day, std::uint64_t{10}),
        std::pair(2024y / 2 / 29d, std::uint64_t{9999999999}),
        std::pair(2026y / 12 / 31d, std::uint64_t{0}),
        std::pair(2026y / 2 / 28d, std::uint64_t{3})}) {
    order(42, "all", "order " + date_text(d) + " #" + std::to_string(n),
          Order::query<Primary>(arg<"customerId">(42), arg<"date">(d), arg<"orderId">(n)),
          [d, n](year_month_day dd, std::uint64_t nn) { return dd == d && nn == n; });
  }
  for (const year_month_day d : {busy_day, 2026y / 2 / 28d, 2026y / 2 / 27d}) {
    order(42, "leading", "orders of 42 on " + date_text(d),
          Order::query<Primary>(arg<"customerId">(42), arg<"date">(d)),
          [d](year_month_day dd, std::uint64_t) { return dd == d; });
  }
  order(1, "leading", "orders of 1 on " + date_text(busy_day),
        Order::query<Primary>(arg<"customerId">(1), arg<"date">(busy_day)),
        [](year_month_day dd, std::uint64_t) { return dd == busy_day; });
  for (const char* part : {"2026-02", "2026-1", "2026-0", "2025", "2024-02-29", "2026-01-3", "2"}) {
    order(42, "partial", std::string("orders of 42 in ") + part,
          Order::query<Primary>(arg<"customerId">(42), arg<"date">(kp::partial(part))),
          [part](year_month_day d, std::uint64_t) { return date_text(d).starts_with(part); });
  }
  for (const char* part : {"000000001", "00000000", "9", "0000000001"}) {
    order(42, "partial", std::string("orders of 42 on the busy day numbered ") + part + "...",
          Order::query<Primary>(arg<"customerId">(42), arg<"date">(busy_day),
                                arg<"orderId">(kp::partial(part))),
          [part](year_month_day d, std::uint64_t n) {
            return d == busy_day && padded10(n).starts_with(part);
          });
  }
  order(
      42, "range", "orders of 42 in [Jan 31, Feb 28] 2026",
      Order::query<Primary>(arg<"customerId">(42),
                            arg<"date">(kp::between(2026y / 1 / 31d, 2026y / 2 / 28d))),
      [](year_month_day d, std::uint64_t) { return d >= 2026y / 1 / 31d && d <= 2026y / 2 / 28d; });
  order(42, "range", "orders of 42 after 2025-12-31",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(kp::greater(2025y / 12 / 31d))),
        [](year_month_day d, std::uint64_t) { return d > 2025y / 12 / 31d; });
  order(42, "range", "orders of 42 from 2026-03-01",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(kp::at_least(2026y / 3 / 1d))),
        [](year_month_day d, std::uint64_t) { return d >= 2026y / 3 / 1d; });
  order(42, "range", "orders of 42 before 2026-03-01",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(kp::less(2026y / 3 / 1d))),
        [](year_month_day d, std::uint64_t) { return d < 2026y / 3 / 1d; });
  order(42, "range", "orders of 42 up to 2024-02-29",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(kp::at_most(2024y / 2 / 29d))),
        [](year_month_day d, std::uint64_t) { return d <= 2024y / 2 / 29d; });
  order(42, "range", "orders of 42 in [Dec 31, Dec 31] 2026",
        Order::query<Primary>(arg<"customerId">(42),
                              arg<"date">(kp::between(2026y / 12 / 31d, 2026y / 12 / 31d))),
        [](year_month_day d, std::uint64_t) { return d == 2026y / 12 / 31d; });
  order(42, "range", "orders of 42 before 0000-01-01 (none)",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(kp::less(0y / 1 / 1d))),
        [](year_month_day, std::uint64_t) { return false; });
  order(42, "range", "orders of 42 on the busy day numbered > 1",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(busy_day),
                              arg<"orderId">(kp::greater(1))),
        [](year_month_day d, std::uint64_t n) { return d == busy_day && n > 1; });
  order(42, "range", "orders of 42 on the busy day numbered < 10",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(busy_day),
                              arg<"orderId">(kp::less(10))),
        [](year_month_day d, std::uint64_t n) { return d == busy_day && n < 10; });
  order(
      42, "range", "orders of 42 on Feb 28 numbered in [1, 10]",
      Order::query<Primary>(arg<"customerId">(42), arg<"date">(2026y / 2 / 28d),
                            arg<"orderId">(kp::between(1, 10))),
      [](year_month_day d, std::uint64_t n) { return d == 2026y / 2 / 28d && n >= 1 && n <= 10; });
  order(42, "range", "orders of 42 on Dec 31 numbered >= 9999999999",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(2026y / 12 / 31d),
                              arg<"orderId">(kp::at_least(9999999999))),
        [](year_month_day d, std::uint64_t n) { return d == 2026y / 12 / 31d && n >= 9999999999; });
  order(42, "range", "orders of 42 on Dec 31 numbered <= 0",
        Order::query<Primary>(arg<"customerId">(42), arg<"date">(2026y / 12 / 31d),
                              arg<"orderId">(kp::at_most(0))),
        [](year_month_day d, std::uint64_t n) { return d == 2026y / 12 / 31d && n == 0; });

  // ---- Order: gsi1 by status (sparse), gsi2 by cart ---------------------------------------------
  const auto by_status = [&](status s, std::string_view pattern, std::string name,
                             const ddb::query_parts& q, auto test) {
    p.entity_query<Order, ByState>(pattern, std::move(name), q, [s, test](const auto& v) {
      return v.template get<"status">() == std::optional<status>(s) &&
             test(v.template get<"date">(), v.template get<"orderId">());
    });
  };
  const std::pair<status, const char*> every_status[] = {{status::cancelled, "CANCELLED"},
                                                         {status::delivered, "DELIVERED"},
                                                         {status::open, "OPEN"},
                                                         {status::shipped, "SHIPPED"}};
  for (const auto& [s, text] : every_status) {
    by_status(s, "none", std::string("orders ") + text, Order::query<ByState>(arg<"status">(s)),
              [](year_month_day, std::uint64_t) { return true; });
  }
  by_status(status::open, "leading", "OPEN orders on the busy day",
            Order::query<ByState>(arg<"status">(status::open), arg<"date">(busy_day)),
            [](year_month_day d, std::uint64_t) { return d == busy_day; });
  by_status(status::shipped, "leading", "SHIPPED orders on Feb 28",
            Order::query<ByState>(arg<"status">(status::shipped), arg<"date">(2026y / 2 / 28d)),
            [](year_month_day d, std::uint64_t) { return d == 2026y / 2 / 28d; });
  for (const auto& [s, text] : every_status) {
    by_status(s, "all", std::string(text) + " orders on the busy day #10",
              Order::query<ByState>(arg<"status">(s), arg<"date">(busy_day), arg<"orderId">(10)),
              [](year_month_day d, std::uint64_t n) { return d == busy_day && n == 10; });
  }
  for (const char* part : {"2026-1", "2026-02", "2024"}) {
    by_status(
        status::delivered, "partial", std::string("DELIVERED orders in ") + part,
        Order::query<ByState>(arg<"status">(status::delivered), arg<"date">(kp::partial(part))),
        [part](year_month_day d, std::uint64_t) { return date_text(d).starts_with(part); });
  }
  by_status(status::open, "partial", "OPEN orders on the busy day numbered 00000000...",
            Order::query<ByState>(arg<"status">(status::open), arg<"date">(busy_day),
                                  arg<"orderId">(kp::partial("00000000"))),
            [](year_month_day d, std::uint64_t n) { return d == busy_day && n < 100; });
  by_status(status::cancelled, "range", "CANCELLED orders from Feb 28 2026",
            Order::query<ByState>(arg<"status">(status::cancelled),
                                  arg<"date">(kp::at_least(2026y / 2 / 28d))),
            [](year_month_day d, std::uint64_t) { return d >= 2026y / 2 / 28d; });
  by_status(status::shipped, "range", "SHIPPED orders in [Dec 31 2025, Jan 31 2026]",
            Order::query<ByState>(arg<"status">(status::shipped),
                                  arg<"date">(kp::between(2025y / 12 / 31d, 2026y / 1 / 31d))),
            [](year_month_day d, std::uint64_t) {
              return d >= 2025y / 12 / 31d && d <= 2026y / 1 / 31d;
            });
  by_status(
      status::open, "range", "OPEN orders before 2026-01-01",
      Order::query<ByState>(arg<"status">(status::open), arg<"date">(kp::less(2026y / 1 / 1d))),
      [](year_month_day d, std::uint64_t) { return d < 2026y / 1 / 1d; });
  by_status(status::delivered, "range", "DELIVERED orders on the busy day numbered in [1, 10]",
            Order::query<ByState>(arg<"status">(status::delivered), arg<"date">(busy_day),
                                  arg<"orderId">(kp::between(1, 10))),
            [](year_month_day d, std::uint64_t n) { return d == busy_day && n >= 1 && n <= 10; });
  // Two carts, and the two differing only in their last character; odd ones asked in uppercase.
  for (const std::size_t i :
       {std::size_t{0}, std::size_t{1}, g.carts.size() - 2, g.carts.size() - 1}) {
    const std::string cart = i % 2 == 0 ? g.carts[i] : upper(g.carts[i]);
    const std::string canonical = g.carts[i];
    p.entity_query<Order, ByRef>(
        "partition", "orders of cart " + cart, Order::query<ByRef>(arg<"cartId">(cart)),
        [canonical](const auto& v) { return v.template get<"cartId">() == canonical; });
  }

  // ---- Product: table (sort template without fields) -------------------------------------------
  for (const std::string_view s : skus) {
    p.entity_query<Product, Primary>("none", "product " + show(s),
                                     Product::query<Primary>(arg<"sku">(s)),
                                     [s](const auto& v) { return v.template get<"sku">() == s; });
  }

  // ---- Review: table (at, reviewId) -------------------------------------------------------------
  const auto review = [&](std::string_view sku, std::string_view pattern, std::string name,
                          const ddb::query_parts& q, auto test) {
    p.entity_query<Review, Primary>(pattern, std::move(name), q, [sku, test](const auto& v) {
      return v.template get<"sku">() == sku &&
             test(v.template get<"at">(), v.template get<"reviewId">().view());
    });
  };
  for (const std::string_view s :
       {std::string_view("SKU-A"), std::string_view("1"), std::string_view("10"),
        std::string_view(""), u10ffff, std::string_view("SKU-A#")}) {
    review(s, "none", "reviews of " + show(s), Review::query<Primary>(arg<"sku">(s)),
           [](ms_time, std::string_view) { return true; });
  }
  for (const auto& [sku, id] : g.twins) {
    review(sku, "all", "review " + id,
           Review::query<Primary>(arg<"sku">(sku), arg<"at">(twin_time), arg<"reviewId">(id)),
           [id = id](ms_time t, std::string_view r) { return t == twin_time && r == id; });
    review(sku, "leading", "reviews of " + show(sku) + " at " + ms_text(twin_time),
           Review::query<Primary>(arg<"sku">(sku), arg<"at">(twin_time)),
           [](ms_time t, std::string_view) { return t == twin_time; });
    const std::string leading = id.substr(0, 25);
    review(sku, "partial", "reviews of " + show(sku) + " with id " + leading + "...",
           Review::query<Primary>(arg<"sku">(sku), arg<"at">(twin_time),
                                  arg<"reviewId">(kp::partial(leading))),
           [leading](ms_time t, std::string_view r) {
             return t == twin_time && r.starts_with(leading);
           });
    review(sku, "range", "reviews of " + show(sku) + " at the twin instant with id > " + id,
           Review::query<Primary>(arg<"sku">(sku), arg<"at">(twin_time),
                                  arg<"reviewId">(kp::greater(std::string_view(id)))),
           [id = id](ms_time t, std::string_view r) { return t == twin_time && r > id; });
    review(sku, "range", "reviews of " + show(sku) + " at the twin instant with id <= " + id,
           Review::query<Primary>(arg<"sku">(sku), arg<"at">(twin_time),
                                  arg<"reviewId">(kp::at_most(std::string_view(id)))),
           [id = id](ms_time t, std::string_view r) { return t == twin_time && r <= id; });
  }
  for (const char* part : {"2026-01-31T23:59:59.99", "2026-01-31T23:59:59.999", "2026-0", "2026-1",
                           "2026-10-01T10:00:00.01", "2"}) {
    review("SKU-A", "partial", std::string("reviews of SKU-A at ") + part + "...",
           Review::query<Primary>(arg<"sku">("SKU-A"), arg<"at">(kp::partial(part))),
           [part](ms_time t, std::string_view) { return ms_text(t).starts_with(part); });
  }
  const ms_time jan31_last = at(2026y / 1 / 31d, last_ms);
  const ms_time feb1 = at(2026y / 2 / 1d, 0ms);
  review("1", "range", "reviews of 1 in [Jan 31 23:59:59.999, Feb 1 00:00:00.000]",
         Review::query<Primary>(arg<"sku">("1"), arg<"at">(kp::between(jan31_last, feb1))),
         [&](ms_time t, std::string_view) { return t >= jan31_last && t <= feb1; });
  review("1", "range", "reviews of 1 after Jan 31 23:59:59.998",
         Review::query<Primary>(arg<"sku">("1"), arg<"at">(kp::greater(jan31_last - 1ms))),
         [&](ms_time t, std::string_view) { return t > jan31_last - 1ms; });
  review("10", "range", "reviews of 10 before 2026-01-01T00:00:00.000",
         Review::query<Primary>(arg<"sku">("10"), arg<"at">(kp::less(at(2026y / 1 / 1d, 0ms)))),
         [](ms_time t, std::string_view) { return t < at(2026y / 1 / 1d, 0ms); });
  review("10", "range", "reviews of 10 up to 2026-02-28T23:59:59.999",
         Review::query<Primary>(arg<"sku">("10"),
                                arg<"at">(kp::at_most(at(2026y / 2 / 28d, last_ms)))),
         [](ms_time t, std::string_view) { return t <= at(2026y / 2 / 28d, last_ms); });
  review("SKU-B", "range", "reviews of SKU-B from 2026-10-01T10:00:00.010",
         Review::query<Primary>(arg<"sku">("SKU-B"),
                                arg<"at">(kp::at_least(at(2026y / 10 / 1d, 10h + 10ms)))),
         [](ms_time t, std::string_view) { return t >= at(2026y / 10 / 1d, 10h + 10ms); });

  // ---- Review: gsi1 by flag (sparse), sort {sku}#{at} ------------------------------------------
  const auto by_flag = [&](std::string_view flag, std::string_view pattern, std::string name,
                           const ddb::query_parts& q, auto test) {
    p.entity_query<Review, ByState>(pattern, std::move(name), q, [flag, test](const auto& v) {
      const auto& f = v.template get<"flag">();
      return f.has_value() && *f == flag && test(v.template get<"sku">(), v.template get<"at">());
    });
  };
  for (const std::optional<std::string_view>& f : flags) {
    if (!f) continue;
    by_flag(*f, "none", "reviews flagged " + show(*f), Review::query<ByState>(arg<"flag">(*f)),
            [](const std::string&, ms_time) { return true; });
  }
  by_flag("nothing", "none", "reviews flagged 'nothing' (none)",
          Review::query<ByState>(arg<"flag">("nothing")),
          [](const std::string&, ms_time) { return false; });
  for (const std::string_view s :
       {std::string_view("SKU-A"), std::string_view("1"), std::string_view("")}) {
    by_flag("spam", "leading", "spam reviews of " + show(s),
            Review::query<ByState>(arg<"flag">("spam"), arg<"sku">(s)),
            [s](const std::string& sku, ms_time) { return sku == s; });
  }
  for (const std::string_view s : {std::string_view("SKU-A"), std::string_view("1")}) {
    by_flag("spam", "all", "spam reviews of " + show(s) + " at " + ms_text(twin_time),
            Review::query<ByState>(arg<"flag">("spam"), arg<"sku">(s), arg<"at">(twin_time)),
            [s](const std::string& sku, ms_time t) { return sku == s && t == twin_time; });
  }
  for (const std::string_view part :
       {std::string_view("1"), std::string_view("SKU-"), std::string_view("SKU-A"),
        std::string_view(""), std::string_view("%"), u10ffff}) {
    for (const std::string_view f : {std::string_view("spam"), std::string_view("#")}) {
      by_flag(f, "partial", "reviews flagged " + show(f) + " of skus starting " + show(part),
              Review::query<ByState>(arg<"flag">(f), arg<"sku">(kp::partial(part))),
              [part](const std::string& sku, ms_time) { return sku.starts_with(part); });
    }
  }
  by_flag("spam", "range", "spam reviews of skus in [1, 2]",
          Review::query<ByState>(arg<"flag">("spam"), arg<"sku">(kp::between("1", "2"))),
          [](const std::string& sku, ms_time) { return sku >= "1" && sku <= "2"; });
  by_flag("spam", "range", "spam reviews of skus > SKU-A",
          Review::query<ByState>(arg<"flag">("spam"), arg<"sku">(kp::greater("SKU-A"))),
          [](const std::string& sku, ms_time) { return sku > "SKU-A"; });
  by_flag("spam", "range", "spam reviews of skus < 10",
          Review::query<ByState>(arg<"flag">("spam"), arg<"sku">(kp::less("10"))),
          [](const std::string& sku, ms_time) { return sku < "10"; });
  by_flag("", "range", "reviews flagged '' of skus >= U+10FFFE",
          Review::query<ByState>(arg<"flag">(""), arg<"sku">(kp::at_least(u10fffe))),
          [](const std::string& sku, ms_time) { return sku >= u10fffe; });
  by_flag("spam", "range", "spam reviews of SKU-A before the twin instant",
          Review::query<ByState>(arg<"flag">("spam"), arg<"sku">("SKU-A"),
                                 arg<"at">(kp::less(twin_time))),
          [](const std::string& sku, ms_time t) { return sku == "SKU-A" && t < twin_time; });
  by_flag("spam", "range", "spam reviews of 1 in [Jan 1, Jan 31 23:59:59.999]",
          Review::query<ByState>(arg<"flag">("spam"), arg<"sku">("1"),
                                 arg<"at">(kp::between(at(2026y / 1 / 1d, 0ms), twin_time))),
          [](const std::string& sku, ms_time t) {
            return sku == "1" && t >= at(2026y / 1 / 1d, 0ms) && t <= twin_time;
          });

  // ---- Item collections: Shop::query<Index>(partition fields) ----------------------------------
  for (const std::uint64_t c : {42u, 1u, 100u}) {
    p.emit<Primary>("*", "collection", "the partition of customer " + std::to_string(c),
                    Shop::query<Primary>(arg<"customerId">(c)), [c](const auto& v) {
                      if constexpr (has_field<decltype(v), "customerId">) {
                        return v.template get<"customerId">() == c;
                      } else {
                        return false;
                      }
                    });
  }
  for (const std::string_view s : {std::string_view("SKU-A"), std::string_view(""), u10fffe}) {
    p.emit<Primary>("*", "collection", "the partition of product " + show(s),
                    Shop::query<Primary>(arg<"sku">(s)), [s](const auto& v) {
                      if constexpr (has_field<decltype(v), "sku">) {
                        return v.template get<"sku">() == s;
                      } else {
                        return false;
                      }
                    });
  }
  {
    const status s = status::shipped;
    p.emit<ByState>("*", "collection", "the gsi1 partition STATUS#SHIPPED",
                    Shop::query<ByState>(arg<"status">(s)), [s](const auto& v) {
                      if constexpr (has_field<decltype(v), "status">) {
                        return v.template get<"status">() == std::optional<status>(s);
                      } else {
                        return false;
                      }
                    });
  }
  for (const std::string_view f : {std::string_view("#"), std::string_view("")}) {
    p.emit<ByState>("*", "collection", "the gsi1 partition of flag " + show(f),
                    Shop::query<ByState>(arg<"flag">(f)), [f](const auto& v) {
                      if constexpr (has_field<decltype(v), "flag">) {
                        return v.template get<"flag">() == std::optional<std::string>(f);
                      } else {
                        return false;
                      }
                    });
  }
  for (const std::string_view e : {std::string_view("a@x.io"), std::string_view("")}) {
    p.emit<ByRef>("*", "collection", "the gsi2 partition of email " + show(e),
                  Shop::query<ByRef>(arg<"email">(e)), [e](const auto& v) {
                    if constexpr (has_field<decltype(v), "email">) {
                      return v.template get<"email">() == e;
                    } else {
                      return false;
                    }
                  });
  }
  const std::string& cart = g.carts.front();
  p.emit<ByRef>("*", "collection", "the gsi2 partition of cart " + cart,
                Shop::query<ByRef>(arg<"cartId">(cart)), [&cart](const auto& v) {
                  if constexpr (has_field<decltype(v), "cartId">) {
                    return v.template get<"cartId">() == cart;
                  } else {
                    return false;
                  }
                });
}

// ---- Modes ------------------------------------------------------------------------------------
// Every generated item goes through DynamoDB JSON and Shop::identify in process first, so that a
// problem of the generator or of the library shows here, before the engine is involved.
void self_check(const generated& g) {
  for (const stored& s : g.items) {
    const json j = s.item;
    const kp::result<ddb::item> back = ddb::parse_item(j);
    if (!back || *back != s.item) throw std::runtime_error("item JSON round trip: " + j.dump());
    const kp::result<Shop::values> id = Shop::identify(*back);
    if (!id) throw std::runtime_error("identify: " + id.error().message() + ": " + j.dump());
    if (*id != s.values) throw std::runtime_error("identify returned other values: " + j.dump());
  }
}

template <class Index>
json index_line(const generated& g) {
  std::size_t count = 0;
  for (const stored& s : g.items) count += s.item.contains(Index::partition_attribute) ? 1 : 0;
  return json{{"kind", "index"}, {"IndexName", Index::name}, {"items", count}};
}

int plan(std::uint64_t seed) {
  const generated g = generate(seed);
  self_check(g);
  std::ostream& out = std::cout;
  out << json{{"kind", "seed"}, {"seed", seed}}.dump() << '\n';
  out << json{{"kind", "table"}, {"table", Shop::table_definition("keyplate-schema-e2e")}}.dump()
      << '\n';
  out << index_line<ByState>(g).dump() << '\n' << index_line<ByRef>(g).dump() << '\n';
  std::map<std::string, std::size_t> by_entity;
  for (const stored& s : g.items) {
    ++by_entity[std::string(entity_name(s.values))];
    out << json{{"kind", "item"}, {"entity", entity_name(s.values)}, {"item", s.item}}.dump()
        << '\n';
  }
  planner p{g, out, 0, {}};
  plan_queries(p);
  out.flush();
  std::cerr << "schema_moto plan: seed " << seed << ", " << g.items.size() << " items (";
  const char* sep = "";
  for (const auto& [name, count] : by_entity) {
    std::cerr << sep << name << ' ' << count;
    sep = ", ";
  }
  std::cerr << "), " << p.queries << " queries (";
  sep = "";
  for (const auto& [name, count] : p.patterns) {
    std::cerr << sep << name << ' ' << count;
    sep = ", ";
  }
  std::cerr << ")\n";
  return out ? 0 : 1;
}

int verify(const char* file, std::uint64_t seed) {
  const generated g = generate(seed);
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::cerr << "schema_moto verify: cannot read " << file << '\n';
    return 1;
  }
  std::size_t line_number = 0, checked = 0, mismatches = 0;
  std::set<std::size_t> seen;
  std::map<std::string, std::size_t> by_entity;
  const auto mismatch = [&](const std::string& what, const std::string& line) {
    if (++mismatches <= 20) {
      std::cerr << "schema_moto verify: MISMATCH " << file << ':' << line_number << ": " << what
                << "\n  returned: " << line << '\n';
    }
  };
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    if (line.empty()) continue;
    ++checked;
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded()) {
      mismatch("not JSON", line);
      continue;
    }
    const kp::result<ddb::item> it = ddb::parse_item(j);
    if (!it) {
      mismatch("parse_item: " + it.error().message(), line);
      continue;
    }
    const ddb::attribute_value* pk = it->find(Primary::partition_attribute);
    const ddb::attribute_value* sk = it->find(Primary::sort_attribute);
    if (pk == nullptr || sk == nullptr) {
      mismatch("no primary key", line);
      continue;
    }
    const auto found = g.by_key.find({pk->text, sk->text});
    if (found == g.by_key.end()) {
      mismatch("no generated item has this primary key", line);
      continue;
    }
    const stored& want = g.items[found->second];
    const kp::result<Shop::values> id = Shop::identify(*it);
    if (!id) {
      mismatch("Shop::identify failed: " + id.error().message(), line);
      continue;
    }
    if (id->index() != want.values.index()) {
      mismatch("identified as " + std::string(entity_name(*id)) + ", written as " +
                   std::string(entity_name(want.values)),
               line);
      continue;
    }
    if (*id != want.values) {
      mismatch(std::string(entity_name(want.values)) +
                   ": identified values differ from the generated ones; generated item: " +
                   json(want.item).dump(),
               line);
      continue;
    }
    if (*it != want.item) {
      mismatch("the item differs from the one written: " + json(want.item).dump(), line);
      continue;
    }
    seen.insert(found->second);
    ++by_entity[std::string(entity_name(*id))];
  }
  if (checked == 0) {
    std::cerr << "schema_moto verify: " << file << " holds no items\n";
    ++mismatches;
  }
  json summary{{"kind", "verify"},
               {"seed", seed},
               {"checked", checked},
               {"distinct", seen.size()},
               {"generated", g.items.size()},
               {"mismatches", mismatches},
               {"by_entity", by_entity}};
  std::cout << summary.dump() << '\n';
  return mismatches == 0 ? 0 : 1;
}

// Paging by Shop::cursor / Shop::resume, for schema_moto.py: it asks for each page's cursor and
// resumes from it (and from tampered cursors, which must never reach DynamoDB).
int pager() {
  for (std::string line; std::getline(std::cin, line);) {
    const json request = json::parse(line);
    json answer;
    if (request.at("op") == "cursor") {
      const auto text = Shop::try_cursor(request.at("key").get<ddb::item>());
      if (text) {
        answer["cursor"] = *text;
      } else {
        answer["error"] = kp::to_string(text.error().code);
      }
    } else {
      const auto q = request.at("query").get<ddb::query_parts>();
      const auto start = Shop::resume(q, request.at("cursor").get<std::string>());
      if (start) {
        answer["start"] = *start;
      } else {
        answer["error"] =
            start.error().code == kp::error_code::bad_cursor ? "bad_cursor" : "foreign_cursor";
      }
    }
    std::cout << answer.dump() << std::endl;  // flushed: the script waits for each answer
  }
  return 0;
}

std::uint64_t seed_of(int argc, char** argv, int at) {
  if (argc > at) return std::strtoull(argv[at], nullptr, 10);
  return 20261001;
}

int run(int argc, char** argv) {
  try {
    const std::string_view mode = argc > 1 ? argv[1] : "";
    if (mode == "plan" && argc <= 3) return plan(seed_of(argc, argv, 2));
    if (mode == "verify" && (argc == 3 || argc == 4))
      return verify(argv[2], seed_of(argc, argv, 3));
    if (mode == "pager" && argc == 2) return pager();
    std::cerr << "usage: schema_moto plan [SEED]\n       schema_moto verify FILE [SEED]\n"
                 "       schema_moto pager\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "schema_moto: " << e.what() << '\n';
    return 1;
  }
}
}  // namespace

const moto_drivers::registration registered{"schema_moto", run};
