// expect: keyplate: entity_variant: not one of its entities
// single-error
// Must not compile: asking an identify result for an entity its schema does not have.
#include "schema_shop.hpp"

using Read = kp::entity_variant<Order, Task>;

bool is_sale(const Read& read) {
#ifndef KEYPLATE_MNC_CONTROL
  return read.holds<Sale>();
#else
  return read.holds<Task>();
#endif
}
