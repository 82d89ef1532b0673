// keyplate: `attribute_kind`, DynamoDB's ten attribute types, and their names as DynamoDB JSON
// spells them. A codec's item attribute is one of them (codec.hpp); so is every
// `dynamodb::attribute_value`.
#pragma once

#include <string_view>

namespace keyplate {

/// A DynamoDB attribute type. A codec's item attribute is one of the scalars `S` (String), `N`
/// (Number) or `BOOL` (Boolean); a `dynamodb::attribute_value` can also be `B` (Binary), `null`
/// (DynamoDB's `NULL`: the macro `NULL` takes that spelling), `L` (List), `M` (Map) and the sets
/// `SS`, `NS` and `BS`. The first three keep their values of before.
enum class attribute_kind : unsigned char { S, N, BOOL, B, null, L, M, SS, NS, BS };

/// The type as DynamoDB JSON spells it: `"S"`, `"N"`, `"BOOL"`, `"B"`, `"NULL"`, `"L"`, `"M"`,
/// `"SS"`, `"NS"` or `"BS"`.
constexpr std::string_view to_string(attribute_kind kind) noexcept {
  switch (kind) {
    case attribute_kind::N:
      return "N";
    case attribute_kind::BOOL:
      return "BOOL";
    case attribute_kind::B:
      return "B";
    case attribute_kind::null:
      return "NULL";
    case attribute_kind::L:
      return "L";
    case attribute_kind::M:
      return "M";
    case attribute_kind::SS:
      return "SS";
    case attribute_kind::NS:
      return "NS";
    case attribute_kind::BS:
      return "BS";
    case attribute_kind::S:
      break;
  }
  return "S";
}

}  // namespace keyplate
