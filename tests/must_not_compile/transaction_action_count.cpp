// expect: keyplate: a transaction takes 1 to 100 actions
// expect-also: schema_error<.*"transaction".*"actions"
// single-error
// Must not compile: 101 actions in one transaction, a count known at compile time (DynamoDB
// rejects more than 100).
#include <cstddef>
#include <utility>

#include "schema_shop.hpp"

template <std::size_t... I>
auto transaction_of(const ddb::check_parts& c, std::index_sequence<I...>) {
  return kp::try_transaction(((void)I, c)...);
}
const ddb::check_parts exists = Basket::check(kp::arg<"basketId">(7), kp::must_exist);

#ifndef KEYPLATE_MNC_CONTROL
const auto t = transaction_of(exists, std::make_index_sequence<101>{});
#else
const auto t = transaction_of(exists, std::make_index_sequence<100>{});
#endif
