// Tests key.hpp: key<...> and key_layout, its facts and operations (encode, decode, prefix).
#include <chrono>
#include <cstddef>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
using namespace std::string_view_literals;

namespace {

using ProjectTask = kp::key<"PROJECT#{p}#TASK#{t}", kp::string<>, kp::string<>>;
using ProjectTaskDefault = kp::key<"PROJECT#{p}#TASK#{t}">;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using ShortTask = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::string<10>>;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using Counter = kp::key<"N#{n}", kp::uint<>>;
using Meta = kp::key<"#METADATA">;
using Profile = kp::key<"PROFILE">;
using Tenant = kp::key<"TENANT#{tenant}#USER#{user}">;
using ThreeStrings = kp::key<"{a}#{b}#{c}">;

constexpr std::string_view project_ulid = "01HVNR4Q3R6Z8W5XK2M9P7T1AB";
constexpr std::string_view task_ulid = "7ZZZZZZZZZZZZZZZZZZZZZZZZZ";

constexpr std::chrono::year_month_day ymd(int y, unsigned m, unsigned d) {
  return std::chrono::year{y} / std::chrono::month{m} / std::chrono::day{d};
}

template <class Result>
bool is_error(const Result& r, kp::error_code code, std::string_view field, std::size_t offset) {
  return !r.has_value() && r.error().code == code && r.error().field == field &&
         r.error().offset == offset;
}

}  // namespace

TEST_CASE("frozen wire-format vectors", "[key]") {
  CHECK(ProjectTask::encode("a b", "x#y") == "PROJECT#a%20b#TASK#x%23y");
  CHECK(ProjectTask::encode("50%$", "") == "PROJECT#50%25%24#TASK#");
  CHECK(ProjectTask::prefix("1").text() == "PROJECT#1#TASK#");
  CHECK(ProjectTaskDefault::encode("a b", "x#y") == "PROJECT#a%20b#TASK#x%23y");
  CHECK(ProjectTaskDefault::encode("50%$", "") == "PROJECT#50%25%24#TASK#");
  CHECK(ProjectTaskDefault::prefix("1").text() == "PROJECT#1#TASK#");
  STATIC_REQUIRE(ProjectTask::encode_buffer("a b", "x#y")->view() == "PROJECT#a%20b#TASK#x%23y");
  STATIC_REQUIRE(ProjectTaskDefault::encode_buffer("50%$", "")->view() == "PROJECT#50%25%24#TASK#");
  STATIC_REQUIRE(std::is_same_v<ProjectTaskDefault::value_tuple, ProjectTask::value_tuple>);
  STATIC_REQUIRE(ProjectTaskDefault::max_size == ProjectTask::max_size);

  const auto decoded = ProjectTaskDefault::decode("PROJECT#50%25%24#TASK#");
  REQUIRE(decoded.has_value());
  CHECK(decoded->get<0>() == "50%$");
  CHECK(decoded->get<1>().empty());
}

TEST_CASE("compile-time facts of a layout", "[key]") {
  STATIC_REQUIRE(TaskKey::pattern == "PROJECT#{projectId}#TASK#{taskId}");
  STATIC_REQUIRE(TaskKey::field_count == 2);
  STATIC_REQUIRE(TaskKey::field_names[0] == "projectId");
  STATIC_REQUIRE(TaskKey::field_names[1] == "taskId");
  STATIC_REQUIRE(TaskKey::min_size == 66);
  STATIC_REQUIRE(TaskKey::max_size == 66);
  STATIC_REQUIRE(TaskKey::order_preserving);
  STATIC_REQUIRE(TaskKey::fits_dynamodb_sort_key);
  // string<10> is at worst 10 escaped bytes: 3 * 10.
  STATIC_REQUIRE(ShortTask::min_size == 40);
  STATIC_REQUIRE(ShortTask::max_size == 70);
  // string<> is string<255>: 14 literal bytes + 2 * 765.
  STATIC_REQUIRE(ProjectTask::min_size == 14);
  STATIC_REQUIRE(ProjectTask::max_size == 1544);
  STATIC_REQUIRE(!ProjectTask::fits_dynamodb_sort_key);
  STATIC_REQUIRE(ProjectTask::fits_dynamodb_partition_key);
  STATIC_REQUIRE(ThreeStrings::max_size == 2 + 3 * 765);
  STATIC_REQUIRE(!ThreeStrings::fits_dynamodb_partition_key);
  STATIC_REQUIRE(OrderKey::min_size == 27 && OrderKey::max_size == 27);
  STATIC_REQUIRE(Counter::min_size == 3 && Counter::max_size == 22);
  STATIC_REQUIRE(!Counter::order_preserving);
  STATIC_REQUIRE(!kp::key<"N#{n}#{s}", kp::uint<>, kp::string<>>::order_preserving);
  STATIC_REQUIRE(kp::key<"N#{n}#{s}", kp::uint<3>, kp::string<>>::order_preserving);
  STATIC_REQUIRE(Meta::field_count == 0 && Meta::min_size == 9 && Meta::max_size == 9);
  STATIC_REQUIRE(Profile::field_count == 0 && Profile::max_size == 7);
}

