// The recursive part of attribute_value: a copy owns its own collections, an empty collection
// reads as empty, visit hands each type its elements, and equality is DynamoDB's.
#include <keyplate/dynamodb/detail/attribute_value_storage.hpp>
#include <string>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;

TEST_CASE("a copy owns its collections: changing one leaves the other") {
  av original = av::map({{"lines", av::list({av::number(1), av::string("x")})}});
  av copy = original;
  copy.as_map()->at("lines").as_list()->push_back(av::null());
  CHECK(original.as_map()->at("lines").as_list()->size() == 2);
  CHECK(copy.as_map()->at("lines").as_list()->size() == 3);
  CHECK(original != copy);
  copy = original;
  CHECK(original == copy);
}

TEST_CASE("equality: numbers by value, sets in any order, lists in order") {
  CHECK(av::number("1.50") == av::number("1.5"));
  CHECK(av::number_set({"1", "2.0"}) == av::number_set({"2", "1.00"}));
  CHECK(av::string_set({"a", "b"}) == av::string_set({"b", "a"}));
  CHECK(av::string_set({"a", "b"}) != av::string_set({"a", "c"}));
  CHECK(av::list({av::number(1), av::number(2)}) != av::list({av::number(2), av::number(1)}));
  CHECK(av::string("1") != av::number("1"));  // another type is never equal
  CHECK(av::list({}) == av::list({}));
}

TEST_CASE("visit: each collection's elements, with its type's tag") {
  const av lines = av::list({av::number(1), av::number(2)});
  const std::size_t n = lines.visit([](auto tag, const auto& value) -> std::size_t {
    if constexpr (decltype(tag)::value == kp::attribute_kind::L) {
      return value.size();
    } else {
      return 0;
    }
  });
  CHECK(n == 2);
}
}  // namespace
