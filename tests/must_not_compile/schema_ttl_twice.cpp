// expect: keyplate: an entity has one kp::ttl_attribute
// expect-also: schema_error<.*"Session".*"deleteAfter"
// single-error
// Must not compile: two TTL attributes on one entity; DynamoDB's TTL reads one.
// (The second is not named with eight characters: clang 16 prints such a name as character codes.)
#include "schema_shop.hpp"

using Session = kp::entity<"Session",
                           kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"expiresAt">
#ifndef KEYPLATE_MNC_CONTROL
                                      ,
                                      kp::ttl_attribute<"deleteAfter">
#endif
                                      >,
                           kp::keys<Primary, "SESSION#{id}", "#">>;
inline constexpr bool checked = Session::valid;
