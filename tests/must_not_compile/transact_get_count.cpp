// expect: keyplate: transact_get takes 1 to 100 gets
// expect-also: schema_error<.*"transact_get".*"gets"
// single-error
// Must not compile: 101 gets in one TransactGetItems (DynamoDB reads at most 100). The entity is
// the smallest there is: the compiler prints its type once per get, and the check reads it all.
#include <cstddef>
#include <utility>

#include "schema_shop.hpp"

using B = kp::entity<"B", kp::fields<kp::field<"b", kp::uint<>>>, kp::keys<Primary, "{b}", "#">>;

template <std::size_t... I>
auto transact_get_of(const kp::get_parts<B>& g, std::index_sequence<I...>) {
  return kp::transact_get(((void)I, g)...);
}
const kp::get_parts<B> one = B::get(kp::arg<"b">(7));

#ifndef KEYPLATE_MNC_CONTROL
const auto t = transact_get_of(one, std::make_index_sequence<101>{});
#else
const auto t = transact_get_of(one, std::make_index_sequence<100>{});
#endif
