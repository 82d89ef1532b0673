#include <keyplate/dynamodb/item.hpp>
#include <string>
#include <string_view>

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

TEST_CASE("find gives the attribute of that exact name, in items of any size") {
  // Up to 16 attributes an item is searched in order, beyond that by halves: both ways find
  // every name, and no name that differs in length, in one byte, or is a prefix of another.
  // (Names are built by appending: g++ 12 -O3 warns, wrongly, on "a" + std::string.)
  const auto named = [](char first, int n, std::string_view rest = {}) {
    std::string name(1, first);
    name += std::to_string(n * 7);
    name += rest;
    return name;
  };
  for (const int attributes : {0, 1, 9, 16, 17, 40}) {
    INFO(attributes << " attributes");
    ddb::item it;
    for (int n = 0; n != attributes; ++n) {
      it.set(named('a', n), {kp::attribute_kind::N, std::to_string(n)});
    }
    for (int n = 0; n != attributes; ++n) {
      const ddb::attribute_value* v = it.find(named('a', n));
      REQUIRE(v != nullptr);
      CHECK(v->text == std::to_string(n));
      CHECK(it.find(named('a', n, "x")) == nullptr);
      CHECK(it.find(named('b', n)) == nullptr);
    }
    CHECK(it.find("a") == nullptr);
    CHECK(it.find("") == nullptr);
    CHECK(it.contains("a0") == (attributes > 0));
  }
}
