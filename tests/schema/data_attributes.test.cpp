// Data attributes (kp::attribute, kp::optional_attribute): an order with lines, tags, a total
// and a gift note beside its key fields. Each test states the DynamoDB value it expects by
// hand, as DESIGN.md section 6 specifies it.
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../catch.hpp"
#include "shop.hpp"

namespace {
namespace ddb = kp::dynamodb;
using av = ddb::attribute_value;
using schema_shop::Primary;

struct Line {
  std::string sku;
  std::uint32_t qty = 0;
  kp::number price;
  std::optional<std::string> note;

  friend bool operator==(const Line&, const Line&) = default;
};
}  // namespace

template <>
struct kp::attribute_mapping<Line> : kp::members<"sku", &Line::sku, "qty", &Line::qty, "price",
                                                 &Line::price, "note", &Line::note> {};

namespace {
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
               kp::attribute<"lines", std::vector<Line>>,
               kp::attribute<"tags", std::set<std::string>>, kp::attribute<"total", kp::number>,
               kp::optional_attribute<"giftNote", std::string>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">>;

Order::values sample() {
  return Order::try_make(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                         kp::arg<"lines">(std::vector<Line>{{"A-1", 2, kp::number("12.50"), {}},
                                                            {"B-2", 1, kp::number(3), "gift"}}),
                         kp::arg<"tags">(std::set<std::string>{"red", "sale"}),
                         kp::arg<"total">(kp::number("28")))
      .value();
}

av line(const char* sku, const char* qty, const char* price) {
  return av::map(
      {{"price", av::number(price)}, {"qty", av::number(qty)}, {"sku", av::string(sku)}});
}

TEST_CASE("data attributes: item writes each in its DynamoDB type beside the keys") {
  const ddb::item it = Order::item(sample());
  REQUIRE(it.size() == 7);  // pk, sk, customerId, orderId, lines, tags, total (no giftNote)
  av second = line("B-2", "1", "3");
  second.as_map()->emplace("note", av::string("gift"));
  CHECK(*it.find("lines") == av::list({line("A-1", "2", "12.5"), second}));
  CHECK(*it.find("tags") == av::string_set({"sale", "red"}));
  CHECK(*it.find("total") == av::number("28"));
  CHECK(it.find("giftNote") == nullptr);
  CHECK(it.find("pk")->text == "CUSTOMER#42");
}

TEST_CASE("data attributes: decode_item reads back what item wrote") {
  const Order::values v = sample();
  const auto back = Order::decode_item(Order::item(v));
  REQUIRE(back);
  CHECK(*back == v);
  CHECK(back->get<"lines">()[1].note == std::optional<std::string>("gift"));
  CHECK(back->get<"total">() == kp::number("28.000"));
}

TEST_CASE("data attributes: an optional attribute is absent exactly when it has no value") {
  const auto with_empty = Order::try_make(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                                          kp::arg<"lines">(std::vector<Line>{}),
                                          kp::arg<"tags">(std::set<std::string>{}),
                                          kp::arg<"total">(kp::number(0)), kp::arg<"giftNote">(""));
  REQUIRE(with_empty);
  const ddb::item it = Order::item(*with_empty);
  REQUIRE(it.find("giftNote") != nullptr);
  CHECK(*it.find("giftNote") == av::string(""));  // "" is a value
  CHECK(*it.find("lines") == av::list({}));       // an empty list is written
  CHECK(it.find("tags") == nullptr);              // an empty set is not: DynamoDB has none
  const auto back = Order::decode_item(it);
  REQUIRE(back);
  CHECK(back->get<"tags">().empty());
  CHECK(back->get<"giftNote">() == std::optional<std::string>(""));
}

TEST_CASE("data attributes: decode_item errors name the path of the value at fault") {
  ddb::item it = Order::item(sample());
  ddb::attribute_value lines = *it.find("lines");
  (*lines.as_list())[1].as_map()->insert_or_assign("qty", av::number("1.5"));
  it.set("lines", lines);
  const auto r = Order::decode_item(it);
  REQUIRE_FALSE(r);
  CHECK(r.error().code == kp::error_code::out_of_range);
  CHECK(r.path() == "lines[1].qty");
  CHECK(r.error().message() == "value out of range (attribute 'lines[1].qty')");

  (*lines.as_list())[0].as_map()->erase("sku");
  it.set("lines", lines);
  const auto missing = Order::decode_item(it);
  REQUIRE_FALSE(missing);
  CHECK(missing.error().code == kp::error_code::missing_attribute);
  CHECK(missing.path() == "lines[0].sku");

  ddb::item wrong = Order::item(sample());
  wrong.set("tags", av::number_set({"1"}));
  const auto r2 = Order::decode_item(wrong);
  REQUIRE_FALSE(r2);
  CHECK(r2.error().code == kp::error_code::wrong_attribute_type);
  CHECK(r2.path() == "tags");

  ddb::item no_total = Order::item(sample());
  no_total.erase("total");
  const auto r3 = Order::decode_item(no_total);
  REQUIRE_FALSE(r3);
  CHECK(r3.error().code == kp::error_code::missing_attribute);
  CHECK(r3.error().field == "total");
}

TEST_CASE("data attributes: make refuses a value DynamoDB cannot store, naming it") {
  using Reading =
      kp::entity<"Reading", kp::fields<kp::field<"id", kp::uint<>>, kp::attribute<"value", double>>,
                 kp::keys<Primary, "READING#{id}", "#">>;
  const auto nan = Reading::try_make(kp::arg<"id">(1), kp::arg<"value">(0.0 / 0.0));
  REQUIRE_FALSE(nan);
  CHECK(nan.error().code == kp::error_code::invalid_number);
  CHECK(nan.error().field == "value");
  const auto huge = Reading::try_make(kp::arg<"id">(1), kp::arg<"value">(1e300));
  REQUIRE_FALSE(huge);
  CHECK(huge.error().code == kp::error_code::out_of_range);
  const auto fine = Reading::try_make(kp::arg<"id">(1), kp::arg<"value">(0.1));
  REQUIRE(fine);
  CHECK(Reading::item(*fine).find("value")->text == "0.1");
  // A number DynamoDB holds but no double write can give back (it rounds to 1e126): decode_item
  // refuses it, so a decoded value always writes back (try_put never throws).
  ddb::item stored = Reading::item(*fine);
  stored.set("value", ddb::attribute_value::number("99999999999999999999999999999999999999E88"));
  const auto rounded = Reading::decode_item(stored);
  REQUIRE_FALSE(rounded);
  CHECK(rounded.error().code == kp::error_code::out_of_range);
  CHECK(rounded.error().field == "value");

  const auto bad_utf8 = Order::try_make(
      kp::arg<"customerId">(1), kp::arg<"orderId">(2), kp::arg<"lines">(std::vector<Line>{}),
      kp::arg<"tags">(std::set<std::string>{"\xff"}), kp::arg<"total">(kp::number(0)));
  REQUIRE_FALSE(bad_utf8);
  CHECK(bad_utf8.error().code == kp::error_code::invalid_utf8);
  CHECK(bad_utf8.error().field == "tags");
}

TEST_CASE("data attributes: update sets and removes them, and an empty set is removed") {
  const auto u = Order::try_update(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                                   kp::set<"tags">(std::set<std::string>{}),
                                   kp::set<"total">(kp::number("9.90")), kp::unset<"giftNote">);
  REQUIRE(u);
  const std::string& e = u->update_expression;
  CHECK(e.find("SET ") == 0);
  CHECK(e.find("REMOVE ") != std::string::npos);
  // total is SET to its canonical text; tags (empty) and giftNote are removed.
  std::string total_placeholder, tags_name, gift_name;
  for (const auto& [placeholder, name] : u->expression_attribute_names) {
    if (name == "tags") tags_name = placeholder;
    if (name == "giftNote") gift_name = placeholder;
  }
  const std::string removes = e.substr(e.find("REMOVE "));
  CHECK(removes.find(tags_name) != std::string::npos);
  CHECK(removes.find(gift_name) != std::string::npos);
  bool total_written = false;
  for (const auto& [placeholder, value] : u->expression_attribute_values) {
    if (value == av::number("9.9")) total_written = value.text == "9.9";
  }
  CHECK(total_written);
}

TEST_CASE("data attributes: every built-in mapping round-trips through an item") {
  using Everything = kp::entity<
      "Everything",
      kp::fields<kp::field<"id", kp::uint<>>, kp::attribute<"s", std::string>,
                 kp::attribute<"i", std::int64_t>, kp::attribute<"u8", std::uint8_t>,
                 kp::attribute<"d", double>, kp::attribute<"f", float>,
                 kp::attribute<"n", kp::number>, kp::attribute<"b", bool>,
                 kp::attribute<"bin", kp::bytes>, kp::attribute<"l", std::vector<std::int32_t>>,
                 kp::attribute<"m", std::map<std::string, std::string>>,
                 kp::attribute<"ss", std::set<std::string>>, kp::attribute<"ns", std::set<int>>,
                 kp::attribute<"nn", std::set<kp::number>>,
                 kp::attribute<"bs", std::set<kp::bytes>>,
                 kp::attribute<"opt", std::vector<std::optional<std::string>>>,
                 kp::attribute<"raw", ddb::attribute_value>>,
      kp::keys<Primary, "E#{id}", "#">>;
  const auto v = Everything::try_make(
      kp::arg<"id">(7), kp::arg<"s">("text"), kp::arg<"i">(std::int64_t{-9'000'000'000}),
      kp::arg<"u8">(std::uint8_t{255}), kp::arg<"d">(-2.5e-7), kp::arg<"f">(0.1f),
      kp::arg<"n">(kp::number("123456789012345678901234567890.12345678")), kp::arg<"b">(true),
      kp::arg<"bin">(kp::bytes(std::string_view("\0\xff", 2))),
      kp::arg<"l">(std::vector<std::int32_t>{3, -1}),
      kp::arg<"m">(std::map<std::string, std::string>{{"a", "x"}, {"b", ""}}),
      kp::arg<"ss">(std::set<std::string>{"b", "a"}), kp::arg<"ns">(std::set<int>{10, 2}),
      kp::arg<"nn">(std::set<kp::number>{kp::number("1.5"), kp::number(2)}),
      kp::arg<"bs">(std::set<kp::bytes>{kp::bytes(std::string_view("z"))}),
      kp::arg<"opt">(std::vector<std::optional<std::string>>{"x", std::nullopt}),
      kp::arg<"raw">(av::null()));
  REQUIRE(v);
  const ddb::item it = Everything::item(*v);
  CHECK(*it.find("i") == av::number("-9000000000"));
  CHECK(*it.find("u8") == av::number("255"));
  CHECK(it.find("d")->text == "-0.00000025");
  CHECK(it.find("f")->text == "0.1");
  CHECK(it.find("n")->text == "123456789012345678901234567890.12345678");
  CHECK(*it.find("b") == av::boolean(true));
  CHECK(*it.find("bin") == av::binary(std::string("\0\xff", 2)));
  CHECK(*it.find("l") == av::list({av::number("3"), av::number("-1")}));
  CHECK(*it.find("m") == av::map({{"a", av::string("x")}, {"b", av::string("")}}));
  CHECK(*it.find("ss") == av::string_set({"a", "b"}));
  CHECK(*it.find("ns") == av::number_set({"2", "10"}));
  CHECK(*it.find("nn") == av::number_set({"2", "1.5"}));
  CHECK(*it.find("bs") == av::binary_set({"z"}));
  CHECK(*it.find("opt") == av::list({av::string("x"), av::null()}));
  CHECK(it.find("raw")->is_null());
  const auto back = Everything::decode_item(it);
  REQUIRE(back);
  CHECK(*back == *v);
}

TEST_CASE("data attributes: integers read any spelling of an integer in range") {
  using Counter =
      kp::entity<"Counter",
                 kp::fields<kp::field<"id", kp::uint<>>, kp::attribute<"n", std::int8_t>>,
                 kp::keys<Primary, "C#{id}", "#">>;
  ddb::item it = Counter::item(Counter::make(kp::arg<"id">(1), kp::arg<"n">(std::int8_t{5})));
  const auto read = [&](const char* text) {
    it.set("n", av::number(text));
    return Counter::decode_item(it);
  };
  CHECK(read("0100").has_value() == true);
  CHECK(read("0100")->get<"n">() == 100);
  CHECK(read("1E2")->get<"n">() == 100);
  CHECK(read("-1.0e1")->get<"n">() == -10);
  CHECK(read("+127")->get<"n">() == 127);
  CHECK(read("128").error().code == kp::error_code::out_of_range);
  CHECK(read("1.5").error().code == kp::error_code::out_of_range);
  CHECK(read("x").error().code == kp::error_code::invalid_number);
}

// Another writer's attributes, one of every DynamoDB type, with names around the entity's own
// (before "customerId", between "lines" and "orderId", after "total").
ddb::item other_writers() {
  ddb::item it = Order::item(sample());
  it.set("aaa", av::string("first"));
  it.set("binary", av::binary(std::string("\0\x01", 2)));
  it.set("flag", av::boolean(false));
  it.set("listOfMaps", av::list({av::map({{"k", av::null()}})}));
  it.set("nums", av::number_set({"1.50", "2"}));
  it.set("zzz", av::map({{"nested", av::binary_set({"a", "b"})}}));
  return it;
}

TEST_CASE("extra: decode_item keeps the attributes the entity does not declare") {
  const ddb::item it = other_writers();
  const auto v = Order::decode_item(it);
  REQUIRE(v);
  const ddb::item& extra = v->extra();
  REQUIRE(extra.size() == 6);
  CHECK(*extra.find("aaa") == av::string("first"));
  CHECK(*extra.find("nums") == av::number_set({"2", "1.5"}));
  CHECK(extra.find("pk") == nullptr);
  CHECK(extra.find("lines") == nullptr);
  CHECK(sample().extra().empty());
}

TEST_CASE("extra: item and put write them back unchanged; update never names them") {
  const ddb::item it = other_writers();
  const Order::values v = Order::decode_item(it).value();
  CHECK(Order::item(v) == it);
  CHECK(Order::put(v, ddb::replace).item == it);
  const Order::values copy = v;  // a copy keeps its own
  CHECK(copy == v);
  CHECK(Order::item(copy) == it);
  // The same fields without the other writer's attributes are other values.
  REQUIRE(Order::decode_item(Order::item(sample())).value() == sample());
  CHECK_FALSE(copy == sample());
  const auto u = Order::update(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                               kp::set<"total">(kp::number(1)));
  for (const auto& [placeholder, name] : u.expression_attribute_names) {
    CHECK(v.extra().find(name) == nullptr);
  }
}

TEST_CASE("limits: put and update refuse what DynamoDB would, before any request exists") {
  const std::string big(ddb::max_item_size, 'x');
  const auto v = Order::try_make(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                                 kp::arg<"lines">(std::vector<Line>{}),
                                 kp::arg<"tags">(std::set<std::string>{}),
                                 kp::arg<"total">(kp::number(0)), kp::arg<"giftNote">(big));
  REQUIRE(v);
  CHECK(Order::try_put(*v).error().code == kp::error_code::item_too_large);
  CHECK(Order::try_put(*v, ddb::replace).error().code == kp::error_code::item_too_large);
  CHECK_THROWS_AS(Order::put(*v), kp::key_error);
  CHECK(Order::try_update(kp::arg<"customerId">(42), kp::arg<"orderId">(100),
                          kp::set<"giftNote">(big))
            .error()
            .code == kp::error_code::item_too_large);
  CHECK(Order::try_put(sample()).has_value());

  using Doc = kp::entity<
      "Doc", kp::fields<kp::field<"id", kp::uint<>>, kp::attribute<"body", ddb::attribute_value>>,
      kp::keys<Primary, "DOC#{id}", "#">>;
  av deep = av::null();
  for (int i = 0; i != 33; ++i) deep = av::list({deep});
  const auto d = Doc::make(kp::arg<"id">(1), kp::arg<"body">(deep));
  CHECK(Doc::try_put(d).error().code == kp::error_code::too_deep);
  CHECK(Doc::try_update(kp::arg<"id">(1), kp::set<"body">(deep)).error().code ==
        kp::error_code::too_deep);
  CHECK(Doc::try_move(d, Doc::make(kp::arg<"id">(2), kp::arg<"body">(deep))).error().code ==
        kp::error_code::too_deep);
}

TEST_CASE("data attributes: the facts say which fields are data") {
  STATIC_REQUIRE(Order::field_data[0] == false);
  STATIC_REQUIRE(Order::field_data[2] == true);
  STATIC_REQUIRE(Order::field_optional[5] == true);
  STATIC_REQUIRE(std::is_same_v<decltype(sample().get<"lines">()), const std::vector<Line>&>);
  STATIC_REQUIRE(
      std::is_same_v<decltype(sample().get<"giftNote">()), const std::optional<std::string>&>);
}

}  // namespace

TEST_CASE("data attributes: identify, a scan and transact_get name the attribute of a path error") {
  using Orders = kp::schema<kp::indexes<Primary>, Order>;
  ddb::item it = Order::item(sample());
  ddb::attribute_value lines = *it.find("lines");
  (*lines.as_list())[1].as_map()->insert_or_assign("qty", av::number("1.5"));
  it.set("lines", lines);
  // Their errors outlive decode_item's result, so they name the attribute (static text), not
  // the path that result owned.
  const kp::error identified = Orders::identify(it).error();
  CHECK(identified.code == kp::error_code::out_of_range);
  CHECK(identified.field == "lines");
  CHECK(identified.message() == "value out of range (attribute 'lines')");
  CHECK(Orders::scan().read(it).error().field == "lines");
  const auto get = kp::transact_get(Order::get(kp::arg<"customerId">(sample().get<"customerId">()),
                                               kp::arg<"orderId">(sample().get<"orderId">())));
  const kp::error read = get.read(std::vector<std::optional<ddb::item>>{it}).error();
  CHECK(read.code == kp::error_code::out_of_range);
  CHECK(read.field == "lines");
}
