// expect: keyplate: two indexes share this key attribute but the entity gives them different
// expect-also: schema_error<.*"Membership".*"sk"
// single-error
// Must not compile: the table and gsi1 both store their sort key in `sk`, from two templates,
// so one of the two keys would overwrite the other in the item.
#include "schema_shop.hpp"

using ByFlag = kp::index<"flag", "sk", "flagged">;
using Membership =
    kp::entity<"Membership",
               kp::fields<kp::field<"userId", kp::uint<>>, kp::field<"groupId", kp::uint<>>>,
               kp::keys<Primary, "USER#{userId}", "GROUP#{groupId}">,
#ifndef KEYPLATE_MNC_CONTROL
               kp::keys<ByFlag, "FLAG#{userId}", "MEMBER#{groupId}">>;
#else
               kp::keys<ByFlag, "FLAG#{userId}", "GROUP#{groupId}">>;
#endif
inline constexpr std::size_t fields = Membership::field_count;  // any use runs the checks
