// expect: keyplate: update: this key attribute would lose one of its indexes
// expect-also: schema_error<.*"Visit".*"gsi3pk"
// single-error
// Must not compile: unsetting `until` takes the visit out of ByPlace, whose partition key
// attribute gsi3pk is also ByGuest's; whether ByGuest keeps it depends on `guest`, which the
// update does not know.
#include "schema_shop.hpp"

using ByPlace = kp::index<"gsi3pk", "gsi3sk", "gsi3">;
using ByGuest = kp::index<"gsi3pk", "", "gsi4">;
using Visit = kp::entity<
    "Visit",
    kp::fields<kp::field<"visitId", kp::uint<>>, kp::optional_field<"guest", kp::string<32>>,
               kp::optional_field<"until", kp::uint<10>>>,
    kp::keys<Primary, "VISIT#{visitId}", "VISIT">,
    kp::keys<ByPlace, "GUEST#{guest}", "{until}#{visitId}">, kp::keys<ByGuest, "GUEST#{guest}">>;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Visit::update(kp::arg<"visitId">(1), kp::unset<"until">);
#else
  return Visit::update(kp::arg<"visitId">(1), kp::unset<"guest">);
#endif
}
