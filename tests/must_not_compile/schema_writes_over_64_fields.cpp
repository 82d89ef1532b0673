// expect: keyplate: writes work on entities of up to 64 fields
// expect-also: schema_error<.*"Wide".*"fields"
// single-error
// Must not compile: an update of an entity with 65 fields (its write masks hold 64).
#include <cstddef>
#include <utility>

#include "schema_shop.hpp"

// "f00".."f99": the field names.
template <std::size_t I>
constexpr kp::fixed_string<3> name() {
  const char text[4] = {'f', static_cast<char>('0' + I / 10), static_cast<char>('0' + I % 10),
                        '\0'};
  return kp::fixed_string<3>(text);
}
template <std::size_t... I>
using wide = kp::entity<"Wide", kp::fields<kp::field<"id", kp::uint<4>>, kp::field<name<I>()>...>,
                        kp::keys<Primary, "W#{id}", "X">>;
template <std::size_t... I>
wide<I...> make_wide(std::index_sequence<I...>);
#ifndef KEYPLATE_MNC_CONTROL
using Wide = decltype(make_wide(std::make_index_sequence<64>{}));
#else
using Wide = decltype(make_wide(std::make_index_sequence<63>{}));
#endif

auto request() {
  return Wide::update(kp::arg<"id">(1), kp::set<"f00">("x"));
}
