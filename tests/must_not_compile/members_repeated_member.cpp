// expect: keyplate: kp::members names one data member twice, or members of two classes
// single-error
// Must not compile: `&Address::city` is mapped under two names.
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
    : kp::members<"city", &Address::city, "town", &Address::city> {
#else
    : kp::members<"city", &Address::city, "zip", &Address::zip> {
#endif
};
inline constexpr std::size_t size = sizeof(kp::attribute_mapping<Address>);
