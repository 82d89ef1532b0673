// expect: keyplate: this type has no kp::attribute_mapping
// expect-also: mapping_error<.*"address"
// single-error
// Must not compile: `Address` has no kp::attribute_mapping, so `address` cannot be stored.
#include <string>

#include "schema_shop.hpp"

struct Address {
  std::string city;
};
#ifdef KEYPLATE_MNC_CONTROL
template <>
struct kp::attribute_mapping<Address> : kp::members<"city", &Address::city> {};
#endif

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"address", Address>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
inline constexpr bool checked = Customer::valid;
