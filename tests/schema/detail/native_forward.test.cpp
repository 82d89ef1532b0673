// What every TU knows of native indexes without <keyplate/schema/native_index.hpp>: the trait,
// which the facts of an entity read for each of its keys (the definitions come with that header,
// included here only to name a native index).
#include <keyplate/schema/detail/native_forward.hpp>
#include <keyplate/schema/index.hpp>
#include <keyplate/schema/native_index.hpp>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
using ByRegion = kp::native_index<"gsi3", kp::partition<"tenantId">, kp::sort<"day">>;
using Unsorted = kp::native_index<"gsi4", kp::partition<"a">>;  // the default kp::sort<>

static_assert(kp::detail::is_native_index<ByRegion> && kp::detail::is_native_index<Unsorted>);
static_assert(!kp::detail::is_native_index<kp::index<"pk", "sk">>);
static_assert(!kp::detail::is_native_index<int>);

TEST_CASE("a native index is told apart from a template index by its type") {
  CHECK(kp::detail::is_native_index<const ByRegion> == false);  // exact types only, as used
  CHECK(Unsorted::sort_count == 0);
}
}  // namespace
