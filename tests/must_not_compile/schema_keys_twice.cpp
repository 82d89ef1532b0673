// expect: keyplate: the entity gives keys for this index twice
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"pk"
// single-error
// Must not compile: Customer gives two key templates for the table.
#include "schema_shop.hpp"

using Customer = kp::entity<"Customer", kp::fields<kp::field<"customerId", kp::uint<>>>,
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">,
#ifndef KEYPLATE_MNC_CONTROL
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
#else
                            kp::keys<ByStatus, "CUSTOMER#{customerId}", "#PROFILE">>;
#endif
inline constexpr std::size_t fields = Customer::field_count;  // any use runs the checks
