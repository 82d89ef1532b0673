// Tests of schema/detail/cursor.hpp and Schema::cursor / Schema::resume: the cursor text is strict,
// and a cursor resumes only the query whose page it ends (checked against the typed values of each
// item, not against key bytes).
#include <algorithm>
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/detail/base64url.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/detail/cursor.hpp>
#include <string>
#include <vector>

#include "catch.hpp"
#include "properties/generators.hpp"
#include "schema/shop.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace cursor = keyplate::detail::cursor;
using namespace std::chrono_literals;
using namespace schema_shop;

namespace {
using Order = OrderWith<>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByEmail>, Customer, Order>;

ddb::item key_of(std::initializer_list<std::pair<const char*, std::string>> attributes) {
  ddb::item k;
  for (const auto& [name, text] : attributes) k.set(name, {kp::attribute_kind::S, text});
  return k;
}
// The cursor bytes for attributes given in this order (not necessarily a valid order).
std::string raw_cursor(std::initializer_list<std::pair<std::string, std::string>> attributes,
                       char version = 1) {
  std::string bytes(1, version);
  for (const auto& [name, value] : attributes) {
    bytes += static_cast<char>(name.size());
    bytes += name;
    bytes += static_cast<char>(value.size() >> 8);
    bytes += static_cast<char>(value.size() & 0xFF);
    bytes += value;
  }
  return kp::detail::base64url::encode(bytes);
}
}  // namespace

TEST_CASE("a cursor is URL-safe text that reads back to its key, and only its own text") {
  const ddb::item k = key_of({{"pk", "CUSTOMER#42"}, {"sk", "ORDER#2026-10-01#0000000100"}});
  const std::string text = *cursor::write(k);
  CHECK(text.find_first_not_of(kp::detail::base64url::alphabet) == std::string::npos);
  CHECK(text == raw_cursor({{"pk", "CUSTOMER#42"}, {"sk", "ORDER#2026-10-01#0000000100"}}));
  CHECK(cursor::read(text) == std::optional<ddb::item>(k));

  // A cut at an attribute's end is a shorter cursor (resume refuses it: an attribute is
  // missing); anywhere else it is no cursor at all.
  for (std::size_t n = 0; n != text.size(); ++n) {
    CHECK(cursor::read(text.substr(0, n)) != std::optional<ddb::item>(k));
  }
  CHECK(!cursor::read(text + "A"));
  CHECK(!cursor::read(text + "="));
  CHECK(!cursor::read(" " + text));
  CHECK(!cursor::read(raw_cursor({{"pk", "A"}}, 3)));            // another version
  CHECK(!cursor::read(raw_cursor({{"pk", "A"}}, 2)));            // version 2 has a type byte
  CHECK(!cursor::read(raw_cursor({{"sk", "A"}, {"pk", "B"}})));  // names out of order
  CHECK(!cursor::read(raw_cursor({{"pk", "A"}, {"pk", "B"}})));  // a name twice
  CHECK(!cursor::read(raw_cursor({{"", "A"}})));                 // an empty name
  CHECK(!cursor::read(raw_cursor({{"pk", ""}})));                // an empty value
  CHECK(!cursor::read(raw_cursor({{"a", "1"}, {"b", "2"}, {"c", "3"}, {"d", "4"}, {"e", "5"}})));
  CHECK(!cursor::read(raw_cursor({{"pk", std::string(2049, 'x')}})));  // longer than a key
  CHECK(!cursor::read(std::string(cursor::max_text + 1, 'A')));
  CHECK(!cursor::read(raw_cursor({})));  // no attribute

  // A number is a key attribute (of a native index: a version 2 text); a BOOL never is.
  ddb::item flag = k;
  flag.set("n", ddb::attribute_value::boolean(true));
  CHECK(!cursor::write(flag));
  CHECK(Shop::try_cursor(flag).error().code == kp::error_code::bad_cursor);
  CHECK_THROWS_AS(Shop::cursor(flag), kp::key_error);
}

TEST_CASE("validate and validate_scan refuse a typed (version 2) cursor's key attributes") {
  // The same bytes as a valid key, typed B or N: DynamoDB would refuse them as the table's keys.
  const ddb::item k = key_of({{"pk", "CUSTOMER#42"}, {"sk", "ORDER#2026-10-01#0000000100"}});
  const auto q = Order::query<Primary>(kp::arg<"customerId">(42));
  REQUIRE(Shop::resume(q, Shop::cursor(k)).has_value());
  ddb::item binary = k;
  binary.set("pk", ddb::attribute_value::binary("CUSTOMER#42"));
  const std::string text = Shop::cursor(binary);
  CHECK(kp::detail::base64url::decode(text)->front() == 2);
  CHECK(Shop::resume(q, text).error().code == kp::error_code::bad_cursor);
  CHECK(Shop::resume(Shop::scan(), text).error().code == kp::error_code::bad_cursor);
  ddb::item customer = key_of({{"sk", "#METADATA"}});
  customer.set("pk", ddb::attribute_value::binary("CUSTOMER#42"));
  CHECK(cursor::validate_scan<Primary, Customer, Order>(customer).error().code ==
        kp::error_code::bad_cursor);
}

