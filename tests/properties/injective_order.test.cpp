// Property tests: keys are injective, order-preserving (where the layout says so) and
// DynamoDB-valid, over random tuples of several layouts.
#include <cstddef>
#include <string>

#include "catch.hpp"
#include "generators.hpp"
#include "support.hpp"

namespace {

using namespace keyplate_test;

constexpr std::size_t pairs_per_layout = 10'000;

// Valid UTF-8, at least one byte, within the layout's sizes, and never the range sentinel.
template <class K>
bool dynamodb_valid(const std::string& key) {
  return !key.empty() && key.size() >= K::min_size && key.size() <= K::max_size &&
         key.find('$') == std::string::npos && valid_utf8(key);
}

template <class K>
void check_pairs(tally& t, std::uint64_t layout_number) {
  for_each_related_pair<K>(
      t, layout_number, pairs_per_layout,
      [&](const auto& a, const auto& b, const std::string& ka, const std::string& kb) {
        const auto what = [&] {
          return describe(a) + " -> " + printable(ka) + " vs " + describe(b) + " -> " +
                 printable(kb);
        };
        t.expect(dynamodb_valid<K>(ka), what);
        // Injective both ways: equal tuples give equal keys, different tuples different keys.
        const int by_values = compare_tuples(a, b);
        t.expect((ka == kb) == (by_values == 0), what);
        if constexpr (K::order_preserving) {
          t.expect(sign_of(ka.compare(kb)) == by_values, what);
        }
      });
}

}  // namespace

TEST_CASE("properties: injective, order-preserving, DynamoDB-valid", "[properties]") {
  tally t("injective/order");
  STATIC_REQUIRE(ProjectTask::order_preserving && Mixed::order_preserving &&
                 Packed::order_preserving && Event::order_preserving);
  STATIC_REQUIRE(!Log::order_preserving);
  check_pairs<ProjectTask>(t, 1);
  check_pairs<Mixed>(t, 2);
  check_pairs<Packed>(t, 3);
  check_pairs<Log>(t, 4);
  check_pairs<Event>(t, 5);
  CHECK(t.tuples() >= 100'000);
  CHECK(t.failures() == 0);
}

TEST_CASE("properties: keys of a non-order-preserving layout still differ", "[properties]") {
  // uint<> is plain decimal: 10 sorts before 9. Injectivity must not depend on order.
  const auto nine = Log::encode(std::chrono::sys_time<std::chrono::microseconds>{}, 9u, "");
  const auto ten = Log::encode(std::chrono::sys_time<std::chrono::microseconds>{}, 10u, "");
  CHECK(ten < nine);
  CHECK(ten != nine);
}
