// Tests of dynamodb/requests.hpp: the write requests as plain values.
#include <keyplate/dynamodb/requests.hpp>
#include <type_traits>

#include "catch.hpp"

namespace ddb = keyplate::dynamodb;

namespace {
// `replace` is an empty tag that nothing converts to by accident (its constructor is explicit).
static_assert(std::is_empty_v<ddb::replace_t>);
static_assert(!std::is_convertible_v<int, ddb::replace_t>);
template <class T>
concept from_braces = requires(void (*f)(T)) {
  f({});
};
static_assert(!from_braces<ddb::replace_t>);
}  // namespace

TEST_CASE("requests compare by every member") {
  ddb::put_parts a, b;
  CHECK(a == b);
  b.condition_expression = "attribute_not_exists(#pk)";
  CHECK(a != b);

  ddb::update_parts u, v;
  v.expression_attribute_values[":a1"] = {keyplate::attribute_kind::N, "1"};
  CHECK(u != v);
  u.expression_attribute_values[":a1"] = {keyplate::attribute_kind::S, "1"};
  CHECK(u != v);  // the type is part of the value

  ddb::delete_parts d;
  d.key.set("pk", {keyplate::attribute_kind::S, "X"});
  CHECK(ddb::key_parts{d.key} == ddb::key_parts{d.key});
  ddb::check_parts c, e;
  e.origin.entity = "Order";  // where it came from is part of the request
  CHECK(c != e);
}

TEST_CASE("key_attributes takes from an item the key attributes its origin names") {
  ddb::item it;
  it.set("pk", {keyplate::attribute_kind::S, "ORDER#1"});
  it.set("sk", {keyplate::attribute_kind::S, "LINE#2"});
  it.set("qty", {keyplate::attribute_kind::N, "3"});
  ddb::item both;
  both.set("pk", {keyplate::attribute_kind::S, "ORDER#1"});
  both.set("sk", {keyplate::attribute_kind::S, "LINE#2"});
  CHECK(ddb::key_attributes(it, {"Line", "pk", "sk"}) == both);
  ddb::item partition_only;
  partition_only.set("pk", {keyplate::attribute_kind::S, "ORDER#1"});
  CHECK(ddb::key_attributes(it, {"Order", "pk", ""}) == partition_only);
  CHECK(ddb::key_attributes(it, {}).empty());                      // built by hand: no key names
  CHECK(ddb::key_attributes(it, {"Line", "gsi1pk", ""}).empty());  // the item lacks it
}
