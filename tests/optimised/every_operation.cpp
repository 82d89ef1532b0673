// Every operation of the schema layer on an entity with data attributes of every kind, and each
// request's text, as a plain program. The tests build it, as every_codec.cpp, with g++ at each
// -O level users pick besides the suite's own (-O2 with ASan + UBSan, -O3, -Os) and warnings as
// errors: g++ warns by what its optimiser sees (false -Wrestrict, -Wstringop-overflow and
// -Wmaybe-uninitialized were found this way in string building), so the level matters.
#include <chrono>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "../support/plain_checks.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;
using kp::attr;

namespace {

using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByCustomer =
    kp::native_index<"gsi3", kp::partition<"customerId">, kp::sort<"date", "orderId">>;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
               kp::field<"orderId", kp::uint<10>>, kp::optional_field<"status", kp::string<16>>,
               kp::attribute<"total", kp::number>,
               kp::optional_attribute<"tags", std::set<std::string>>,
               kp::optional_attribute<"lines", std::vector<std::int64_t>>,
               kp::optional_attribute<"prices", std::map<std::string, double>>,
               kp::optional_attribute<"blob", kp::bytes>, kp::version_attribute<"version">>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">, kp::keys<ByCustomer>>;
using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"name", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByCustomer>, Customer, Order>;

constexpr int customer = 42, order_number = 7;
constexpr auto day = 2026y / 10 / 1d;

Order::values order() {
  return Order::make(
      kp::arg<"customerId">(customer), kp::arg<"date">(day), kp::arg<"orderId">(order_number),
      kp::arg<"status">("ON#HOLD 100%"), kp::arg<"total">(kp::number("012.50")),
      kp::arg<"tags">(std::set<std::string>{"gift", "\"quoted\""}),
      kp::arg<"lines">(std::vector<std::int64_t>{1, -2, 3}),
      kp::arg<"prices">(std::map<std::string, double>{{"a#b", 1.5}}),
      kp::arg<"blob">(kp::bytes(std::string("\x00\xff", 2))), kp::arg<"version">(std::uint64_t{3}));
}

// The text of `parts` is one JSON object that names the table first.
template <class Parts>
bool text_ok(const Parts& parts) {
  const std::string text = ddb::to_json_text(parts, "shop");
  return text.starts_with(R"({"TableName":"shop",)") && text.ends_with("}");
}

}  // namespace

int main() {
  const auto id = kp::arg<"customerId">(customer);
  const auto date = kp::arg<"date">(day);
  const auto number = kp::arg<"orderId">(order_number);

  const Order::values v = order();
  const ddb::item it = Order::item(v);
  KP_CHECK(it.find("sk")->text == "ORDER#2026-10-01#0000000007");
  const auto back = Order::decode_item(it);
  KP_CHECK(back && back->get<"total">() == kp::number("12.5"));
  KP_CHECK(Shop::identify(it) && Shop::identify(it)->index() == 1);

  KP_CHECK(text_ok(Order::put(v)));
  KP_CHECK(text_ok(Order::put(v, ddb::replace, kp::when(attr<"tags">.absent()))));
  KP_CHECK(text_ok(Order::get(id, date, number)));
  KP_CHECK(text_ok(Order::update(id, date, number, kp::set<"status">("SHIPPED"),
                                 kp::add<"tags">(std::set<std::string>{"late"}), kp::unset<"blob">,
                                 kp::at_version(3), kp::returning(ddb::updated_new))));
  KP_CHECK(text_ok(Order::remove(id, date, number, kp::must_exist, kp::any_version)));
  KP_CHECK(text_ok(Order::query<Primary>(id, kp::arg<"date">(kp::partial("2026-10")),
                                         kp::filter(attr<"total"> > kp::number("10")),
                                         kp::limit(25), kp::descending)));
  KP_CHECK(text_ok(Shop::query<ByStatus>(kp::arg<"status">("SHIPPED"), kp::count_only)));
  KP_CHECK(text_ok(Shop::scan(kp::entities<Order>, kp::segment(1, 4))));

  const ddb::transaction_parts t =
      kp::transaction(Customer::check(id, kp::must_exist), Order::put(v));
  KP_CHECK(ddb::to_json_text(t, "shop").starts_with(
      R"({"TransactItems":[{"ConditionCheck":{"TableName":"shop",)"));
  ddb::table_definition table = Shop::table_definition("shop");
  KP_CHECK(ddb::to_json_text(table).find("\"gsi1\"") != std::string::npos);

  ddb::item page_end;  // a Query's LastEvaluatedKey on the table: its key attributes
  page_end.set("pk", *it.find("pk"));
  page_end.set("sk", *it.find("sk"));
  const std::string cursor = Shop::cursor(page_end);
  KP_CHECK(!cursor.empty());
  const auto q = Order::query<Primary>(id);
  KP_CHECK(Shop::resume(q, cursor).has_value());

  // A native index: typed key values, a cursor of typed attributes (text version 2).
  const auto native =
      Order::query<ByCustomer>(id, kp::arg<"date">(kp::between(day, day)), kp::limit(3));
  KP_CHECK(text_ok(native));
  KP_CHECK(text_ok(Shop::query<ByCustomer>(id, kp::arg<"date">(kp::partial("2026")))));
  ddb::item native_end = page_end;
  for (const char* name : {"customerId", "date", "orderId"}) native_end.set(name, *it.find(name));
  KP_CHECK(Shop::resume(native, Shop::cursor(native_end)).has_value());
  KP_CHECK(ddb::to_json_text(table).find(R"("AttributeType":"N")") != std::string::npos);

  return keyplate_test::plain_checks_result("every operation");
}
