// keyplate: a field's value as an item attribute and back. A codec with an attribute form
// (`attribute_codec`: `N` numbers, raw `S` strings, canonical text) uses it; any other codec is
// stored as `S` in its key form.
#pragma once

#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../result.hpp"
#include "item.hpp"

namespace keyplate::detail {

/// `code`, naming `attribute`.
inline error attribute_error(error_code code, std::string_view attribute) {
  error e = codec_error(code);
  e.field = attribute;
  return e;
}

/// The attribute that stores `value` of codec `C`.
template <class C>
dynamodb::attribute_value to_item_attribute(const typename C::value_type& value) {
  if constexpr (attribute_codec<C>) {
    return {C::attribute_type, C::to_attribute(value)};
  } else {
    char buffer[C::max_size > 0 ? C::max_size : 1];
    // `value` is canonical (made by the codec), so encoding cannot fail.
    const result<char*> end = C::encode(buffer, value);
    return {attribute_kind::S, std::string(buffer, *end)};
  }
}

/// The value of codec `C` that `a` stores: `wrong_attribute_type` for another attribute type,
/// else the codec's own error for text that is not in its canonical form. The error names no
/// attribute; the caller adds it.
template <class C>
result<typename C::value_type> from_item_attribute(const dynamodb::attribute_value& a) {
  if constexpr (attribute_codec<C>) {
    if (a.type != C::attribute_type) return codec_error(error_code::wrong_attribute_type);
    return C::from_attribute(a.text);
  } else {
    if (a.type != attribute_kind::S) return codec_error(error_code::wrong_attribute_type);
    return C::decode(a.text);
  }
}

}  // namespace keyplate::detail
