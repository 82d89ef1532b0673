#include <keyplate/dynamodb/item.hpp>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

TEST_CASE("an item keeps one attribute per name, sorted byte-wise") {
  ddb::item it;
  it.set("sk", {kp::attribute_kind::S, "B"});
  it.set("pk", {kp::attribute_kind::S, "A"});
  it.set("Z", {kp::attribute_kind::N, "1"});
  it.set("pk", {kp::attribute_kind::S, "C"});
  REQUIRE(it.size() == 3);
  CHECK(it.begin()->first == "Z");  // 'Z' (0x5A) sorts before 'p'
  CHECK(it.find("pk")->text == "C");
  CHECK(it.find("nope") == nullptr);
  CHECK(it.erase("sk"));
  CHECK(!it.erase("sk"));
  CHECK(!it.contains("sk"));
}
