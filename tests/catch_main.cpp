// main() for Catch2 v2 with libc++ (or libstdc++'s debug mode) only; otherwise the tests link
// Catch2::Catch2WithMain (tests/CMakeLists.txt).
#if __has_include(<catch2/catch.hpp>)
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#else
#error "tests/catch_main.cpp is only for Catch2 v2 (v3 provides Catch2::Catch2WithMain)"
#endif
