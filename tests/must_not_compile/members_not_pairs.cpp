// expect: keyplate: kp::members takes pairs: a member's name, then a pointer to that data member
// single-error
// Must not compile: the pointer comes before its name.
#include <cstddef>
#include <string>

#include "schema_shop.hpp"

struct Address {
  std::string city;
};
template <>
struct kp::attribute_mapping<Address>
#ifndef KEYPLATE_MNC_CONTROL
    : kp::members<&Address::city, "city"> {
#else
    : kp::members<"city", &Address::city> {
#endif
};
inline constexpr std::size_t size = sizeof(kp::attribute_mapping<Address>);
