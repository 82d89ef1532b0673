// expect: keyplate: a field or data attribute is named "" \(DynamoDB's attribute names are at
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"fields"
// single-error
// Must not compile: Customer declares a data attribute named "", which no item may hold.
#include "schema_shop.hpp"

using Customer = kp::entity<"Customer",
                            kp::fields<kp::field<"customerId", kp::uint<>>,
#ifndef KEYPLATE_MNC_CONTROL
                                       kp::attribute<"", kp::number>>,
#else
                                       kp::attribute<"balance", kp::number>>,
#endif
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
inline constexpr std::size_t fields = Customer::field_count;  // any use runs the checks
