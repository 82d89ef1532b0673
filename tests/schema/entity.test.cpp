#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <vector>

#include "catch.hpp"
#include "shop.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

namespace {
// The shared shop (shop.hpp): Primary, ByStatus, ByEmail, Customer; Order, with a required note.
using namespace schema_shop;
using Order = OrderWith<Note>;

static_assert(Order::valid && Customer::valid);
static_assert(std::is_same_v<Order::layout<Primary>::sort,
                             kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>>);
static_assert(Order::layout<ByStatus>::sparse && !Order::layout<Primary>::sparse);
}  // namespace

TEST_CASE("make, get, key and item agree with the per-key layouts") {
  const Order::values o = Order::make(kp::arg<"note">("gift"), kp::arg<"orderId">(100),
                                      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d));
  CHECK(o.get<"orderId">() == 100);
  CHECK(!o.get<"status">().has_value());
  CHECK(o.get<"note">() == "gift");
  const kp::item_key k = Order::key<Primary>(o);
  CHECK(k.partition == kp::key<"CUSTOMER#{c}", kp::uint<>>::encode(42));
  CHECK(k.sort == Order::layout<Primary>::sort::encode(2026y / 10 / 1d, 100));
  CHECK(!Order::key<ByStatus>(o).has_value());

  const ddb::item it = Order::item(o);
  CHECK(it.size() == 6);  // pk, sk and four fields; no status, so no gsi1 keys
  REQUIRE(it.find("orderId") != nullptr);
  CHECK(it.find("orderId")->type() == kp::attribute_kind::N);
  CHECK(it.find("orderId")->text == "100");
  CHECK(it.find("date")->text == "2026-10-01");
  CHECK(it.find("pk")->text == k.partition);
  CHECK(!it.contains("gsi1pk"));
  std::string previous;
  for (const auto& [name, value] : it) {
    CHECK(previous < name);
    previous = name;
  }

  const auto back = Order::decode_item(it);
  REQUIRE(back.has_value());
  CHECK(*back == o);
}

TEST_CASE("a sparse key appears with its field, and decode_item catches drifted keys") {
  const auto o =
      Order::make(kp::arg<"customerId">(7), kp::arg<"date">(2026y / 2 / 28d), kp::arg<"orderId">(1),
                  kp::arg<"status">("SHIPPED"), kp::arg<"note">("a#b"));
  const auto gsi = Order::key<ByStatus>(o);
  REQUIRE(gsi.has_value());
  CHECK(gsi->partition == "STATUS#SHIPPED");
  ddb::item it = Order::item(o);
  CHECK(it.find("note")->text == "a#b");  // raw in its attribute
  CHECK(Order::decode_item(it).has_value());

  ddb::item drifted = it;
  drifted.set("status", {kp::attribute_kind::S, "LOST"});
  const auto bad = Order::decode_item(drifted);
  REQUIRE(!bad.has_value());
  CHECK(bad.error().code == kp::error_code::key_mismatch);
  CHECK(bad.error().field == "gsi1pk");

  ddb::item stray = it;
  stray.erase("status");
  CHECK(Order::decode_item(stray).error().code == kp::error_code::key_mismatch);

  ddb::item typed = it;
  typed.set("orderId", {kp::attribute_kind::S, "1"});
  CHECK(Order::decode_item(typed).error().code == kp::error_code::wrong_attribute_type);

  ddb::item missing = it;
  missing.erase("sk");
  CHECK(Order::decode_item(missing).error().code == kp::error_code::missing_attribute);
  CHECK(Order::decode_item(missing).error().field == "sk");
}

TEST_CASE("make rejects invalid values naming the field") {
  const auto r = Order::try_make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 2 / 30d),
                                 kp::arg<"orderId">(1), kp::arg<"note">(""));
  REQUIRE(!r.has_value());
  CHECK(r.error().field == "date");
  CHECK(r.error().code == kp::error_code::invalid_date);
}

