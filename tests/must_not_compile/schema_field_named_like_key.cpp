// expect: keyplate: a field is named like a key attribute
// expect-also: schema_error<.*"Tag".*"sk"
// Must not compile: a field named `sk`, the table's sort key attribute: the item would hold
// one attribute for two things.
#include "schema_shop.hpp"

using Tag = kp::entity<"Tag",
#ifndef KEYPLATE_MNC_CONTROL
                       kp::fields<kp::field<"sk", kp::string<40>>>,
                       kp::keys<Primary, "TAG#{sk}", "#METADATA">>;
#else
                       kp::fields<kp::field<"name", kp::string<40>>>,
                       kp::keys<Primary, "TAG#{name}", "#METADATA">>;
#endif
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order, Tag>;
inline constexpr bool checked = Shop::valid;  // instantiates every check
