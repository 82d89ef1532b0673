// Tests dynamodb/detail/simdjson_responses.hpp: the walk over a response's members, the
// members it reads (counts, capacity, items) and where an error is.
#include <cstddef>
#include <keyplate/dynamodb/detail/simdjson_responses.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace sj = keyplate::dynamodb::detail_simdjson;
using kp::error_code;
}  // namespace

TEST_CASE("the walk gives each member once, in order, and nothing may follow the object") {
  sj::response_walk walk;
  std::vector<std::string> names;
  const kp::error e = walk.read(R"( {"b": 1, "a": [true], "c": {"d": null}} )",
                                [&](std::string_view name, simdjson::ondemand::value v) {
                                  names.emplace_back(name);
                                  return walk.values.skip(v);
                                });
  CHECK(e.code == error_code::none);
  CHECK(names == std::vector<std::string>{"b", "a", "c"});

  sj::response_walk trailing;
  const kp::error t = trailing.read(
      R"({"a": 1} {})", [&](std::string_view, auto v) { return trailing.values.skip(v); });
  CHECK(t.code == error_code::malformed_json);
  CHECK(t.offset == 9);
}

TEST_CASE("counts, capacity and items, and their errors") {
  sj::response_walk walk;
  std::size_t count = 0;
  std::optional<double> units;
  std::vector<std::string> paths;
  bool seen = false;
  const kp::error e = walk.read(
      R"({"Count": 3, "ConsumedCapacity": {"TableName": "t", "CapacityUnits": 1.5},
          "Items": [{"a": {"S": "x"}}, {}]})",
      [&](std::string_view name, simdjson::ondemand::value v) {
        if (name == "Count") return walk.once(seen, name) && walk.count(v, name, count);
        if (name == "ConsumedCapacity") return walk.capacity(v, units);
        return walk.items(v, [&](ddb::item&& it, const sj::item_place& at) {
          paths.push_back(at.text() + ":" + std::to_string(it.size()));
          return true;
        });
      });
  CHECK(e.code == error_code::none);
  CHECK(count == 3);
  CHECK(units == 1.5);
  CHECK(paths == std::vector<std::string>{"Items[0]:1", "Items[1]:0"});

  sj::response_walk twice;
  bool once = false;
  const kp::error t = twice.read(R"({"Count": 1, "Count": 2})", [&](std::string_view n, auto v) {
    return twice.once(once, n) && twice.count(v, n, count);
  });
  CHECK(t.code == error_code::malformed_response);
  CHECK(twice.values.path == "Count");
  CHECK(t.offset == kp::error::no_offset);
}

TEST_CASE("an item's place, and an error reading one, go in front of the error's path") {
  CHECK(sj::item_place{"Item"}.text() == "Item");
  CHECK(sj::item_place{"Items", 12}.text() == "Items[12]");
  sj::response_walk bad;
  const kp::error e =
      bad.read(R"({"Items": [{"a": {"S": "x"}}, {"b": {"L": [{"N": "x"}]}}]})",
               [&](std::string_view, simdjson::ondemand::value v) {
                 return bad.items(v, [](ddb::item&&, const sj::item_place&) { return true; });
               });
  CHECK(e.code == error_code::invalid_number);
  CHECK(bad.values.path == "Items[1].b[0]");
}

TEST_CASE("an error typing an item goes after the item's path") {
  sj::response_walk walk;
  walk.decode_error(kp::error{error_code::key_mismatch, "sk", 6}, sj::item_place{"Items", 2});
  CHECK(walk.values.path == "Items[2].sk");
  CHECK(walk.values.code == error_code::key_mismatch);
  CHECK(walk.offset == 6);
}
