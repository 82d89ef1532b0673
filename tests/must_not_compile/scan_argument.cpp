// expect: keyplate: scan takes kp::entities<...> and the options
// expect-also: schema_error<.*"scan".*"arguments"
// single-error
// Must not compile: a key field given to a scan (a scan reads the whole table: to read one
// partition, query it).
#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::arg<"customerId">(42));
#else
const auto scan = Shop::query<Primary>(kp::arg<"customerId">(42));
#endif
