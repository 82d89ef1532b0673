// Tests of dynamodb/attribute_value.hpp: construction, inspection, the visitor and equality as
// DynamoDB defines it.
#include <keyplate/dynamodb/attribute_value.hpp>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using kp::attribute_kind;
using value = ddb::attribute_value;

TEST_CASE("attribute_value keeps the scalar spelling of before") {
  const value pk{attribute_kind::S, "CUSTOMER#42"};
  CHECK(pk.type() == attribute_kind::S);
  CHECK(pk.text == "CUSTOMER#42");
  const value n = {attribute_kind::N, "42"};
  CHECK(n.type() == attribute_kind::N);
  CHECK(n.text == "42");
  CHECK(value{} == value{attribute_kind::S, ""});
  static_assert(std::is_nothrow_move_constructible_v<value>);
}

TEST_CASE("to_string spells every attribute type as DynamoDB JSON does") {
  CHECK(kp::to_string(attribute_kind::S) == "S");
  CHECK(kp::to_string(attribute_kind::N) == "N");
  CHECK(kp::to_string(attribute_kind::BOOL) == "BOOL");
  CHECK(kp::to_string(attribute_kind::B) == "B");
  CHECK(kp::to_string(attribute_kind::null) == "NULL");
  CHECK(kp::to_string(attribute_kind::L) == "L");
  CHECK(kp::to_string(attribute_kind::M) == "M");
  CHECK(kp::to_string(attribute_kind::SS) == "SS");
  CHECK(kp::to_string(attribute_kind::NS) == "NS");
  CHECK(kp::to_string(attribute_kind::BS) == "BS");
}

TEST_CASE("attribute_value's named constructors and readers agree") {
  CHECK(*value::string("a").as_string() == "a");
  CHECK(value::string("a").as_number() == nullptr);
  CHECK(*value::number("1.5").as_number() == "1.5");
  CHECK(*value::number(-42).as_number() == "-42");
  CHECK(*value::binary(std::string("\0\xFF", 2)).as_binary() == std::string("\0\xFF", 2));
  CHECK(value::boolean(false).as_bool() == std::optional<bool>(false));
  CHECK(value::boolean(true).as_bool() == std::optional<bool>(true));
  CHECK_FALSE(value::string("true").as_bool());
  CHECK(value::null().is_null());
  CHECK_FALSE(value::boolean(false).is_null());

  const value lines =
      value::list({value::map({{"sku", value::string("A-1")}, {"qty", value::number(2)}})});
  REQUIRE(lines.as_list() != nullptr);
  REQUIRE(lines.as_list()->size() == 1);
  const ddb::attribute_map* line = (*lines.as_list())[0].as_map();
  REQUIRE(line != nullptr);
  CHECK(*line->at("qty").as_number() == "2");
  CHECK(lines.as_map() == nullptr);
  CHECK(lines.text.empty());

  CHECK(value::string_set({"a", "b"}).as_string_set()->size() == 2);
  CHECK(value::string_set({"a"}).as_number_set() == nullptr);
  CHECK(value::number_set({"1"}).as_number_set()->at(0) == "1");
  CHECK(value::binary_set({"x"}).as_binary_set()->at(0) == "x");
}

TEST_CASE("an attribute_value collection is filled in place and copied deeply") {
  value list{attribute_kind::L, ""};  // an empty list, as `{kind, text}` builds it
  CHECK(std::as_const(list).as_list()->empty());
  list.as_list()->push_back(value::number(1));
  value copy = list;
  copy.as_list()->push_back(value::number(2));
  CHECK(list.as_list()->size() == 1);
  CHECK(copy.as_list()->size() == 2);
  CHECK(list != copy);
  value moved = std::move(copy);
  CHECK(moved.as_list()->size() == 2);
  value tags{attribute_kind::SS, ""};
  tags.as_string_set()->push_back("new");
  CHECK(tags == value::string_set({"new"}));
}

TEST_CASE("attribute_value equality is DynamoDB's") {
  CHECK(value::number("1.50") == value::number("1.5"));
  CHECK(value::number("0100") == value::number("1E2"));
  CHECK(value::number("1") != value::number("2"));
  CHECK(value::number("1") != value::string("1"));
  CHECK(value::string_set({"a", "b"}) == value::string_set({"b", "a"}));
  CHECK(value::string_set({"a", "b"}) != value::string_set({"a", "c"}));
  CHECK(value::string_set({"a"}) != value::string_set({"a", "b"}));
  CHECK(value::number_set({"1.0", "2"}) == value::number_set({"2", "1"}));
  CHECK(value::binary_set({"x", "y"}) == value::binary_set({"y", "x"}));
  CHECK(value::string_set({"a"}) != value::binary_set({"a"}));
  CHECK(value::list({value::number(1), value::number(2)}) !=
        value::list({value::number(2), value::number(1)}));  // a list keeps its order
  CHECK(value::map({{"a", value::number("1.0")}}) == value::map({{"a", value::number(1)}}));
  CHECK(value::map({{"a", value::number(1)}}) != value::map({{"b", value::number(1)}}));
  CHECK(value::null() == value::null());
  CHECK(value::boolean(true) != value::boolean(false));
  CHECK(value::string("1.5") != value::string("1.50"));  // strings compare as text
}

TEST_CASE("attribute_value's visitor sees the type and its payload") {
  const auto describe = [](auto tag, const auto& payload) -> std::string {
    constexpr attribute_kind kind = decltype(tag)::value;
    using payload_type = std::remove_cvref_t<decltype(payload)>;
    if constexpr (kind == attribute_kind::S || kind == attribute_kind::N ||
                  kind == attribute_kind::B) {
      static_assert(std::is_same_v<payload_type, std::string>);
      return std::string(kp::to_string(kind)) + ":" + payload;
    } else if constexpr (kind == attribute_kind::BOOL) {
      static_assert(std::is_same_v<payload_type, bool>);
      return payload ? "BOOL:true" : "BOOL:false";
    } else if constexpr (kind == attribute_kind::null) {
      static_assert(std::is_same_v<payload_type, std::nullptr_t>);
      return "NULL";
    } else {
      return std::string(kp::to_string(kind)) + ":" + std::to_string(payload.size());
    }
  };
  CHECK(value::string("a").visit(describe) == "S:a");
  CHECK(value::number("7").visit(describe) == "N:7");
  CHECK(value::binary("b").visit(describe) == "B:b");
  CHECK(value::boolean(true).visit(describe) == "BOOL:true");
  CHECK(value::null().visit(describe) == "NULL");
  CHECK(value::list({value::null(), value::null()}).visit(describe) == "L:2");
  CHECK(value::map({{"k", value::null()}}).visit(describe) == "M:1");
  CHECK(value::string_set({"a", "b", "c"}).visit(describe) == "SS:3");
  CHECK(value::number_set({"1"}).visit(describe) == "NS:1");
  CHECK(value::binary_set({"x", "y"}).visit(describe) == "BS:2");
}

TEST_CASE("name_problem: DynamoDB names are 1 byte to under 64 KB") {
  using kp::error_code;
  STATIC_REQUIRE(ddb::name_problem("a") == error_code::none);
  STATIC_REQUIRE(ddb::name_problem("") == error_code::empty_name);
  STATIC_REQUIRE(ddb::max_name_size == 64 * 1024 - 1);
  CHECK(ddb::name_problem(std::string(65'535, 'x')) == error_code::none);
  CHECK(ddb::name_problem(std::string(65'536, 'x')) == error_code::long_name);
  CHECK(kp::to_string(error_code::long_name) == "attribute name of 64 KB or more");
}