TEST_CASE("condition_of reads back the sort conditions keyplate writes") {
  const auto q = [](const kp::key_condition& c) { return ddb::query("P", c); };
  for (const kp::key_condition& c :
       {kp::key_condition{}, kp::key_condition::equals("A#1"), kp::key_condition::begins_with("A#"),
        kp::key_condition::between_keys("B", "D")}) {
    CHECK(cursor::condition_of(q(c)) == std::optional<kp::key_condition>(c));
  }
  ddb::query_parts other = q({});
  other.key_condition_expression = "#pk = :pk AND #sk < :sk";
  CHECK(!cursor::condition_of(other));
  other.key_condition_expression = "#pk = :pk AND #sk = :sk";  // without its value
  CHECK(!cursor::condition_of(other));
  other.key_condition_expression = "#pk = :p";
  CHECK(!cursor::condition_of(other));
}

TEST_CASE("resume accepts a cursor only for the query it came from") {
  const auto o = Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                             kp::arg<"orderId">(100), kp::arg<"status">("NEW"));
  const ddb::item it = Order::item(o);
  ddb::item last;  // what a page of a gsi1 query ends with: its keys and the table's
  for (const char* n : {"pk", "sk", "gsi1pk", "gsi1sk"}) last.set(n, *it.find(n));
  const std::string c = Shop::cursor(last);

  const auto by_status = Order::query<ByStatus>(kp::arg<"status">("NEW"));
  CHECK(Shop::resume(by_status, c).value() == last);
  const auto october =
      Order::query<ByStatus>(kp::arg<"status">("NEW"), kp::arg<"date">(kp::partial("2026-10")));
  CHECK(Shop::resume(october, c).has_value());

  const auto code = [&](const ddb::query_parts& q, const std::string& text) {
    const auto r = Shop::resume(q, text);
    return r ? kp::error_code::none : r.error().code;
  };
  using kp::error_code;
  // Another partition (another tenant's cursor), outside the range, another index.
  CHECK(code(Order::query<ByStatus>(kp::arg<"status">("OLD")), c) == error_code::foreign_cursor);
  CHECK(code(Order::query<ByStatus>(kp::arg<"status">("NEW"),
                                    kp::arg<"date">(kp::greater(2026y / 10 / 1d))),
             c) == error_code::foreign_cursor);
  CHECK(code(Order::query<Primary>(kp::arg<"customerId">(42)), c) == error_code::foreign_cursor);
  ddb::item table_page;
  for (const char* n : {"pk", "sk"}) table_page.set(n, *it.find(n));
  CHECK(code(Order::query<Primary>(kp::arg<"customerId">(42)), Shop::cursor(table_page)) ==
        error_code::none);
  CHECK(code(by_status, Shop::cursor(table_page)) == error_code::foreign_cursor);
  CHECK(code(Order::query<Primary>(kp::arg<"customerId">(43)), Shop::cursor(table_page)) ==
        error_code::foreign_cursor);

  // Keys no entity writes, or not in canonical form: the same shape, so bad_cursor.
  ddb::item unpadded = last;
  unpadded.set("sk", {kp::attribute_kind::S, "ORDER#2026-10-01#100"});
  CHECK(code(by_status, Shop::cursor(unpadded)) == error_code::bad_cursor);
  ddb::item escaped = last;
  escaped.set("gsi1pk", {kp::attribute_kind::S, "STATUS#N%45W"});  // %45 is not an escape
  CHECK(code(by_status, Shop::cursor(escaped)) == error_code::bad_cursor);
  // An extra or a missing attribute.
  ddb::item extra = table_page;
  extra.set("gsi2pk", {kp::attribute_kind::S, "EMAIL#a"});
  CHECK(code(Order::query<Primary>(kp::arg<"customerId">(42)), Shop::cursor(extra)) ==
        error_code::foreign_cursor);
  ddb::item swapped = last;
  swapped.erase("gsi1sk");
  swapped.set("gsi2pk", {kp::attribute_kind::S, "EMAIL#a"});
  CHECK(code(by_status, Shop::cursor(swapped)) == error_code::foreign_cursor);
  for (std::size_t n = 0; n != c.size(); ++n)
    CHECK(code(by_status, c.substr(0, n)) != error_code::none);
  CHECK(code(by_status, "not a cursor") == error_code::bad_cursor);
  CHECK(code(by_status, "") == error_code::bad_cursor);
  // A query this schema has no index for, or with a condition keyplate does not write.
  ddb::query_parts elsewhere = by_status;
  elsewhere.index_name = "gsi9";
  CHECK(code(elsewhere, c) == error_code::foreign_cursor);
  ddb::query_parts other = october;
  other.key_condition_expression = "#pk = :pk AND #sk > :sk";
  CHECK(code(other, c) == error_code::foreign_cursor);
}

