// expect: keyplate: two fields of the entity have this name
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"email"
// single-error
// Must not compile: Customer declares `email` twice.
#include "schema_shop.hpp"

using Customer = kp::entity<"Customer",
                            kp::fields<kp::field<"customerId", kp::uint<>>,
#ifndef KEYPLATE_MNC_CONTROL
                                       kp::field<"email", kp::string<254>>,
#else
                                       kp::field<"backupEmail", kp::string<254>>,
#endif
                                       kp::field<"email", kp::string<254>>>,
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
inline constexpr std::size_t fields = Customer::field_count;  // any use runs the checks
