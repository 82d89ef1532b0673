// Tests values.hpp: the decoded values of one key, by position, by name, structured bindings,
// equality, and the for_overwrite construction decoding uses.
#include <chrono>
#include <cstddef>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "catch.hpp"

namespace kp = keyplate;

namespace {

using ProjectTask = kp::key<"PROJECT#{p}#TASK#{t}", kp::string<>, kp::string<>>;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using Meta = kp::key<"#METADATA">;

constexpr std::string_view project_ulid = "01HVNR4Q3R6Z8W5XK2M9P7T1AB";
constexpr std::string_view task_ulid = "7ZZZZZZZZZZZZZZZZZZZZZZZZZ";

constexpr std::chrono::year_month_day ymd(int y, unsigned m, unsigned d) {
  return std::chrono::year{y} / std::chrono::month{m} / std::chrono::day{d};
}

}  // namespace

TEST_CASE("values: get, names, structured bindings, equality", "[values]") {
  const auto decoded = ProjectTask::decode("PROJECT#a%20b#TASK#x%23y");
  REQUIRE(decoded.has_value());
  CHECK(decoded->get<0>() == "a b");
  CHECK(decoded->get<1>() == "x#y");
  CHECK(decoded->get<"p">() == "a b");
  CHECK(decoded->get<"t">() == "x#y");
  const auto& [p, t] = *decoded;
  CHECK(p == "a b");
  CHECK(t == "x#y");
  STATIC_REQUIRE(std::tuple_size_v<ProjectTask::values> == 2);
  STATIC_REQUIRE(std::is_same_v<std::tuple_element_t<1, ProjectTask::values>, std::string>);

  const ProjectTask::values direct{"a b", "x#y"};
  CHECK(*decoded == direct);
  CHECK(!(*decoded == ProjectTask::values{"a b", "x#z"}));
  CHECK(std::get<1>(direct.as_tuple()) == "x#y");

  ProjectTask::values edited = direct;
  edited.get<"t">() = std::string("z");
  CHECK(edited.get<1>() == "z");
  CHECK(std::move(edited).get<"p">() == "a b");

  constexpr OrderKey::values order{ymd(2026, 10, 1), 42};
  STATIC_REQUIRE(*OrderKey::decode("ORDER#2026-10-01#0000000042") == order);
  STATIC_REQUIRE(order.get<"orderId">() == 42);
  STATIC_REQUIRE(order.get<"date">() == ymd(2026, 10, 1));

  const auto task = TaskKey::decode(TaskKey::encode(project_ulid, task_ulid));
  REQUIRE(task.has_value());
  CHECK(task->get<"taskId">() == task_ulid);
  CHECK(task->get<"projectId">() == task->get<0>());
}

TEST_CASE("values of a layout without fields, and views", "[values]") {
  STATIC_REQUIRE(std::tuple_size_v<Meta::values> == 0);
  CHECK(*Meta::decode("#METADATA") == Meta::values{});
  // decode_view's values hold escaped_views for strings, the decoded values elsewhere.
  STATIC_REQUIRE(
      std::is_same_v<std::tuple_element_t<0, ProjectTask::view_values>, kp::escaped_view>);
  STATIC_REQUIRE(std::is_same_v<std::tuple_element_t<0, TaskKey::view_values>, kp::fixed_text<26>>);
  // for_overwrite skips the initial fill of fixed_text, and value-initialises the rest.
  const TaskKey::values blank{kp::detail::for_overwrite};
  CHECK(blank.get<0>().c_str()[26] == '\0');
  const OrderKey::values zero{kp::detail::for_overwrite};
  CHECK(zero.get<"orderId">() == 0);
}
