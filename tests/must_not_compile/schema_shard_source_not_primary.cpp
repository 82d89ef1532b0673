// expect: keyplate: a shard field's sources must be fields of the primary key
// expect-also: schema_error<.*"Sale".*"shard"
// single-error
// Must not compile: a shard computed from `day`, which is not in the primary key, so an update
// of the day would move the sale to another shard.
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using BadSale = kp::entity<"Sale",
                           kp::fields<kp::field<"saleId", kp::uint<10>>, kp::field<"day", kp::date>,
                                      kp::shard_field<"shard", 4, "day">>,
                           kp::keys<Primary, "SALE#{saleId}", "SALE">,
                           kp::keys<ByDay, "DAY#{day}#{shard}", "{saleId}">>;
#else
using BadSale = Sale;
#endif
[[maybe_unused]] constexpr bool checked = BadSale::valid;
