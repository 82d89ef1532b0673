// expect: keyplate: a shard field names a source the entity does not declare
// expect-also: schema_error<.*"Sale".*"shard"
// single-error
// Must not compile: a shard computed from `saleID`, a misspelling of `saleId`.
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using BadSale = kp::entity<"Sale",
                           kp::fields<kp::field<"saleId", kp::uint<10>>, kp::field<"day", kp::date>,
                                      kp::shard_field<"shard", 4, "saleID">>,
                           kp::keys<Primary, "SALE#{saleId}", "SALE">,
                           kp::keys<ByDay, "DAY#{day}#{shard}", "{saleId}">>;
#else
using BadSale = Sale;
#endif
[[maybe_unused]] constexpr bool checked = BadSale::valid;
