// expect: keyplate: condition: this is a key attribute
// expect-also: schema_error<.*"Order".*"gsi1pk"
// single-error
// Must not compile: a filter on a key attribute, which DynamoDB rejects (moto accepts it): the
// key's fields are the query's arguments, or a filter on the field the key is built from.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(42),
                               kp::filter(attr<"gsi1pk"> == "STATUS#PAID"));
#else
  return Order::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"status"> == "PAID"));
#endif
}
