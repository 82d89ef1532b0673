// The schema of the scan cases (scan_*.cpp): customers and the orders of schema_shop.hpp in one
// table, their primary keys beginning with the same literal text, CUSTOMER#.
#pragma once

#include <string>

#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;
