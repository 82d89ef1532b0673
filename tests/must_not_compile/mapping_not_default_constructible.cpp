// expect: keyplate: a data attribute's type must be default-constructible
// expect-also: mapping_error<.*"price"
// single-error
// Must not compile: reading an item fills a default value, and Money has none.
#include <string>

#include "schema_shop.hpp"

struct Money {
#ifdef KEYPLATE_MNC_CONTROL
  Money() = default;
#endif
  explicit Money(long c) : cents(c) {}
  long cents = 0;
};
template <>
struct kp::attribute_mapping<Money> {
  static kp::dynamodb::attribute_value to_attribute(const Money& m) {
    return kp::dynamodb::attribute_value::number(std::to_string(m.cents));
  }
  static kp::result<Money> from_attribute(const kp::dynamodb::attribute_value&) { return Money(0); }
};

using Product =
    kp::entity<"Product", kp::fields<kp::field<"sku", kp::uint<>>, kp::attribute<"price", Money>>,
               kp::keys<Primary, "PRODUCT#{sku}", "#">>;
inline constexpr bool checked = Product::valid;
