// The standard headers <keyplate/core.hpp> includes itself (tests/headers/lean_core.cpp).
// cmake/check_lean_includes.cmake allows a heavy standard header in the lean translation unit
// only when these already bring it in, as libc++ 16's <string> brings <algorithm> and <vector>.
#include <array>
#include <bit>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
