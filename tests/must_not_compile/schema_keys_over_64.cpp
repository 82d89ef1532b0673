// expect: keyplate: an entity has keys on at most 64 indexes
// expect-also: schema_error<.*"Wide".*"keys"
// single-error
// Must not compile: an entity with keys on 65 indexes (the table and 64 secondary ones).
#include <cstddef>
#include <utility>

#include "numbered_indexes.hpp"
#include "schema_shop.hpp"

template <std::size_t... I>
using wide =
    kp::entity<"Wide", kp::fields<kp::field<"id", kp::uint<4>>>, kp::keys<Primary, "W#{id}", "X">,
               kp::keys<keyplate_test::numbered_index<I>, "S", "{id}">...>;
template <std::size_t... I>
wide<I...> make_wide(std::index_sequence<I...>);
#ifndef KEYPLATE_MNC_CONTROL
using Wide = decltype(make_wide(std::make_index_sequence<64>{}));
#else
using Wide = decltype(make_wide(std::make_index_sequence<63>{}));
#endif
inline constexpr bool checked = Wide::valid;  // instantiates every check
