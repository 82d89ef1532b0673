// expect: keyplate: kp::members names one name twice
// single-error
// Must not compile: two members are both mapped to the name "city".
#include <cstddef>
#include <string>

#include "schema_shop.hpp"

struct Address {
  std::string city;
  std::string zip;
};
template <>
struct kp::attribute_mapping<Address>
#ifndef KEYPLATE_MNC_CONTROL
    : kp::members<"city", &Address::city, "city", &Address::zip> {
#else
    : kp::members<"city", &Address::city, "zip", &Address::zip> {
#endif
};
inline constexpr std::size_t size = sizeof(kp::attribute_mapping<Address>);
