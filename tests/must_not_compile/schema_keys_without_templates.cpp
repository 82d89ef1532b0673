// expect: keyplate: kp::keys on a kp::index needs its key templates
// expect-also: schema_error<.*"Order".*"pk"
// single-error
// Must not compile: kp::keys without templates is for a native index; a kp::index's keys are
// built from templates.
#include "schema_shop.hpp"

using Bare = kp::entity<"Order", kp::fields<kp::field<"customerId", kp::uint<>>>,
#ifndef KEYPLATE_MNC_CONTROL
                        kp::keys<Primary>>;
#else
                        kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER">>;
#endif
inline constexpr bool checked = Bare::valid;
