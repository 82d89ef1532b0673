// expect: keyplate: the primary key must not use an optional field
// expect-also: schema_error<.*"Draft"
// single-error
// Must not compile: the primary key of Draft uses the optional field `slug`.
#include "schema_shop.hpp"

using Draft = kp::entity<"Draft",
#ifndef KEYPLATE_MNC_CONTROL
                         kp::fields<kp::optional_field<"slug", kp::string<40>>>,
#else
                         kp::fields<kp::field<"slug", kp::string<40>>>,
#endif
                         kp::keys<Primary, "DRAFT#{slug}", "#METADATA">>;
inline constexpr bool checked = Draft::valid;  // instantiates every check
