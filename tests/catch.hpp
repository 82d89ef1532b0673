// Catch2 v2/v3 shim: test sources use #include "catch.hpp".
#pragma once

#if defined(KEYPLATE_TEST_CATCH2_MAJOR)
#if KEYPLATE_TEST_CATCH2_MAJOR >= 3
#define KEYPLATE_TEST_CATCH2_V3 1
#endif
#elif __has_include(<catch2/catch_test_macros.hpp>)
#define KEYPLATE_TEST_CATCH2_V3 1
#endif

#if defined(KEYPLATE_TEST_CATCH2_V3)
#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>
#else
#include <catch2/catch.hpp>
#endif
