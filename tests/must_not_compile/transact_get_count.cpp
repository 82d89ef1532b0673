// expect: keyplate: transact_get takes 1 to 100 gets
// expect-also: schema_error<.*"transact_get".*"gets"
// single-error
// Must not compile: 101 gets in one TransactGetItems (DynamoDB reads at most 100).
#include <cstddef>
#include <utility>

#include "schema_shop.hpp"

template <std::size_t... I>
auto transact_get_of(const kp::get_parts<Basket>& g, std::index_sequence<I...>) {
  return kp::transact_get(((void)I, g)...);
}
const kp::get_parts<Basket> basket = Basket::get(kp::arg<"basketId">(7));

#ifndef KEYPLATE_MNC_CONTROL
const auto t = transact_get_of(basket, std::make_index_sequence<101>{});
#else
const auto t = transact_get_of(basket, std::make_index_sequence<100>{});
#endif