TEST_CASE("paging by cursor visits exactly the query's items, and no other item resumes it") {
  keyplate_test::generator g(keyplate_test::run_seed());
  const char* const statuses[] = {"NEW", "SHIPPED", "NEW#1", "N"};
  std::vector<Order::values> orders;
  for (std::uint64_t id = 0; id != 300; ++id) {
    const auto day = std::chrono::sys_days{2026y / 1 / 1d} + std::chrono::days{g.below(60)};
    orders.push_back(Order::make(kp::arg<"customerId">(1 + g.below(3)),
                                 kp::arg<"date">(std::chrono::year_month_day{day}),
                                 kp::arg<"orderId">(id), kp::arg<"status">(g.pick(statuses))));
  }
  const auto lo = 2026y / 1 / 20d, hi = 2026y / 2 / 10d;
  const auto q =
      Order::query<ByStatus>(kp::arg<"status">("NEW"), kp::arg<"date">(kp::between(lo, hi)));
  // The query's answer from the typed values, in index order: by date, then order id.
  std::vector<const Order::values*> expected;
  for (const auto& o : orders) {
    const bool in = o.get<"status">() == std::optional<std::string>("NEW") &&
                    o.get<"date">() >= lo && o.get<"date">() <= hi;
    if (in) expected.push_back(&o);
  }
  std::sort(expected.begin(), expected.end(), [](const Order::values* a, const Order::values* b) {
    return std::pair(a->get<"date">(), a->get<"orderId">()) <
           std::pair(b->get<"date">(), b->get<"orderId">());
  });
  REQUIRE(expected.size() > 10);
  const auto last_key = [](const Order::values& o) {
    const ddb::item it = Order::item(o);
    ddb::item k;
    for (const char* n : {"pk", "sk", "gsi1pk", "gsi1sk"}) k.set(n, *it.find(n));
    return k;
  };
  for (const std::size_t limit : {1, 3, 7}) {
    for (std::size_t end = limit; end < expected.size(); end += limit) {
      const ddb::item k = last_key(*expected[end - 1]);
      const auto r = Shop::resume(q, Shop::cursor(k));
      REQUIRE(r.has_value());
      CHECK(*r == k);
    }
  }
  std::size_t rejected = 0;
  for (const auto& o : orders) {
    if (std::find(expected.begin(), expected.end(), &o) != expected.end()) continue;
    const auto r = Shop::resume(q, Shop::cursor(last_key(o)));
    CHECK(!r);
    if (!r) CHECK(r.error().code == kp::error_code::foreign_cursor);
    ++rejected;
  }
  CHECK(rejected + expected.size() == orders.size());
}

TEST_CASE("frozen cursor vectors (docs/wire-format.md)") {
  const ddb::item table_key =
      key_of({{"pk", "CUSTOMER#42"}, {"sk", "ORDER#2026-10-01#0000000100"}});
  CHECK(Shop::cursor(table_key) ==
        "AQJwawALQ1VTVE9NRVIjNDICc2sAG09SREVSIzIwMjYtMTAtMDEjMDAwMDAwMDEwMA");
  const ddb::item index_key = key_of({{"pk", "CUSTOMER#42"},
                                      {"sk", "ORDER#2026-10-01#0000000100"},
                                      {"gsi1pk", "STATUS#NEW"},
                                      {"gsi1sk", "2026-10-01#0000000100"}});
  CHECK(
      Shop::cursor(index_key) ==
      "AQZnc2kxcGsAClNUQVRVUyNORVcGZ3NpMXNrABUyMDI2LTEwLTAxIzAwMDAwMDAxMDACcGsAC0NVU1RPTUVSIzQyAnNr"
      "ABtPUkRFUiMyMDI2LTEwLTAxIzAwMDAwMDAxMDA");
}

TEST_CASE("validate_scan: the table's keys, of any entity of the schema") {
  ddb::item customer;
  customer.set("pk", ddb::attribute_value::string("CUSTOMER#42"));
  customer.set("sk", ddb::attribute_value::string("#METADATA"));
  CHECK(cursor::validate_scan<Primary, Customer, Order>(customer).value() == customer);
  // Customer is not among the entities: a key no entity of these writes.
  CHECK(cursor::validate_scan<Primary, Order>(customer).error().code == kp::error_code::bad_cursor);
  ddb::item with_index = customer;
  with_index.set("gsi2pk", ddb::attribute_value::string("EMAIL#a@b"));
  CHECK(cursor::validate_scan<Primary, Customer, Order>(with_index).error().code ==
        kp::error_code::foreign_cursor);
  ddb::item sort_only;
  sort_only.set("sk", ddb::attribute_value::string("#METADATA"));
  CHECK(cursor::validate_scan<Primary, Customer>(sort_only).error().field == "pk");
}
