// expect: keyplate: this type has no kp::attribute_mapping
// expect-also: mapping_error<.*"geo"
// single-error
// Must not compile: a kp::members struct with a member whose type has no mapping; the message
// names the member, not the attribute holding the struct.
#include <string>

#include "schema_shop.hpp"

struct Geo {
  double lat = 0;
  double lon = 0;
};
#ifdef KEYPLATE_MNC_CONTROL
template <>
struct kp::attribute_mapping<Geo> : kp::members<"lat", &Geo::lat, "lon", &Geo::lon> {};
#endif
struct Address {
  std::string city;
  Geo geo;
};
template <>
struct kp::attribute_mapping<Address> : kp::members<"city", &Address::city, "geo", &Address::geo> {
};

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"address", Address>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
inline constexpr bool checked = Customer::valid;
