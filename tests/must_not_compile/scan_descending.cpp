// expect: keyplate: scan: a Scan has no order
// expect-also: schema_error<.*"scan".*"descending"
// single-error
// Must not compile: kp::descending on a scan (DynamoDB returns a Scan in no order of keys).
#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order>, kp::descending);
#else
const auto scan = Shop::scan(kp::entities<Order>);
#endif
