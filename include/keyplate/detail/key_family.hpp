// keyplate: family queries: one key and every key of a layout extending it (`kp::extends`),
// such as a project and all its tasks.
#pragma once

#include <cstddef>
#include <string>
#include <utility>

#include "../codec.hpp"
#include "../query.hpp"
#include "../result.hpp"

namespace keyplate::detail {

// `Facts` is the layout's `layout_facts`, `Cs` its codecs.
template <class Facts, class... Cs>
struct key_family {
  // A key ending with a variable-width field could be continued by a longer value of that field
  // (project `1` and project `10`), so its family is a range; otherwise a begins_with.
  static constexpr bool ends_with_variable_field = [] {
    if constexpr (sizeof...(Cs) == 0) {
      return false;
    } else {
      constexpr bool fixed[] = {fixed_width<Cs>...};
      return Facts::literal(sizeof...(Cs)).empty() && !fixed[sizeof...(Cs) - 1];
    }
  }();

  // The family of `key`, an encoded key of the layout.
  static constexpr key_condition of(std::string key) {
    if constexpr (ends_with_variable_field) {
      std::string upper = key + '$';  // every extension continues with '#', below '$'
      return key_condition::between_keys(std::move(key), std::move(upper));
    } else {
      return key_condition::begins_with(std::move(key));
    }
  }
};

}  // namespace keyplate::detail
