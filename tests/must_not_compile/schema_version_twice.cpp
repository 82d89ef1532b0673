// expect: keyplate: an entity has one kp::version_attribute
// expect-also: schema_error<.*"Ledger".*"revisionNo"
// single-error
// Must not compile: two version attributes on one entity.
#include "schema_shop.hpp"

using Ledger = kp::entity<"Ledger",
                          kp::fields<kp::field<"id", kp::uint<>>, kp::version_attribute<"version">
#ifndef KEYPLATE_MNC_CONTROL
                                     ,
                                     kp::version_attribute<"revisionNo">
#endif
                                     >,
                          kp::keys<Primary, "LEDGER#{id}", "#">>;
inline constexpr bool checked = Ledger::valid;
