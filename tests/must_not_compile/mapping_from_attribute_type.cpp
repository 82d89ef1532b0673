// expect: keyplate: kp::attribute_mapping<T>::from_attribute\(.*\) must return kp::result<T>
// expect-also: mapping_error<.*"price"
// single-error
// Must not compile: a full mapping (tier b) whose from_attribute returns the value itself, so
// it has no way to say that the attribute it read was wrong.
#include <string>

#include "schema_shop.hpp"

struct Money {
  long cents = 0;
};
template <>
struct kp::attribute_mapping<Money> {
  static kp::dynamodb::attribute_value to_attribute(const Money& m) {
    return kp::dynamodb::attribute_value::number(std::to_string(m.cents));
  }
#ifndef KEYPLATE_MNC_CONTROL
  static Money from_attribute(const kp::dynamodb::attribute_value&) {
    return Money{};
  }
#else
  static kp::result<Money> from_attribute(const kp::dynamodb::attribute_value&) {
    return Money{};
  }
#endif
};

using Product =
    kp::entity<"Product", kp::fields<kp::field<"sku", kp::uint<>>, kp::attribute<"price", Money>>,
               kp::keys<Primary, "PRODUCT#{sku}", "#">>;
inline constexpr bool checked = Product::valid;
