// expect: keyplate: kp::members names a member "" \(DynamoDB's names are at least one byte long\)
// single-error
// Must not compile: a member mapped to the name "", which DynamoDB refuses as a map's member.
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
    : kp::members<"city", &Address::city, "", &Address::zip> {
#else
    : kp::members<"city", &Address::city, "zip", &Address::zip> {
#endif
};
inline constexpr std::size_t size = sizeof(kp::attribute_mapping<Address>);
