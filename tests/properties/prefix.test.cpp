// Property tests: prefix(a1..ak) begins exactly the keys whose first k values are a1..ak.
#include <cstddef>
#include <string>
#include <tuple>
#include <utility>

#include "catch.hpp"
#include "generators.hpp"
#include "support.hpp"

namespace {

using namespace keyplate_test;

constexpr std::size_t pairs_per_layout = 10'000;

// The text of K::try_prefix with the first `Count` values of `t` ("" for `any`).
template <class K, std::size_t Count>
keyplate::result<std::string> leading_prefix(const typename K::value_tuple& t) {
  const keyplate::result<keyplate::key_condition> condition = [&]<std::size_t... I>(
      std::index_sequence<I...>) {
    return K::try_prefix(std::get<I>(t)...);
  }
  (std::make_index_sequence<Count>{});
  if (!condition) return condition.error();
  return condition->text();
}

template <std::size_t Count, class Tuple>
bool same_leading(const Tuple& a, const Tuple& b) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return ((std::get<I>(a) == std::get<I>(b)) && ...);
  }
  (std::make_index_sequence<Count>{});
}

template <class K>
void check_prefixes(tally& t, std::uint64_t layout_number) {
  for_each_related_pair<K>(
      t, layout_number, pairs_per_layout,
      [&](const auto& a, const auto& b, const std::string& ka, const std::string& kb) {
        [&]<std::size_t... Count>(std::index_sequence<Count...>) {
          (
              [&] {
                const auto prefix = leading_prefix<K, Count>(a);
                const auto what = [&] {
                  return std::to_string(Count) + " leading values of " + describe(a) + " -> " +
                         (prefix ? printable(*prefix) : prefix.error().message()) + "; key of " +
                         describe(b) + " -> " + printable(kb);
                };
                if (!t.expect(prefix.has_value(), what)) return;
                // The key of `a` itself, and a key of `b` exactly when it shares those values.
                t.expect(starts_with(ka, *prefix), what);
                t.expect(starts_with(kb, *prefix) == same_leading<Count>(a, b), what);
              }(),
              ...);
        }
        (std::make_index_sequence<K::field_count>{});
      });
}

}  // namespace

TEST_CASE("properties: prefixes are exact", "[properties]") {
  tally t("prefix-exact");
  check_prefixes<ProjectTask>(t, 1);
  check_prefixes<Mixed>(t, 2);
  check_prefixes<Packed>(t, 3);
  check_prefixes<Log>(t, 4);
  check_prefixes<Event>(t, 5);
  CHECK(t.tuples() >= 100'000);
  CHECK(t.failures() == 0);
}

TEST_CASE("properties: prefixes of numbers and strings that extend each other", "[properties]") {
  using Numbered = keyplate::key<"N#{n}#{s}", keyplate::uint<>, keyplate::string<>>;
  const std::string prefix = Numbered::prefix(1u).text();
  CHECK(prefix == "N#1#");
  for (unsigned n = 0; n != 200; ++n) {
    const std::string key = Numbered::encode(n, "x");
    CHECK(starts_with(key, prefix) == (n == 1));
  }
  const std::string text_prefix = ProjectTask::prefix("ab").text();
  for (const char* p : {"a", "ab", "abc", "ab#", "ab ", "ab%", "ab$", "a#b"}) {
    INFO("project " << p);
    CHECK(starts_with(ProjectTask::encode(p, "t"), text_prefix) == (std::string(p) == "ab"));
  }
}
