// keyplate: how the schema layer reports a mistake at compile time. Each check is a
// static_assert whose condition is `schema_error<Entity, Name>`, so the diagnostic shows the
// entity and the name (field, index, attribute or other entity) next to the `keyplate:` message.
#pragma once

#include "../fixed_string.hpp"

namespace keyplate {

/// Always false: the condition of the schema layer's static_asserts. It appears in diagnostics
/// as `schema_error<"Order", "status">` (clang on the error line, g++ in the note below it).
template <fixed_string Entity, fixed_string Name>
inline constexpr bool schema_error = false;

}  // namespace keyplate
