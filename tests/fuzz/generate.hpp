// Fuzzing: field values drawn from fuzzer bytes for the round-trip target, each with what the
// reference says encoding must do with it (the canonical model, or the exact error).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_support.hpp"
#include "reference.hpp"

namespace keyplate_fuzz {

// What encoding one input must give: the model of a valid value, or this error.
template <class Model>
struct expectation {
  std::optional<Model> model;
  kp::error_code code{};
  std::size_t offset = 0;
};
template <class Model>
expectation<Model> rejected(kp::error_code code, std::size_t offset) {
  return {std::nullopt, code, offset};
}

// An integer argument as the caller wrote it: signed or unsigned 64-bit.
struct integer_input {
  bool is_signed = false;
  std::int64_t s = 0;
  std::uint64_t u = 0;
};
template <class C>
typename C::input_type as_argument(const integer_input& v) {
  return v.is_signed ? typename C::input_type(v.s) : typename C::input_type(v.u);
}

template <class C>
struct gen;

template <std::size_t Max>
struct gen<kp::string<Max>> {
  using input = std::string;
  static input make(reader& in) {
    std::size_t n = in.byte();
    if (n == 255) n += in.byte();  // room for values longer than string<255> takes
    if (Max < 255) n %= Max + 3;
    return std::string(in.take(n));
  }
  static std::string_view argument(const input& v) { return v; }
  static expectation<std::string> expect(const input& v) {
    if (v.size() > Max) return rejected<std::string>(kp::error_code::too_long, Max);
    if (const std::size_t bad = first_bad_utf8(v); bad != none)
      return rejected<std::string>(kp::error_code::invalid_utf8, bad);
    return {v};
  }
};

template <std::size_t W>
struct gen<kp::uint<W>> {
  using input = integer_input;
  static input make(reader& in) {
    constexpr std::uint64_t max = ref<kp::uint<W>>::max_value;
    switch (in.byte() % 4) {
      case 0:
        return {false, 0, in.byte()};
      case 1:
        if constexpr (max == UINT64_MAX) {
          return {false, 0, in.u64()};
        } else {
          return {false, 0, in.u64() % (max + 1)};
        }
      case 2:
        return {false, 0, max - in.byte() % 3 + in.byte() % 3};  // near the largest value
      default:
        return {true, -static_cast<std::int64_t>(in.u64() >> 1) - 1, 0};  // negative
    }
  }
  static typename kp::uint<W>::input_type argument(const input& v) {
    return as_argument<kp::uint<W>>(v);
  }
  static expectation<std::uint64_t> expect(const input& v) {
    if (v.is_signed || v.u > ref<kp::uint<W>>::max_value)
      return rejected<std::uint64_t>(kp::error_code::out_of_range, 0);
    return {v.u};
  }
};

template <>
struct gen<kp::int64> {
  using input = integer_input;
  static input make(reader& in) {
    switch (in.byte() % 4) {
      case 0:
        return {true, static_cast<std::int8_t>(in.byte()), 0};
      case 1:
        return {true, static_cast<std::int64_t>(in.u64()), 0};
      case 2:
        return {false, 0, in.u64() | (in.byte() & 1 ? std::uint64_t{1} << 63 : 0)};
      default:
        return {true, in.byte() & 1 ? INT64_MIN + in.byte() : INT64_MAX - in.byte(), 0};
    }
  }
  static kp::int64::input_type argument(const input& v) { return as_argument<kp::int64>(v); }
  static expectation<std::int64_t> expect(const input& v) {
    if (v.is_signed) return {v.s};
    if (v.u > static_cast<std::uint64_t>(INT64_MAX))
      return rejected<std::int64_t>(kp::error_code::out_of_range, 0);
    return {static_cast<std::int64_t>(v.u)};
  }
};

// Text identifiers: mostly well-formed in either case, sometimes one raw byte, sometimes raw.
inline std::string identifier_text(reader& in, std::size_t size, std::string_view digits,
                                   bool uuid) {
  const std::uint8_t mode = in.byte() % 4;
  std::string text;
  if (mode == 3) return std::string(in.take(in.byte() % (size + 4)));
  for (std::size_t i = 0; i != size; ++i) {
    const std::uint8_t b = in.byte();
    char c = uuid && is_uuid_dash(i) ? '-' : digits[b % digits.size()];
    if (!uuid && i == 0 && mode != 2) c = digits[b % 8];
    if ((b & 0x80) && c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    text += c;
  }
  if (mode == 1) text[in.byte() % size] = static_cast<char>(in.byte());
  return text;
}

template <>
struct gen<kp::ulid> {
  using input = std::string;
  static input make(reader& in) {
    return identifier_text(in, 26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", false);
  }
  static std::string_view argument(const input& v) { return v; }
  static expectation<std::string> expect(const input& v) {
    if (v.size() != 26) return rejected<std::string>(kp::error_code::invalid_length, v.size());
    std::string upper = v;
    for (std::size_t i = 0; i != 26; ++i) {
      if (upper[i] >= 'a' && upper[i] <= 'z') upper[i] = static_cast<char>(upper[i] - 'a' + 'A');
      if (!is_crockford_upper(upper[i]))
        return rejected<std::string>(kp::error_code::invalid_character, i);
    }
    if (upper[0] > '7') return rejected<std::string>(kp::error_code::out_of_range, 0);
    return {upper};
  }
};

template <>
struct gen<kp::uuid> {
  using input = std::string;
  static input make(reader& in) { return identifier_text(in, 36, "0123456789abcdef", true); }
  static std::string_view argument(const input& v) { return v; }
  static expectation<std::string> expect(const input& v) {
    if (v.size() != 36) return rejected<std::string>(kp::error_code::invalid_length, v.size());
    std::string lower = v;
    for (std::size_t i = 0; i != 36; ++i) {
      if (lower[i] >= 'A' && lower[i] <= 'F') lower[i] = static_cast<char>(lower[i] - 'A' + 'a');
      const char c = lower[i];
      const bool ok = is_uuid_dash(i) ? c == '-' : (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
      if (!ok) return rejected<std::string>(kp::error_code::invalid_character, i);
    }
    return {lower};
  }
};

template <>
struct gen<kp::date> {
  struct input {
    int y = 0;
    unsigned m = 1, d = 1;
  };
  static input make(reader& in) {
    const auto y16 = static_cast<std::int16_t>(in.byte() << 8 | in.byte());
    switch (in.byte() % 4) {
      case 0:
        return {static_cast<std::uint16_t>(y16) % 10000, 1u + in.byte() % 12, 1u + in.byte() % 31};
      case 1:  // near the ends of the year range
        return {in.byte() & 1 ? 9999 - in.byte() % 3 + in.byte() % 3 : in.byte() % 3 - 2,
                1u + in.byte() % 12, 1u + in.byte() % 31};
      case 2:
        return {y16 == INT16_MIN ? 0 : y16, in.byte() % 14u, in.byte() % 33u};
      default:
        return {static_cast<std::uint16_t>(y16) % 10000, in.byte(), in.byte()};
    }
  }
  static std::chrono::year_month_day argument(const input& v) {
    return {std::chrono::year{v.y}, std::chrono::month{v.m}, std::chrono::day{v.d}};
  }
  static expectation<civil> expect(const input& v) {
    if (v.y < 0 || v.y > 9999) return rejected<civil>(kp::error_code::out_of_range, 0);
    if (v.m < 1 || v.m > 12 || v.d < 1 || v.d > days_in_month(v.y, v.m))
      return rejected<civil>(kp::error_code::invalid_date, 0);
    return {civil{v.y, v.m, v.d}};
  }
};

template <class D>
struct gen<kp::timestamp<D>> {
  using R = ref<kp::timestamp<D>>;
  using input = std::int64_t;
  static input make(reader& in) {
    const std::uint64_t span = static_cast<std::uint64_t>(R::greatest() - R::least()) + 1;
    switch (in.byte() % 4) {
      case 0:
        return R::least() + static_cast<std::int64_t>(in.u64() % span);
      case 1:
        return static_cast<std::int64_t>(in.u64());
      case 2:  // around the ends of the range
        return (in.byte() & 1 ? R::greatest() : R::least()) + in.byte() % 5 - 2;
      default:  // around midnight of some day
        return (static_cast<std::int64_t>(in.u64() % 3652425) - 719528) * 86400 * R::per_second +
               static_cast<std::int8_t>(in.byte());
    }
  }
  static std::chrono::sys_time<D> argument(input v) { return std::chrono::sys_time<D>{D{v}}; }
  static expectation<std::int64_t> expect(input v) {
    if (v < R::least() || v > R::greatest())
      return rejected<std::int64_t>(kp::error_code::out_of_range, 0);
    return {v};
  }
};

}  // namespace keyplate_fuzz
