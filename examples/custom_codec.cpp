// Writing your own codec: an order status enum stored as a short uppercase word.
#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace kp = keyplate;

enum class order_status { pending, shipped, delivered };

// A codec is a type with the members the keyplate::codec concept lists (see codec.hpp).
// This one writes the status as a word: readable in the DynamoDB console and stable if the
// enum's numeric values are ever reordered.
struct order_status_codec {
  using value_type = order_status;  // what decode returns
  using input_type = order_status;  // what encode takes

  // "SHIPPED" and "PENDING" have 7 bytes, "DELIVERED" 9: a variable-width codec. Its field
  // must therefore be followed by '#' (or end the template), which keyplate checks at compile
  // time, so decode knows where the word stops.
  static constexpr std::size_t min_size = 7;
  static constexpr std::size_t max_size = 9;

  // Byte order of the words (DELIVERED < PENDING < SHIPPED) is not the enum's order, so say
  // so: layouts using this codec then report order_preserving == false.
  static constexpr bool order_preserving = false;

  // Every byte written is an uppercase letter, all above '$' (0x24) as the concept requires:
  // '#' separates components and '$' bounds ranges, so a codec must never write them.
  static constexpr kp::result<char*> encode(char* out, order_status status) noexcept {
    const std::string_view word = word_of(status);
    if (word.empty()) return kp::error{kp::error_code::out_of_range, {}, 0};
    for (const char c : word) *out++ = c;
    return out;
  }

  // `text` is exactly this field's bytes. Accept only what encode writes (strict decode), so
  // every accepted key re-encodes to itself; offsets in errors are relative to `text`.
  static constexpr kp::result<order_status> decode(std::string_view text) noexcept {
    for (const order_status status :
         {order_status::pending, order_status::shipped, order_status::delivered}) {
      if (text == word_of(status)) return status;
    }
    return kp::error{kp::error_code::invalid_character, {}, 0};
  }

 private:
  static constexpr std::string_view word_of(order_status status) noexcept {
    switch (status) {
      case order_status::pending:
        return "PENDING";
      case order_status::shipped:
        return "SHIPPED";
      case order_status::delivered:
        return "DELIVERED";
    }
    return {};  // not a named enumerator
  }
};

static_assert(kp::codec<order_status_codec> && !kp::fixed_width<order_status_codec>);

// A GSI sort key listing a customer's orders by status, then by order number.
using StatusKey = kp::key<"STATUS#{status}#ORDER#{orderId}", order_status_codec, kp::uint<10>>;
// `kp::key<"STATUS#{status}{orderId}", ...>` would not compile: the variable-width status
// must be followed by '#'.

static_assert(StatusKey::max_size == 7 + 9 + 7 + 10 && !StatusKey::order_preserving);
static_assert(StatusKey::encode_buffer(order_status::shipped, 42)->view() ==
              "STATUS#SHIPPED#ORDER#0000000042");

namespace {

const char* name_of(order_status status) {
  switch (status) {
    case order_status::pending:
      return "pending";
    case order_status::shipped:
      return "shipped";
    case order_status::delivered:
      return "delivered";
  }
  return "?";
}

int problems = 0;

void expect(bool ok, const char* claim) {
  if (!ok) {
    std::printf("  !! unexpected: %s\n", claim);
    ++problems;
  }
}

}  // namespace

int main() {
  std::printf("Keys written with a custom codec:\n");
  std::vector<std::string> keys = {
      StatusKey::encode(order_status::pending, 7),
      StatusKey::encode(order_status::delivered, 3),
      StatusKey::encode(order_status::shipped, 5),
      StatusKey::encode(order_status::shipped, 12),
  };
  std::sort(keys.begin(), keys.end());
  for (const std::string& sk : keys) {
    const auto values = StatusKey::decode(sk);
    expect(values.has_value(), "every written key decodes");
    if (!values) continue;
    const auto& [status, order] = *values;
    std::printf("    %-33s status %-9s order %llu\n", sk.c_str(), name_of(status),
                static_cast<unsigned long long>(order));
    expect(StatusKey::encode(status, order) == sk, "decoded values re-encode to the same key");
  }

  // The '#' after the status makes the prefix exact: "SHIPPED" can never be the start of
  // another status word's component.
  const std::string shipped = StatusKey::prefix(order_status::shipped).text();
  std::printf("\nbegins_with(sk, \"%s\") selects the shipped orders:\n", shipped.c_str());
  std::size_t found = 0;
  for (const std::string& sk : keys) {
    if (sk.compare(0, shipped.size(), shipped) != 0) continue;
    std::printf("    %s\n", sk.c_str());
    ++found;
  }
  expect(found == 2, "two shipped orders");

  std::printf("\nErrors come back with the field name and byte offset:\n");
  for (const char* bad : {"STATUS#LOST#ORDER#0000000001", "STATUS#shipped#ORDER#0000000001"}) {
    const auto values = StatusKey::decode(bad);
    std::printf("    decode(\"%s\") -> %s\n", bad,
                values ? "ok" : values.error().message().c_str());
    expect(!values && values.error().field == "status" && values.error().offset == 7,
           "an unknown status word is rejected at byte 7");
  }
  const auto unnamed = StatusKey::try_encode(static_cast<order_status>(9), 1);
  std::printf("    try_encode(order_status{9}, 1) -> %s\n",
              unnamed ? unnamed->c_str() : unnamed.error().message().c_str());
  expect(!unnamed, "a value that is not a named enumerator is rejected");

  return problems == 0 ? 0 : 1;
}
