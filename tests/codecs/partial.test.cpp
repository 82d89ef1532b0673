// Tests encode_partial of every codec that has it: string, uint<W>, ulid, uuid, date and
// timestamp, on the text a user has typed so far.
#include <chrono>
#include <cstddef>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {
// What `C::encode_partial` writes for `text`, or its error as `describe` writes it (a codec's
// errors name no field, so that is "error: <code> at <offset>").
template <class C>
std::string partial(std::string_view text) {
  char buffer[C::max_size];
  const kp::result<char*> end = C::encode_partial(buffer, text);
  return end ? std::string(buffer, *end) : describe(end.error());
}
// Only the code, where the offset carries no information.
template <class C>
std::string partial_code(std::string_view text) {
  const std::string r = partial<C>(text);
  return r.substr(0, r.find(" at "));
}
std::string code_only(error_code code) {
  return "error: " + std::string(kp::to_string(code));
}
}  // namespace

TEST_CASE("encode_partial of string, uint<W>, ulid and uuid") {
  using S = kp::string<8>;
  CHECK(partial<S>("") == "");
  CHECK(partial<S>("a#b") == "a%23b");
  CHECK(partial<S>("a b%$") == "a%20b%25%24");
  CHECK(partial<S>("\xC3\xA9") == "\xC3\xA9");
  CHECK(partial<S>("a\xC3") == fails(error_code::invalid_utf8, 1));  // cut inside a code point
  CHECK(partial<S>("ab\xFF") == fails(error_code::invalid_utf8, 2));
  CHECK(partial_code<S>("123456789") == code_only(error_code::too_long));
  CHECK(partial<kp::uint<10>>("") == "");
  CHECK(partial<kp::uint<10>>("00") == "00");
  CHECK(partial<kp::uint<10>>("0123456789") == "0123456789");
  CHECK(partial_code<kp::uint<10>>("01234567890") == code_only(error_code::too_long));
  CHECK(partial<kp::uint<10>>("1a") == fails(error_code::invalid_character, 1));
  CHECK(partial<kp::uint<10>>("-1") == fails(error_code::invalid_character, 0));
  CHECK(partial<kp::uint<20>>("18") == "18");
  CHECK(partial_code<kp::uint<20>>("19") == code_only(error_code::out_of_range));
  CHECK(partial_code<kp::uint<20>>("2") == code_only(error_code::out_of_range));
  CHECK(partial<kp::uint<20>>("1844674407370955161") == "1844674407370955161");
  CHECK(partial_code<kp::uint<20>>("1844674407370955162") == code_only(error_code::out_of_range));
  CHECK(partial<kp::uint<20>>("18446744073709551615") == "18446744073709551615");
  CHECK(partial_code<kp::uint<20>>("18446744073709551616") == code_only(error_code::out_of_range));
  CHECK(partial<kp::uint<20>>("09999999999999999999") == "09999999999999999999");
  STATIC_REQUIRE(!kp::partial_codec<kp::uint<>>);
  STATIC_REQUIRE(!kp::partial_codec<kp::int64>);

  CHECK(partial<kp::ulid>("01hv") == "01HV");
  CHECK(partial<kp::ulid>("7") == "7");
  CHECK(partial_code<kp::ulid>("8") == code_only(error_code::out_of_range));
  CHECK(partial<kp::ulid>("0I") == fails(error_code::invalid_character, 1));
  CHECK(partial_code<kp::ulid>(std::string(27, '0')) == code_only(error_code::invalid_length));
  CHECK(partial<kp::uuid>("3F2504E0-4F") == "3f2504e0-4f");
  CHECK(partial<kp::uuid>("3f2504e") == "3f2504e");
  CHECK(partial<kp::uuid>("3f2504e0x") == fails(error_code::invalid_character, 8));
  CHECK(partial<kp::uuid>("3f2504e0-4f89-") == "3f2504e0-4f89-");
  CHECK(partial<kp::uuid>("3f2504e0-4f8-") == fails(error_code::invalid_character, 12));
  CHECK(partial<kp::uuid>("g") == fails(error_code::invalid_character, 0));
  CHECK(partial_code<kp::uuid>("3f2504e0-4f89-11d3-9a0c-0305e82c33010") ==
        code_only(error_code::invalid_length));
}

TEST_CASE("encode_partial of date and timestamp follows the calendar and the clock") {
  using D = kp::date;
  for (const char* ok : {"", "2", "2026", "2026-", "2026-1", "2026-0", "2026-10", "2026-02-2",
                         "2024-02-29", "0000-02-29", "2026-10-01", "2026-12-3"}) {
    CHECK(partial<D>(ok) == ok);
  }
  for (const char* bad : {"2026-13", "2026-00", "2026-2", "2026-02-3", "2023-02-29", "2026-04-31",
                          "2026/", "2026-1-", "x", "2026-10-00"}) {
    CAPTURE(bad);
    CHECK(partial_code<D>(bad) == code_only(error_code::invalid_date));
  }
  CHECK(partial_code<D>("2026-10-011") == code_only(error_code::too_long));

  using T = kp::timestamp<>;
  using Tms = kp::timestamp<std::chrono::milliseconds>;
  for (const char* ok : {"2026-10-01T", "2026-10-01T2", "2026-10-01T23", "2026-10-01T23:5",
                         "2026-10-01T23:59:59Z", "2026-10-01T09:00"}) {
    CHECK(partial<T>(ok) == ok);
  }
  CHECK(partial<T>("2026-10-01T24") == fails(error_code::invalid_time, 11));
  CHECK(partial<T>("2026-10-01T3") == fails(error_code::invalid_time, 11));
  CHECK(partial<T>("2026-10-01T23:6") == fails(error_code::invalid_time, 14));
  CHECK(partial<T>("2026-10-01T23:59:7") == fails(error_code::invalid_time, 17));
  CHECK(partial<T>("2026-10-01X") == fails(error_code::invalid_character, 10));
  CHECK(partial<T>("2026-10-01T23:59:59.") == fails(error_code::invalid_character, 19));
  CHECK(partial_code<T>("2023-02-29T") == code_only(error_code::invalid_date));
  CHECK(partial_code<T>("2026-10-01T23:59:59Z0") == code_only(error_code::too_long));
  CHECK(partial<Tms>("2026-10-01T23:59:59.9") == "2026-10-01T23:59:59.9");
  CHECK(partial<Tms>("2026-10-01T23:59:59.999Z") == "2026-10-01T23:59:59.999Z");
  CHECK(partial<Tms>("2026-10-01T23:59:59Z") == fails(error_code::invalid_character, 19));
}
