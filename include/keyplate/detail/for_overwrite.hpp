// keyplate: asking a value type for storage that the caller fills before reading it.
#pragma once

namespace keyplate::detail {

// Decoding writes every byte of a field's value before anyone reads it, so value types that can
// skip their initial fill (`fixed_text`) take this tag; `values` passes it to the types that do.
struct for_overwrite_t {
  explicit for_overwrite_t() = default;
};
inline constexpr for_overwrite_t for_overwrite{};

}  // namespace keyplate::detail
