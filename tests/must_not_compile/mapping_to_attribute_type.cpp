// expect: keyplate: kp::attribute_mapping<T>::to_attribute\(.*\) must return ddb::attribute_value
// expect-also: mapping_error<.*"price"
// single-error
// Must not compile: a full mapping (tier b) whose to_attribute returns the text, not the
// attribute value DynamoDB JSON is written from.
#include <string>

#include "schema_shop.hpp"

struct Money {
  long cents = 0;
};
template <>
struct kp::attribute_mapping<Money> {
#ifndef KEYPLATE_MNC_CONTROL
  static std::string to_attribute(const Money& m) {
    return std::to_string(m.cents);
  }
#else
  static kp::dynamodb::attribute_value to_attribute(const Money& m) {
    return kp::dynamodb::attribute_value::number(std::to_string(m.cents));
  }
#endif
  static kp::result<Money> from_attribute(const kp::dynamodb::attribute_value&) {
    return Money{};
  }
};

using Product =
    kp::entity<"Product", kp::fields<kp::field<"sku", kp::uint<>>, kp::attribute<"price", Money>>,
               kp::keys<Primary, "PRODUCT#{sku}", "#">>;
inline constexpr bool checked = Product::valid;
