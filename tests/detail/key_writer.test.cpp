// Tests detail/key_writer.hpp: literals and fields written in order, errors naming the field,
// and the string result (stack buffer for small layouts, heap for large ones).
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;
using keyplate::error_code;
using namespace keyplate_test;

namespace {
using Facts = kd::layout_facts<"ORDER#{id}#N#{n}!", kp::ulid, kp::uint<2>>;
using Writer = kd::key_writer<Facts, kp::ulid, kp::uint<2>>;
constexpr std::string_view id = "01ARZ3NDEKTSV4RRFFQ69G5FAV";

// More than 4096 bytes: to_string writes into the string itself.
using Big = kp::key<"BIG#{a}#{b}", kp::string<1000>, kp::string<1000>>;
}  // namespace

TEST_CASE("write: every literal and value, or the first K of them") {
  char out[Facts::max_size];
  const int seven = 7, hundred = 100;
  const kp::result<char*> all = Writer::write<2>(out, id, seven);
  REQUIRE(all);
  CHECK(std::string_view(out, static_cast<std::size_t>(*all - out)) ==
        "ORDER#01ARZ3NDEKTSV4RRFFQ69G5FAV#N#07!");
  const kp::result<char*> one = Writer::write<1>(out, id, seven);
  CHECK(std::string_view(out, static_cast<std::size_t>(*one - out)) ==
        "ORDER#01ARZ3NDEKTSV4RRFFQ69G5FAV#N#");
  const kp::result<char*> none = Writer::write<0>(out, id, seven);
  CHECK(std::string_view(out, static_cast<std::size_t>(*none - out)) == "ORDER#");
  const kp::result<char*> bad = Writer::write<2>(out, id, hundred);
  CHECK(failure(bad) == fails(error_code::out_of_range, 0, "n"));
  char lit[8];
  CHECK(std::string_view(lit, static_cast<std::size_t>(Writer::write_literal<2>(lit) - lit)) ==
        "!");
}

TEST_CASE("to_string gives the written bytes, for small and large layouts") {
  const kp::result<std::string> text =
      Writer::to_string([](char* out) { return Writer::write<0>(out); });
  CHECK(*text == "ORDER#");
  STATIC_REQUIRE(Big::max_size > 4096);
  const std::string a(1000, 'a');
  const std::string key = Big::encode(a, "b");
  CHECK(key.size() == 4 + 1000 + 1 + 1);
  CHECK(key.substr(0, 6) == "BIG#aa");
  CHECK(failure(Big::try_encode(a + "a", "b")) == fails(error_code::too_long, 1000, "a"));
}
