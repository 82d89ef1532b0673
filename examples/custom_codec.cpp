// Your own field types, in the two tiers of codec.hpp: (a) a type of yours stored as a built-in
// codec's value, with two functions; (b) a full codec, when no built-in one writes what you need.
// (An enum stored by name needs neither: `kp::enumeration<E, "OPEN", ...>` is built in.)
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace kp = keyplate;

// ---- Tier (a): adapted<Codec, to, from> ----------------------------------------------------
// An order number is a number, but a distinct type in the program, so it cannot be mixed up
// with a customer id. Stored as `uint<10>`: ten digits, order-preserving.
struct order_number {
  std::uint64_t value = 0;
  friend constexpr bool operator==(order_number, order_number) = default;
};
constexpr std::uint64_t to_digits(order_number n) {
  return n.value;
}
constexpr order_number from_digits(std::uint64_t digits) {
  return {digits};
}
// `true`: to_digits is strictly increasing, so keys sort like order numbers.
using order_number_codec = kp::adapted<kp::uint<10>, to_digits, from_digits, true>;

// ---- Tier (b): a full codec ----------------------------------------------------------------
// A priority from 1 (most urgent) to 9, written as one digit. The members below are the whole
// contract (codec.hpp); keyplate checks each at compile time, with a `keyplate:` message
// naming a member that is missing or has the wrong form.
struct priority {
  using value_type = int;  // what decode returns
  using input_type = int;  // what encode takes
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = true;  // '1' < '2' < ... < '9'
  static constexpr std::string_view name = "priority";

  // Writes only bytes above '$', as every codec must ('#' separates components, '$' bounds
  // ranges): keyplate checks that on sample values, since encode is constexpr.
  static constexpr kp::result<char*> encode(char* out, int level) noexcept {
    if (level < 1 || level > 9) return kp::codec_error(kp::error_code::out_of_range);
    *out = static_cast<char>('0' + level);
    return out + 1;
  }
  // Strict: only what encode writes.
  static constexpr kp::result<int> decode(std::string_view text) noexcept {
    if (text.size() != 1 || text[0] < '1' || text[0] > '9') {
      return kp::codec_error(kp::error_code::invalid_character);
    }
    return text[0] - '0';
  }
  // Optional: stepping through the values makes ranges exact (`kp::at_most(2)`).
  static constexpr std::optional<int> successor(const int& level) noexcept {
    if (level >= 9) return std::nullopt;
    return level + 1;
  }
  static constexpr std::optional<int> predecessor(const int& level) noexcept {
    if (level <= 1) return std::nullopt;
    return level - 1;
  }
  static constexpr int greatest() noexcept { return 9; }
};

// A ticket index: by priority, then by order number. Both fields are fixed width and ordered.
using TicketKey = kp::key<"PRIORITY#{level}#ORDER#{order}", priority, order_number_codec>;

static_assert(kp::codec<priority> && kp::ordered_codec<priority> && !kp::partial_codec<priority>);
static_assert(TicketKey::order_preserving && TicketKey::max_size == 9 + 1 + 7 + 10);
static_assert(TicketKey::encode_buffer(2, order_number{42})->view() ==
              "PRIORITY#2#ORDER#0000000042");

namespace {

int problems = 0;

void expect(bool ok, const char* claim) {
  if (!ok) {
    std::printf("  !! unexpected: %s\n", claim);
    ++problems;
  }
}

}  // namespace

int main() {
  const std::string key = TicketKey::encode(1, order_number{7});
  std::printf("ticket key: %s\n", key.c_str());

  const auto back = TicketKey::decode(key);
  expect(back && back->get<"level">() == 1 && back->get<"order">() == order_number{7},
         "the key decodes to the values that wrote it");

  // The most urgent tickets, priorities 1 and 2: an exact BETWEEN.
  const kp::key_condition urgent = TicketKey::range(kp::at_most(2));
  std::printf("priority <= 2: BETWEEN %s AND %s\n", urgent.lower().c_str(), urgent.upper().c_str());
  expect(urgent.selects(TicketKey::encode(2, order_number{9'999'999'999})), "priority 2 is in");
  expect(!urgent.selects(TicketKey::encode(3, order_number{0})), "priority 3 is out");

  // Errors name the field, as for built-in codecs.
  const auto bad = TicketKey::try_encode(0, order_number{1});
  std::printf("priority 0: %s\n", bad ? "accepted" : bad.error().message().c_str());
  expect(!bad && bad.error().field == "level", "priority 0 is out of range");
  const auto too_big = TicketKey::try_encode(1, order_number{10'000'000'000});
  expect(!too_big && too_big.error().field == "order", "an 11-digit order number is rejected");

  if (problems != 0) {
    std::printf("%d claim(s) did not hold\n", problems);
    return 1;
  }
  return 0;
}