TEST_CASE("zero-field layouts encode to their literal and decode", "[key]") {
  CHECK(Meta::encode() == "#METADATA");
  CHECK(Profile::encode() == "PROFILE");
  STATIC_REQUIRE(Meta::encode_buffer()->view() == "#METADATA");
  STATIC_REQUIRE(Profile::matches("PROFILE"));
  STATIC_REQUIRE(!Profile::matches("PROFILEX"));
  CHECK(Meta::decode("#METADATA").has_value());
  CHECK(is_error(Meta::decode("#METADAT"), kp::error_code::missing_component, "", 8));
  CHECK(is_error(Meta::decode("#METADATA#"), kp::error_code::extra_component, "", 9));
  CHECK(is_error(Profile::decode("PROFILE#x"), kp::error_code::extra_component, "", 7));
  CHECK(is_error(Profile::decode("PROFIT"), kp::error_code::literal_mismatch, "", 5));
}

TEST_CASE("encode, try_encode, encode_to, encode_buffer", "[key]") {
  CHECK(TaskKey::encode(project_ulid, task_ulid) ==
        "PROJECT#01HVNR4Q3R6Z8W5XK2M9P7T1AB#TASK#7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
  CHECK(TaskKey::encode("01hvnr4q3r6z8w5xk2m9p7t1ab", task_ulid) ==
        "PROJECT#01HVNR4Q3R6Z8W5XK2M9P7T1AB#TASK#7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
  CHECK(*TaskKey::try_encode(project_ulid, task_ulid) ==
        "PROJECT#01HVNR4Q3R6Z8W5XK2M9P7T1AB#TASK#7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
  CHECK(is_error(TaskKey::try_encode(project_ulid, "8ZZZZZZZZZZZZZZZZZZZZZZZZZ"),
                 kp::error_code::out_of_range, "taskId", 0));
  CHECK(is_error(ShortTask::try_encode(project_ulid, "12345678901"), kp::error_code::too_long,
                 "taskId", 10));
  CHECK(is_error(ProjectTask::try_encode("ok", "a\xC3"), kp::error_code::invalid_utf8, "t", 1));
  CHECK(
      is_error(OrderKey::try_encode(ymd(2026, 2, 29), 1), kp::error_code::invalid_date, "date", 0));
  CHECK(is_error(OrderKey::try_encode(ymd(2026, 2, 28), 10'000'000'000),
                 kp::error_code::out_of_range, "orderId", 0));
  CHECK(OrderKey::encode(ymd(2024, 2, 29), 42) == "ORDER#2024-02-29#0000000042");
  CHECK(Counter::encode(0) == "N#0");

  SECTION("encode_to writes at most max_size bytes") {
    constexpr char guard = '\x5A';
    char buffer[ShortTask::max_size + 1];
    buffer[ShortTask::max_size] = guard;
    const kp::result<char*> end = ShortTask::encode_to(buffer, project_ulid, "##########");
    REQUIRE(end.has_value());
    CHECK(*end == buffer + ShortTask::max_size);
    CHECK(std::string_view(buffer, ShortTask::max_size) ==
          "PROJECT#01HVNR4Q3R6Z8W5XK2M9P7T1AB#TASK#%23%23%23%23%23%23%23%23%23%23");
    CHECK(buffer[ShortTask::max_size] == guard);
    const auto failed = ShortTask::encode_to(buffer, project_ulid, "###########");
    CHECK(is_error(failed, kp::error_code::too_long, "taskId", 10));
    CHECK(buffer[ShortTask::max_size] == guard);

    char wide[ProjectTask::max_size + 1];
    wide[ProjectTask::max_size] = guard;
    const std::string worst(255, '\x01');
    const auto wide_end = ProjectTask::encode_to(wide, worst, worst);
    REQUIRE(wide_end.has_value());
    CHECK(*wide_end == wide + ProjectTask::max_size);
    CHECK(wide[ProjectTask::max_size] == guard);
  }
  SECTION("encode_buffer works in constant expressions") {
    STATIC_REQUIRE(OrderKey::encode_buffer(ymd(2026, 10, 1), 42)->view() ==
                   "ORDER#2026-10-01#0000000042");
    STATIC_REQUIRE(OrderKey::encode_buffer(ymd(2026, 10, 1), 42)->size() == 27);
    STATIC_REQUIRE(!OrderKey::encode_buffer(ymd(2026, 2, 30), 42).has_value());
    STATIC_REQUIRE(OrderKey::encode_buffer(ymd(2026, 2, 30), 42).error().field == "date");
    constexpr auto buffer = Counter::encode_buffer(1234);
    STATIC_REQUIRE(buffer->view() == "N#1234");
    CHECK(buffer->str() == "N#1234");
    CHECK(std::string_view(*buffer) == "N#1234");
    STATIC_REQUIRE(*Counter::encode_buffer(7) == *Counter::encode_buffer(7));
    STATIC_REQUIRE(!(*Counter::encode_buffer(7) == *Counter::encode_buffer(70)));
  }
}

TEST_CASE("prefix, try_prefix, prefix_to", "[key]") {
  CHECK(TaskKey::prefix().text() == "PROJECT#");
  CHECK(TaskKey::prefix(project_ulid).text() == "PROJECT#01HVNR4Q3R6Z8W5XK2M9P7T1AB#TASK#");
  CHECK(OrderKey::prefix(ymd(2026, 10, 1)).text() == "ORDER#2026-10-01#");
  CHECK(ProjectTask::prefix("a#b").text() == "PROJECT#a%23b#TASK#");
  CHECK(ProjectTask::try_prefix("10")->text() == "PROJECT#10#TASK#");
  CHECK(is_error(ProjectTask::try_prefix("\xFF"), kp::error_code::invalid_utf8, "p", 0));
  CHECK(is_error(TaskKey::try_prefix("short"), kp::error_code::invalid_length, "projectId", 5));

  char buffer[ProjectTask::max_size];
  const kp::result<char*> end = ProjectTask::prefix_to(buffer, "1");
  REQUIRE(end.has_value());
  CHECK(std::string_view(buffer, static_cast<std::size_t>(*end - buffer)) == "PROJECT#1#TASK#");
  CHECK(
      is_error(ProjectTask::prefix_to(buffer, "a\xC0\x80"), kp::error_code::invalid_utf8, "p", 1));

  // Prefix-exact: project 1 never selects project 10.
  CHECK(ProjectTask::encode("10", "x").rfind(ProjectTask::prefix("1").text(), 0) ==
        std::string::npos);
  CHECK(ProjectTask::encode("1", "x").rfind(ProjectTask::prefix("1").text(), 0) == 0);
}

TEST_CASE("key_error from encode and prefix", "[key]") {
  const auto thrown = [](auto call) -> kp::error {
    try {
      call();
    } catch (const kp::key_error& e) {
      CHECK(std::string_view(e.what()).substr(0, 10) == "keyplate: ");
      return e.error();
    }
    return kp::error{kp::error_code::empty_key, "nothing thrown", 999};
  };
  CHECK(thrown([] { (void)ProjectTask::encode("x", "\xE0\x80\x80"); }) ==
        kp::error{kp::error_code::invalid_utf8, "t", 0});
  CHECK(thrown([] { (void)ShortTask::prefix("ILLEGALULIDILLEGALULIDILLE").text(); }) ==
        kp::error{kp::error_code::invalid_character, "projectId", 0});
  CHECK(thrown([] { (void)Counter::encode(-1); }) ==
        kp::error{kp::error_code::out_of_range, "n", 0});
  bool caught_as_invalid_argument = false;
  try {
    (void)OrderKey::encode(ymd(2026, 13, 1), 1);
  } catch (const std::invalid_argument&) {
    caught_as_invalid_argument = true;
  }
  CHECK(caught_as_invalid_argument);
}

TEST_CASE("decode reports code, field and absolute offset", "[key]") {
  CHECK(is_error(ProjectTask::decode(""), kp::error_code::empty_key, "", 0));
  CHECK(is_error(ProjectTask::decode("project#a#TASK#b"), kp::error_code::literal_mismatch, "", 0));
  CHECK(is_error(ProjectTask::decode("PROJECT-a"), kp::error_code::literal_mismatch, "", 7));
  CHECK(
      is_error(ProjectTask::decode("PROJECT#a#TASX#b"), kp::error_code::literal_mismatch, "", 13));
  CHECK(is_error(ProjectTask::decode("PROJECT#a#TASK#x#more"), kp::error_code::extra_component, "",
                 16));
  CHECK(
      is_error(ProjectTask::decode("PROJECT#a b#TASK#x"), kp::error_code::unescaped_byte, "p", 9));
  CHECK(
      is_error(ProjectTask::decode("PROJECT#a%2a#TASK#x"), kp::error_code::invalid_escape, "p", 9));
  CHECK(is_error(ProjectTask::decode("PROJECT#a#TASK#x%41"), kp::error_code::invalid_escape, "t",
                 16));
  CHECK(is_error(ProjectTask::decode("PROJECT#\xC3#TASK#x"), kp::error_code::invalid_utf8, "p", 8));
  CHECK(is_error(ShortTask::decode("PROJECT#01HVNR4Q3R6Z8W5XK2M9P7T1AB#TASK#12345678901"),
                 kp::error_code::too_long, "taskId", 50));
  const std::string task = TaskKey::encode(project_ulid, task_ulid);
  CHECK(is_error(TaskKey::decode(task + "#x"), kp::error_code::extra_component, "", 66));
  CHECK(is_error(
      TaskKey::decode("PROJECT#01hvnr4q3r6z8w5xk2m9p7t1ab#TASK#7ZZZZZZZZZZZZZZZZZZZZZZZZZ"),
      kp::error_code::invalid_character, "projectId", 10));
  CHECK(is_error(OrderKey::decode("ORDER#2026-10-01#00000000x2"), kp::error_code::invalid_character,
                 "orderId", 25));
  STATIC_REQUIRE(OrderKey::decode("ORDER#2026-02-30#0000000042").error().code ==
                 kp::error_code::invalid_date);
  STATIC_REQUIRE(OrderKey::decode("ORDER#2026-02-30#0000000042").error().offset == 14);
  STATIC_REQUIRE(OrderKey::decode("ORDER#2026-02-30#0000000042").error().field == "date");
  STATIC_REQUIRE(OrderKey::decode("ORDER#2024-02-29#0000000042")->get<1>() == 42);
  STATIC_REQUIRE(OrderKey::matches("ORDER#2024-02-29#0000000042"));
  STATIC_REQUIRE(!OrderKey::matches("ORDER#2024-02-29#000000042"));
  CHECK(is_error(Counter::decode("N#007"), kp::error_code::not_canonical, "n", 2));
  CHECK(!TaskKey::matches(ProjectTask::encode("a", "b")));
  CHECK(ProjectTask::matches(ProjectTask::encode("a", "b")));
}

TEST_CASE("every truncation of a key is an error or a re-encodable key", "[key]") {
  const std::string full = TaskKey::encode(project_ulid, task_ulid);
  for (std::size_t n = 0; n < full.size(); ++n) {
    INFO("cut at " << n);
    const auto r = TaskKey::decode(std::string_view(full).substr(0, n));
    REQUIRE(!r.has_value());
    CHECK(r.error().offset == n);
    const bool at_boundary = n == 8 || n == 40;
    const auto expected = n == 0 ? kp::error_code::empty_key
                          : (at_boundary || n < 8 || (n >= 34 && n < 40))
                              ? kp::error_code::missing_component
                              : kp::error_code::invalid_length;
    CHECK(r.error().code == expected);
    if (n > 8 && n < 34) CHECK(r.error().field == "projectId");
    if (n > 40) CHECK(r.error().field == "taskId");
  }

  // Ends in a variable string, so some truncations are keys of their own (t = "", "x", "x#").
  struct cut {
    std::size_t length;
    kp::error_code code;
    std::string_view field;
    std::size_t offset;
  };
  constexpr std::string_view frozen = "PROJECT#a%20b#TASK#x%23y";
  constexpr auto missing = kp::error_code::missing_component;
  constexpr auto escape = kp::error_code::invalid_escape;
  const cut cuts[] = {{8, missing, "", 8},   {9, missing, "", 9},   {10, escape, "p", 9},
                      {11, escape, "p", 9},  {12, missing, "", 12}, {13, missing, "", 13},
                      {18, missing, "", 18}, {21, escape, "t", 20}, {22, escape, "t", 20}};
  for (const cut& c : cuts) {
    INFO("cut at " << c.length);
    CHECK(is_error(ProjectTask::decode(frozen.substr(0, c.length)), c.code, c.field, c.offset));
  }
  CHECK(ProjectTask::decode(frozen.substr(0, 19))->get<1>().empty());
  CHECK(ProjectTask::decode(frozen.substr(0, 20))->get<1>() == "x");
  CHECK(ProjectTask::decode(frozen.substr(0, 23))->get<1>() == "x#");
}

TEST_CASE("a value cannot forge another component", "[key]") {
  const std::string forged = Tenant::encode("acme#TENANT#other", "u");
  CHECK(forged == "TENANT#acme%23TENANT%23other#USER#u");
  const auto decoded = Tenant::decode(forged);
  REQUIRE(decoded.has_value());
  CHECK(decoded->get<"tenant">() == "acme#TENANT#other");
  CHECK(decoded->get<"user">() == "u");
  CHECK(forged.rfind(Tenant::prefix("acme").text(), 0) == std::string::npos);
  CHECK(forged.rfind(Tenant::prefix("other").text(), 0) == std::string::npos);
  CHECK(!Tenant::matches("TENANT#acme#TENANT#other#USER#u"));
}
