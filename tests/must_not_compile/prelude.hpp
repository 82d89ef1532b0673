// What the must-not-compile cases include, precompiled once for g++ and clang
// (tests/CMakeLists.txt): each case and its control then start from the parsed headers instead of
// parsing them again. The cases still include what they use; this header only has to include at
// least as much. It declares nothing of its own.
// An include guard, not #pragma once: g++ warns about the pragma in the file it precompiles.
#ifndef KEYPLATE_TESTS_MNC_PRELUDE_HPP
#define KEYPLATE_TESTS_MNC_PRELUDE_HPP

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#endif  // KEYPLATE_TESTS_MNC_PRELUDE_HPP
