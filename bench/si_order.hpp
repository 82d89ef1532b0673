// The order of bench's SI and SP shapes (SD adds data to it, on the same indexes): fields
// customerId (`uint<>`), date, orderId (`uint<10>`) and status (`string<16>`); keys on the table
// (`CUSTOMER#{customerId}`, `ORDER#{date}#{orderId}`), on gsi1 (`STATUS#{status}`,
// `{date}#{orderId}`) and on gsi2 (`ORDER#{orderId}`, no sort key): 9 attributes, 5 of them
// keys.
#pragma once

#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

namespace keyplate_bench::si {

namespace kp = keyplate;

using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByOrder = kp::index<"gsi2pk", "", "gsi2">;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::field<"status", kp::string<16>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">,
               kp::keys<ByOrder, "ORDER#{orderId}">>;

// 9 to 15 bytes, so that gsi1pk always outgrows std::string's inline buffer (15 bytes in
// libstdc++) and the status attribute never does: every item allocates the same number of times.
inline constexpr const char* statuses[] = {"PENDING_PAY",   "PAID_IN_FULL",   "SHIPPED_TODAY",
                                           "DELIVERED",     "ON#HOLD_REVIEW", "RETURNED_ITEM",
                                           "100%_REFUNDED", "CANCELLED"};

}  // namespace keyplate_bench::si
