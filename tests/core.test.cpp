// Tests core.hpp: one include gives the per-key layer (keys, tables of keys, queries, results and
// every codec but the <chrono> ones), with nothing else included.
#include <keyplate/core.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "catch.hpp"

namespace kp = keyplate;

namespace {

enum class status { open, shipped };
using Status = kp::enumeration<status, "OPEN", "SHIPPED">;

using OrderKey = kp::key<"ORDER#{n}#{status}#{paid}", kp::uint<6>, Status, kp::boolean>;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}#{seq}", kp::ulid, kp::uuid, kp::int64>;
using NoteKey = kp::key<"NOTE#{text}", kp::string<16>>;
using Sk = kp::table<OrderKey, TaskKey, NoteKey>;

constexpr std::string_view project = "01HVMK3P2Q7R8S9T0VWXYZ1234";
constexpr std::string_view task = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

}  // namespace

TEST_CASE("core.hpp provides the key and codec names without <chrono>") {
  STATIC_REQUIRE(kp::codec<kp::string<>> && kp::codec<kp::uint<>> && kp::codec<kp::uint<4>>);
  STATIC_REQUIRE(kp::codec<kp::int64> && kp::codec<kp::ulid> && kp::codec<kp::uuid>);
  STATIC_REQUIRE(kp::codec<kp::boolean> && kp::codec<Status>);
  STATIC_REQUIRE(std::is_class_v<kp::key_condition> && std::is_class_v<kp::partial>);
  STATIC_REQUIRE(std::is_class_v<kp::escaped_view> && std::is_class_v<kp::fixed_text<2>>);
  STATIC_REQUIRE(std::is_class_v<kp::key_buffer<2>> && std::is_class_v<kp::byte_set>);
  STATIC_REQUIRE(std::is_class_v<kp::result<int>> && std::is_class_v<kp::key_error>);
  STATIC_REQUIRE(kp::disjoint<OrderKey, TaskKey> && kp::disjoint<TaskKey, NoteKey>);
  STATIC_REQUIRE(OrderKey::order_preserving && OrderKey::max_size == 26);
}

TEST_CASE("core.hpp alone encodes, decodes and queries keys with its codecs") {
  CHECK(OrderKey::encode(42, status::shipped, true) == "ORDER#000042#SHIPPED#true");
  const auto order = OrderKey::decode("ORDER#000042#OPEN#false");
  REQUIRE(order);
  CHECK(order->get<"n">() == 42);
  CHECK(order->get<"status">() == status::open);
  CHECK_FALSE(order->get<"paid">());

  const std::string key = TaskKey::encode(project, task, -1);
  CHECK(key ==
        "PROJECT#01HVMK3P2Q7R8S9T0VWXYZ1234#TASK#0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b#"
        "-9223372036854775807");
  CHECK(TaskKey::prefix(project).text() == "PROJECT#01HVMK3P2Q7R8S9T0VWXYZ1234#TASK#");
  CHECK(NoteKey::encode("a#b") == "NOTE#a%23b");
  CHECK(NoteKey::prefix(kp::partial("a#")).text() == "NOTE#a%23");

  const auto decoded = Sk::decode(key);
  REQUIRE(decoded);
  REQUIRE(decoded->index() == 1);
  CHECK(std::get<1>(*decoded).get<"projectId">() == project);
  CHECK(std::get<1>(*decoded).get<"seq">() == -1);
  const auto note = Sk::decode("NOTE#a%23b");
  REQUIRE(note);
  REQUIRE(note->index() == 2);
  CHECK(std::get<2>(*note).get<"text">() == "a#b");
  CHECK_FALSE(Sk::decode("NOTE#a#b"));
}
