// expect: keyplate: a key template names a data attribute \(kp::attribute\): keys are built from
// kp::field values expect-also: schema_error<.*"Invoice".*"total" single-error Must not compile:
// the sort key template names `total`, a data attribute (a kp::number, whose text is no key form);
// keys are built from fields.
#include <string>

#include "schema_shop.hpp"

using Invoice =
    kp::entity<"Invoice",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"invoiceId", kp::uint<10>>,
                          kp::attribute<"total", kp::number>>,
#ifndef KEYPLATE_MNC_CONTROL
               kp::keys<Primary, "CUSTOMER#{customerId}", "INVOICE#{total}">>;
#else
               kp::keys<Primary, "CUSTOMER#{customerId}", "INVOICE#{invoiceId}">>;
#endif
inline constexpr bool checked = Invoice::valid;  // instantiates every check