TEST_CASE("query takes the partition fields and leading sort fields by name") {
  const ddb::query_parts all = Order::query<Primary>(kp::arg<"customerId">(42));
  CHECK(all.expression_attribute_values.at(":pk") == "CUSTOMER#42");
  CHECK(all.expression_attribute_values.at(":sk") == "ORDER#");
  CHECK(!all.index_name.has_value());

  const auto month =
      Order::query<Primary>(kp::arg<"date">(kp::partial("2026-10")), kp::arg<"customerId">(42));
  CHECK(month.expression_attribute_values.at(":sk") == "ORDER#2026-10");

  const auto one = Order::query<Primary>(kp::arg<"customerId">(42),
                                         kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100));
  CHECK(one.key_condition_expression == "#pk = :pk AND #sk = :sk");

  const auto shipped =
      Order::query<ByStatus>(kp::arg<"status">("SHIPPED"),
                             kp::arg<"date">(kp::between(2026y / 10 / 1d, 2026y / 10 / 31d)));
  CHECK(shipped.index_name == std::optional<std::string>("gsi1"));
  CHECK(shipped.expression_attribute_names.at("#pk") == "gsi1pk");
  CHECK(shipped.key_condition_expression == "#pk = :pk AND #sk BETWEEN :lo AND :hi");

  const auto by_email = Customer::query<ByEmail>(kp::arg<"email">("a@b"));
  CHECK(by_email.key_condition_expression == "#pk = :pk");
}

TEST_CASE("a sort template without fields is one key: its query is an equality") {
  const ddb::query_parts q = Customer::query<Primary>(kp::arg<"customerId">(42));
  CHECK(q.key_condition_expression == "#pk = :pk AND #sk = :sk");
  CHECK(q.expression_attribute_values.at(":sk") == "#METADATA");
  // A partition-only index: the whole partition, on the index.
  const ddb::query_parts e = Customer::query<ByEmail>(kp::arg<"email">("a@example.com"));
  CHECK(e.key_condition_expression == "#pk = :pk");
  CHECK(e.index_name == std::optional<std::string>("gsi2"));
}

namespace {
// An inverted index (its partition is the table's sort key and the other way round) and a sparse
// index sharing the table's sort key: each shared attribute has one template, so it is one
// attribute of the item, written while any index it belongs to is present.
using Inverted = kp::index<"sk", "pk", "inverted">;
using Flagged = kp::index<"flag", "sk", "flagged">;
using Membership =
    kp::entity<"Membership",
               kp::fields<kp::field<"userId", kp::uint<>>, kp::field<"groupId", kp::uint<>>,
                          kp::optional_field<"flagged", kp::string<8>>>,
               kp::keys<Primary, "USER#{userId}", "GROUP#{groupId}">,
               kp::keys<Inverted, "GROUP#{groupId}", "USER#{userId}">,
               kp::keys<Flagged, "FLAG#{flagged}", "GROUP#{groupId}">>;
static_assert(Membership::valid && Membership::layout<Flagged>::sparse);
}  // namespace

TEST_CASE("indexes sharing a key attribute write it once, from its one template") {
  const auto plain = Membership::make(kp::arg<"userId">(7), kp::arg<"groupId">(9));
  const ddb::item it = Membership::item(plain);
  std::vector<std::string> names;
  for (const auto& [name, value] : it) names.push_back(name);
  // Fields and keys in name order, pk and sk once each; the sparse index is absent.
  CHECK(names == std::vector<std::string>{"groupId", "pk", "sk", "userId"});
  CHECK(it.find("pk")->text == "USER#7");
  CHECK(it.find("sk")->text == "GROUP#9");
  CHECK(Membership::key<Inverted>(plain) == kp::item_key{"GROUP#9", "USER#7"});
  REQUIRE(Membership::decode_item(it));
  CHECK(*Membership::decode_item(it) == plain);

  // The sparse index present: its own partition key joins, sk stays one attribute.
  const auto flagged =
      Membership::make(kp::arg<"userId">(7), kp::arg<"groupId">(9), kp::arg<"flagged">("spam"));
  const ddb::item with_flag = Membership::item(flagged);
  CHECK(with_flag.size() == 6);
  CHECK(with_flag.find("flag")->text == "FLAG#spam");
  CHECK(with_flag.find("sk")->text == "GROUP#9");
  REQUIRE(Membership::decode_item(with_flag));
  CHECK(*Membership::decode_item(with_flag) == flagged);

  // A shared attribute that drifted is caught once, by name.
  ddb::item drifted = it;
  drifted.set("sk", {kp::attribute_kind::S, "GROUP#8"});
  const auto back = Membership::decode_item(drifted);
  REQUIRE(!back);
  CHECK(back.error().code == kp::error_code::key_mismatch);
  CHECK(back.error().field == "sk");
}
