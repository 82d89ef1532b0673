// item_size: DynamoDB's documented sizing rules, each computed by hand here; check_item's two
// limits.
#include <keyplate/dynamodb/item_size.hpp>
#include <string>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;

TEST_CASE("item_size: names and values, by DynamoDB's rules") {
  ddb::item it;
  it.set("pk", av::string("CUSTOMER#42"));  // 2 + 11
  CHECK(ddb::item_size(it) == 13);
  it.set("s", av::string("\xc3\xa9"));  // 1 + 2 UTF-8 bytes
  CHECK(ddb::item_size(it) == 16);
  it.set("b", av::binary(std::string(5, '\0')));  // 1 + 5 raw bytes
  it.set("t", av::boolean(true));                 // 1 + 1
  it.set("z", av::null());                        // 1 + 1
  CHECK(ddb::item_size(it) == 16 + 6 + 2 + 2);
}

TEST_CASE("item_size: a number is one byte per two significant digits, plus one") {
  CHECK(ddb::value_size(av::number("0")) == 1);
  CHECK(ddb::value_size(av::number("7")) == 2);           // 1 digit
  CHECK(ddb::value_size(av::number("12")) == 2);          // 2 digits
  CHECK(ddb::value_size(av::number("123")) == 3);         // 3 digits
  CHECK(ddb::value_size(av::number("0012300")) == 3);     // 123: zeros trimmed
  CHECK(ddb::value_size(av::number("-1.5E10")) == 2);     // 15
  CHECK(ddb::value_size(av::number("0.000123")) == 3);    // 123
  CHECK(ddb::value_size(av::number("1000000001")) == 6);  // 10 digits
}

TEST_CASE("item_size: lists and maps cost 3 bytes plus one per element") {
  CHECK(ddb::value_size(av::list({})) == 3);
  CHECK(ddb::value_size(av::map({})) == 3);
  // [ "ab", true ] = 3 + (2 + 1) + (1 + 1)
  CHECK(ddb::value_size(av::list({av::string("ab"), av::boolean(true)})) == 8);
  // { "k": "v" } = 3 + (1 + 1 + 1)
  CHECK(ddb::value_size(av::map({{"k", av::string("v")}})) == 6);
  // sets: their elements
  CHECK(ddb::value_size(av::string_set({"ab", "c"})) == 3);
  CHECK(ddb::value_size(av::number_set({"12", "345"})) == 2 + 3);
  CHECK(ddb::value_size(av::binary_set({"xyz"})) == 3);
}

av nested(std::size_t levels) {
  av v = av::string("leaf");
  for (std::size_t i = 0; i != levels; ++i) v = av::list({v});
  return v;
}

TEST_CASE("check_item: 32 levels of nesting pass, 33 are too deep") {
  CHECK(ddb::nesting(av::string("x")) == 0);
  CHECK(ddb::nesting(nested(3)) == 3);
  ddb::item it;
  it.set("deep", nested(32));
  CHECK(ddb::check_item(it).code == kp::error_code::none);
  it.set("deep", nested(33));
  CHECK(ddb::check_item(it).code == kp::error_code::too_deep);
}

TEST_CASE("check_item: 400 KB pass, one byte more is too large") {
  ddb::item it;
  it.set("d", av::string(std::string(ddb::max_item_size - 1, 'x')));  // 1 + 409,599
  CHECK(ddb::item_size(it) == 400 * 1024);
  CHECK(ddb::check_item(it).code == kp::error_code::none);
  it.set("d", av::string(std::string(ddb::max_item_size, 'x')));
  CHECK(ddb::check_item(it).code == kp::error_code::item_too_large);
  CHECK(ddb::check_item(it).message() == "item larger than 400 KB");
}
}  // namespace
