// expect: keyplate: an entity has keys on at most 64 indexes
// expect-also: schema_error<.*"Wide".*"keys"
// single-error
// Must not compile: an entity with keys on 65 indexes (the table and 64 secondary ones).
#include <cstddef>
#include <utility>

#include "schema_shop.hpp"

// "g00".."g99": the index attribute and index names.
template <char Prefix, std::size_t I>
constexpr kp::fixed_string<3> name() {
  const char text[4] = {Prefix, static_cast<char>('0' + I / 10), static_cast<char>('0' + I % 10),
                        '\0'};
  return kp::fixed_string<3>(text);
}
template <std::size_t I>
using Secondary = kp::index<name<'p', I>(), name<'s', I>(), name<'g', I>()>;
template <std::size_t... I>
using wide = kp::entity<"Wide", kp::fields<kp::field<"id", kp::uint<4>>>,
                        kp::keys<Primary, "W#{id}", "X">, kp::keys<Secondary<I>, "S", "{id}">...>;
template <std::size_t... I>
wide<I...> make_wide(std::index_sequence<I...>);
#ifndef KEYPLATE_MNC_CONTROL
using Wide = decltype(make_wide(std::make_index_sequence<64>{}));
#else
using Wide = decltype(make_wide(std::make_index_sequence<63>{}));
#endif
inline constexpr bool checked = Wide::valid;  // instantiates every check
