// The non-throwing API (try_encode, encode_to, encode_buffer, decode, matches, try_prefix,
// prefix_to, error().message()) used from a program built with -fno-exceptions.
#include <chrono>
#include <cstdio>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "../support/plain_checks.hpp"

namespace kp = keyplate;
using namespace std::chrono_literals;

namespace {

using NoteKey = kp::key<"PROJECT#{p}#TASK#{t}">;  // the frozen vectors' layout
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;

constexpr std::string_view project_id = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
constexpr std::string_view task_id = "01HVNR4Q3R7Z8X9Y0A1B2C3D4E";
constexpr std::chrono::year_month_day october_first = 2026y / std::chrono::October / 1d;

// True when `r` failed with `code` in `field` at `offset`, and its message says so.
template <class T>
bool failed_with(const kp::result<T>& r, kp::error_code code, std::string_view field,
                 std::size_t offset, std::string_view message) {
  if (r.has_value()) {
    std::printf("  expected an error, got a value\n");
    return false;
  }
  const kp::error& e = r.error();
  const std::string text = e.message();
  const bool ok = e.code == code && e.field == field && e.offset == offset && text == message;
  if (!ok) std::printf("  got: %s\n", text.c_str());
  return ok;
}

void try_encode_checks() {
  const auto key = NoteKey::try_encode("a b", "x#y");
  KP_CHECK(key && *key == "PROJECT#a%20b#TASK#x%23y");
  const auto percent = NoteKey::try_encode("50%$", "");
  KP_CHECK(percent && *percent == "PROJECT#50%25%24#TASK#");

  KP_CHECK(failed_with(NoteKey::try_encode("ok", "bad\xff"), kp::error_code::invalid_utf8, "t", 3,
                       "invalid UTF-8 at byte 3 (field 't')"));
  // A ULID whose first character would need more than 128 bits.
  KP_CHECK(failed_with(TaskKey::try_encode("81ARZ3NDEKTSV4RRFFQ69G5FAV", task_id),
                       kp::error_code::out_of_range, "projectId", 0,
                       "value out of range at byte 0 (field 'projectId')"));
}

void encode_to_checks() {
  char buffer[OrderKey::max_size];
  const auto end = OrderKey::encode_to(buffer, october_first, 42);
  KP_CHECK(end && std::string_view(buffer, static_cast<std::size_t>(*end - buffer)) ==
                      "ORDER#2026-10-01#0000000042");

  // 11 digits do not fit uint<10>: an error, never a truncated key.
  KP_CHECK(failed_with(OrderKey::encode_to(buffer, october_first, 12345678901LL),
                       kp::error_code::out_of_range, "orderId", 0,
                       "value out of range at byte 0 (field 'orderId')"));
  KP_CHECK(failed_with(OrderKey::encode_to(buffer, 2026y / std::chrono::February / 30d, 1),
                       kp::error_code::invalid_date, "date", 0,
                       "invalid date at byte 0 (field 'date')"));
}

void encode_buffer_checks() {
  // Lowercase ULIDs are accepted and written uppercase.
  const auto key = TaskKey::encode_buffer("01arz3ndektsv4rrffq69g5fav", task_id);
  KP_CHECK(key &&
           key->view() == "PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV#TASK#01HVNR4Q3R7Z8X9Y0A1B2C3D4E");
  static_assert(OrderKey::encode_buffer(october_first, 7)->view() == "ORDER#2026-10-01#0000000007");

  // 'U' is not a Crockford base32 digit.
  KP_CHECK(failed_with(TaskKey::encode_buffer(project_id, "01HVNR4Q3R7Z8X9Y0A1B2C3D4U"),
                       kp::error_code::invalid_character, "taskId", 25,
                       "invalid character at byte 25 (field 'taskId')"));
}

void decode_checks() {
  const auto note = NoteKey::decode("PROJECT#a%20b#TASK#x%23y");
  KP_CHECK(note && note->get<"p">() == "a b" && note->get<"t">() == "x#y");

  const auto order = OrderKey::decode("ORDER#2026-10-01#0000000042");
  KP_CHECK(order && order->get<"date">() == october_first && order->get<1>() == 42u);

  KP_CHECK(failed_with(TaskKey::decode("PROJECT#x"), kp::error_code::invalid_length, "projectId", 9,
                       "wrong length at byte 9 (field 'projectId')"));
  KP_CHECK(failed_with(OrderKey::decode("ORDER#2026-02-30#0000000001"),
                       kp::error_code::invalid_date, "date", 14,
                       "invalid date at byte 14 (field 'date')"));
  KP_CHECK(failed_with(NoteKey::decode("PROJECT#a b#TASK#"), kp::error_code::unescaped_byte, "p", 9,
                       "reserved byte must be escaped at byte 9 (field 'p')"));
  KP_CHECK(failed_with(NoteKey::decode("TASK#1"), kp::error_code::literal_mismatch, "", 0,
                       "literal text does not match the template at byte 0"));
  KP_CHECK(
      failed_with(NoteKey::decode(""), kp::error_code::empty_key, "", 0, "empty key at byte 0"));
}

void matches_checks() {
  KP_CHECK(OrderKey::matches("ORDER#2026-10-01#0000000042"));
  KP_CHECK(!OrderKey::matches("ORDER#2026-10-01#42"));
  KP_CHECK(!OrderKey::matches("ORDER#2026-10-01#0000000042#"));
  KP_CHECK(NoteKey::matches("PROJECT##TASK#"));
  KP_CHECK(!NoteKey::matches("PROJECT#1#TASK#2#3"));
}

void prefix_checks() {
  const auto all = NoteKey::try_prefix();
  KP_CHECK(all && all->text() == "PROJECT#");
  const auto one = NoteKey::try_prefix("1");
  KP_CHECK(one && one->text() == "PROJECT#1#TASK#");
  KP_CHECK(failed_with(NoteKey::try_prefix("\xc3"), kp::error_code::invalid_utf8, "p", 0,
                       "invalid UTF-8 at byte 0 (field 'p')"));

  char buffer[TaskKey::max_size];
  const auto end = TaskKey::prefix_to(buffer, project_id);
  KP_CHECK(end && std::string_view(buffer, static_cast<std::size_t>(*end - buffer)) ==
                      "PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV#TASK#");
  KP_CHECK(failed_with(TaskKey::prefix_to(buffer, "01ARZ3"), kp::error_code::invalid_length,
                       "projectId", 6, "wrong length at byte 6 (field 'projectId')"));
}

}  // namespace

int main() {
  try_encode_checks();
  encode_to_checks();
  encode_buffer_checks();
  decode_checks();
  matches_checks();
  prefix_checks();
  return keyplate_test::plain_checks_result("no-exceptions");
}
