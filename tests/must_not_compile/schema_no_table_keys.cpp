// expect: keyplate: the entity needs kp::keys on the base table
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"primary key"
// single-error
// Must not compile: Customer has keys on gsi1 only, so it has no primary key.
#include "schema_shop.hpp"

using Customer = kp::entity<"Customer", kp::fields<kp::field<"customerId", kp::uint<>>>,
#ifndef KEYPLATE_MNC_CONTROL
                            kp::keys<ByStatus, "CUSTOMER#{customerId}", "#METADATA">>;
#else
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
#endif
inline constexpr std::size_t fields = Customer::field_count;  // any use runs the checks
