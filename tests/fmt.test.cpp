// Tests of <keyplate/fmt.hpp>: values show decoded text, errors their message, queries their
// bounds. Built only when {fmt} is found.
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/fmt.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;
using namespace std::chrono;

namespace {
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}">;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using EventKey = kp::key<"EVT#{at}#{delta}", kp::timestamp<milliseconds>, kp::int64>;
using MetaKey = kp::key<"#METADATA">;
using IdKey = kp::key<"T#{tenant}#U#{user}", kp::ulid, kp::uuid>;
}  // namespace

TEST_CASE("fmt: values show decoded text, not the escaped key") {
  const auto task = TaskKey::decode("PROJECT#a%20b#TASK#x%23y");
  REQUIRE(task);
  CHECK(fmt::format("{}", *task) == R"({projectId: "a b", taskId: "x#y"})");
  const auto order = OrderKey::decode("ORDER#2026-10-01#0000000100");
  REQUIRE(order);
  CHECK(fmt::format("{}", *order) == "{date: 2026-10-01, orderId: 100}");
  const auto event = EventKey::decode("EVT#2026-10-01T12:30:00.250Z#-9223372036854775807");
  REQUIRE(event);
  CHECK(fmt::format("{}", *event) == "{at: 2026-10-01T12:30:00.250Z, delta: -1}");
  const auto meta = MetaKey::decode("#METADATA");
  REQUIRE(meta);
  CHECK(fmt::format("{}", *meta) == "{}");
}

TEST_CASE("fmt: fixed_text and escaped_view values print as their text") {
  const auto ids =
      IdKey::decode("T#01HVNR4Q3R8M9ABCDEFGHJKMNP#U#3f2504e0-4f89-11d3-9a0c-0305e82c3301");
  REQUIRE(ids);
  CHECK(fmt::format("{}", *ids) ==
        R"({tenant: "01HVNR4Q3R8M9ABCDEFGHJKMNP", user: "3f2504e0-4f89-11d3-9a0c-0305e82c3301"})");
  const std::string key = "PROJECT#a%20b#TASK#x%23y";
  const auto view = TaskKey::decode_view(key);
  REQUIRE(view);
  CHECK(fmt::format("{}", *view) == R"({projectId: "a b", taskId: "x#y"})");
}

TEST_CASE("fmt: errors print their message, with width like any string") {
  const auto bad = TaskKey::decode("PROJECT#a%2xb#TASK#");
  REQUIRE_FALSE(bad);
  CHECK(fmt::format("{}", bad.error()) == "invalid escape at byte 9 (field 'projectId')");
  CHECK(fmt::format("[{:>25}]", kp::error{kp::error_code::empty_key, {}, 0}) ==
        "[      empty key at byte 0]");
}

TEST_CASE("fmt: ranges and conditions print their bounds quoted") {
  const kp::key_condition range = OrderKey::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 31d));
  CHECK(fmt::format("{}", range) == R"(between ["ORDER#2026-10-01", "ORDER#2026-10-31$"])");
  CHECK(fmt::format("{}", kp::key<"P#{p}">::family("1")) == R"(between ["P#1", "P#1$"])");
  CHECK(fmt::format("{}", kp::key_condition::begins_with("PROJECT#1#TASK#")) ==
        R"(begins_with "PROJECT#1#TASK#")");
  CHECK(fmt::format("{}", kp::key_condition::equals("P#1")) == R"(= "P#1")");
  CHECK(fmt::format("{}", kp::key_condition{}) == "any");
}
