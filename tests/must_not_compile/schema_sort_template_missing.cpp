// expect: keyplate: a sort key template is needed exactly when the index has a sort key
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"pk"
// single-error
// Must not compile: the table has a sort key (`sk`) but Customer gives it no sort template.
#include "schema_shop.hpp"

using Customer = kp::entity<"Customer", kp::fields<kp::field<"customerId", kp::uint<>>>,
#ifndef KEYPLATE_MNC_CONTROL
                            kp::keys<Primary, "CUSTOMER#{customerId}">>;
#else
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
#endif
inline constexpr std::size_t fields = Customer::field_count;  // any use runs the checks
