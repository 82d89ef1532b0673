// Tests detail/crockford.hpp: Crockford base32 digits, and the SSE2 path for whole ULIDs against
// the byte loop on random and edge texts (fixed seed, printed).
#include <cstdint>
#include <cstdio>
#include <keyplate/detail/crockford.hpp>
#include <random>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kd = keyplate::detail;

TEST_CASE("crockford_value: 32 digits in either case, I L O U excluded") {
  for (std::size_t i = 0; i != kd::crockford_alphabet.size(); ++i) {
    const char upper = kd::crockford_alphabet[i];
    CHECK(kd::crockford_value(upper) == static_cast<int>(i));
    if (upper >= 'A')
      CHECK(kd::crockford_value(static_cast<char>(upper - 'A' + 'a')) == static_cast<int>(i));
  }
  for (const char c : std::string_view("ILOUilou#$ {")) CHECK(kd::crockford_value(c) == -1);
  STATIC_REQUIRE(kd::crockford_value('Z') == 31 && kd::crockford_value('0') == 0);
}

TEST_CASE("copy_crockford_26 agrees with the byte loop") {
  constexpr std::uint32_t seed = 20261201;
  std::printf("crockford seed %u\n", seed);
  std::mt19937 random(seed);
  const std::string pool =
      "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzILOUilou#@[`{\x80\xFF";
  std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1), at(0, 25);
  int mismatches = 0;
  for (int round = 0; round != 20000; ++round) {
    std::string text(26, '0');
    for (char& c : text) c = kd::crockford_alphabet[pick(random) % 32];
    const int changes = round % 3;
    for (int k = 0; k != changes; ++k) text[at(random)] = pool[pick(random)];
    for (const bool any_case : {false, true}) {
      char fast[26] = {}, slow[26] = {};
      const std::size_t a = kd::copy_crockford_26(fast, text, any_case);
      const std::size_t b = kd::copy_crockford_scalar(slow, text, any_case);
      const bool same_output = a != 26 || std::string_view(fast, 26) == std::string_view(slow, 26);
      if (a != b || !same_output) ++mismatches;
      if (kd::copy_crockford_26(nullptr, text, any_case) != b) ++mismatches;
    }
  }
  CHECK(mismatches == 0);
  char out[26];
  CHECK(kd::copy_crockford_26(out, "01hvnr4q3r6z8w5xk2m9p7t1ab", true) == 26);
  CHECK(std::string_view(out, 26) == "01HVNR4Q3R6Z8W5XK2M9P7T1AB");
  CHECK(kd::copy_crockford_26(out, "01hvnr4q3r6z8w5xk2m9p7t1ab", false) == 2);
}
