// expect: keyplate: scatter: the index's partition template uses no shard field
// expect-also: schema_error<.*"Sale".*"pk"
// single-error
// Must not compile: scatter on the table, whose partition key has no shard.
#include "schema_shop.hpp"

auto sales() {
#ifndef KEYPLATE_MNC_CONTROL
  return Sale::scatter<Primary>(kp::arg<"saleId">(1));
#else
  return Sale::query<Primary>(kp::arg<"saleId">(1));
#endif
}
