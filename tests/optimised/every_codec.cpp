// Every built-in codec in a layout, through every operation, as a plain program. The tests build
// it with g++ at -O2 with ASan + UBSan, at -O3 and at -Os, with warnings as errors
// (tests/CMakeLists.txt): optimised (and sanitized together) is where g++ finds false positives
// (-Wmaybe-uninitialized, -Warray-bounds, -Wrestrict, -Wstringop-overflow) that no Debug build
// shows, and users build that way.
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>

#include "../support/plain_checks.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

namespace {

enum class color : unsigned char { blue, green, red };
using Color = kp::enumeration<color, "BLUE", "GREEN", "RED">;

using Ids = kp::key<"ID#{u}#{g}", kp::ulid, kp::uuid>;
using Texts = kp::key<"{parent}#{child}", kp::string<40>, kp::string<>>;
using Numbers = kp::key<"N#{a}#{b}#{c}", kp::uint<10>, kp::uint<6>, kp::int64>;
using Times = kp::key<"T#{day}#{at}", kp::date, kp::timestamp<std::chrono::milliseconds>>;
using Flags = kp::key<"F#{on}#{color}", kp::boolean, Color>;
using Replies = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
using Sk = kp::table<Ids, Numbers, Times, Flags>;

constexpr std::string_view ulid_text = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
constexpr std::string_view uuid_text = "123e4567-e89b-12d3-a456-426614174000";

// encode, encode_to, decode and decode_view agree, and the key decodes in the table.
template <class K, class... In>
void round_trip(const In&... in) {
  const std::string key = K::encode(in...);
  char buffer[K::max_size];
  const kp::result<char*> end = K::encode_to(buffer, in...);
  KP_CHECK(end && std::string_view(buffer, static_cast<std::size_t>(*end - buffer)) == key);
  const auto decoded = K::decode(key);
  KP_CHECK(decoded && std::apply([](const auto&... v) { return K::encode(v...); },
                                 decoded->as_tuple()) == key);
  const auto view = K::decode_view(key);
  KP_CHECK(view.has_value());
  KP_CHECK(K::exact(in...).text() == key);
}

}  // namespace

int main() {
  round_trip<Ids>(ulid_text, uuid_text);
  KP_CHECK(!Ids::decode("ID#01ARZ3NDEKTSV4RRFFQ69G5FAV#not-a-uuid"));
  round_trip<Texts>("a#b%c$ d", "");
  KP_CHECK(Texts::prefix().op() == kp::sort_operator::any);
  KP_CHECK(Texts::prefix(kp::partial("a#")).text() == "a%23");
  round_trip<Numbers>(42u, 7u, -3);
  KP_CHECK(Numbers::range(42u, kp::between(1u, 9u)).op() == kp::sort_operator::between);
  KP_CHECK(Numbers::family(42u, 7u, -3).op() != kp::sort_operator::any);
  round_trip<Times>(2026y / 2 / 28d, std::chrono::sys_time<std::chrono::milliseconds>(1'000ms));
  KP_CHECK(Times::range(kp::at_least(2026y / 1 / 31d)).op() == kp::sort_operator::between);
  round_trip<Flags>(true, color::green);
  KP_CHECK(Flags::range(false, kp::greater(color::blue)).op() == kp::sort_operator::between);
  round_trip<Replies>(1u, 10u);
  KP_CHECK(Replies::prefix().op() == kp::sort_operator::any);
  KP_CHECK(Replies::prefix(1u).text() == "0000000001#");

  const auto which = Sk::decode(Numbers::encode(1u, 2u, 3));
  KP_CHECK(which && which->index() == 1);
  KP_CHECK(!Sk::decode("nothing"));
  const ddb::query_parts q = ddb::query(Ids::encode(ulid_text, uuid_text), Replies::prefix(1u));
  KP_CHECK(q.expression_attribute_values.at(":sk") == "0000000001#");

  return keyplate_test::plain_checks_result("every codec");
}
