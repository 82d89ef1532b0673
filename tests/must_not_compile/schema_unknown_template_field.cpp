// expect: keyplate: a key template names a field the entity does not declare
// expect-also: schema_error<.*"customerID"
// Must not compile: a key template names `customerID`; the field is `customerId`.
#include "schema_shop.hpp"

using Customer = kp::entity<"Customer", kp::fields<kp::field<"customerId", kp::uint<>>>,
#ifndef KEYPLATE_MNC_CONTROL
                            kp::keys<Primary, "CUSTOMER#{customerID}", "#METADATA">>;
#else
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
#endif
inline constexpr bool checked = Customer::valid;  // instantiates every check
