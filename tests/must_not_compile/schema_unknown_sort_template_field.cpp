// expect: keyplate: a key template names a field the entity does not declare
// expect-also: schema_error<.*"Invoice".*"orderID"
// single-error
// Must not compile: the sort key template names `orderID`; the field is `orderId`.
#include "schema_shop.hpp"

using Invoice =
    kp::entity<"Invoice",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>>,
#ifndef KEYPLATE_MNC_CONTROL
               kp::keys<Primary, "CUSTOMER#{customerId}", "INVOICE#{orderID}">>;
#else
               kp::keys<Primary, "CUSTOMER#{customerId}", "INVOICE#{orderId}">>;
#endif
inline constexpr bool checked = Invoice::valid;  // instantiates every check
