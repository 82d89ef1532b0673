// The built-in collection mappings: L, M, SS, NS, BS and optionals; absence inside them.
#include <keyplate/schema/mappings.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;

template <class T>
av write(const T& v) {
  return kp::attribute_mapping<T>::to_attribute(v);
}
template <class T>
kp::result<T> read(const av& a) {
  return kp::attribute_mapping<T>::from_attribute(a);
}

TEST_CASE("collection mappings: vectors are L, empty ones too") {
  CHECK(write(std::vector<int>{1, 2}) == av::list({av::number("1"), av::number("2")}));
  CHECK(write(std::vector<int>{}) == av::list({}));
  CHECK(*read<std::vector<int>>(av::list({av::number("3")})) == std::vector<int>{3});
  CHECK(read<std::vector<int>>(av::map({})).error().code == kp::error_code::wrong_attribute_type);
  // std::vector<bool>, whose elements are not bools, is a list of BOOL too.
  CHECK(write(std::vector<bool>{true, false}) == av::list({av::boolean(true), av::boolean(false)}));
  CHECK(*read<std::vector<bool>>(av::list({av::boolean(false), av::boolean(true)})) ==
        std::vector<bool>{false, true});
  const kp::result<std::vector<bool>> wrong =
      read<std::vector<bool>>(av::list({av::boolean(true), av::string("x")}));
  CHECK(wrong.error().code == kp::error_code::wrong_attribute_type);
}

TEST_CASE("collection mappings: maps are M, absent values left out") {
  using M = std::map<std::string, std::optional<int>>;
  CHECK(write(M{{"a", 1}, {"b", std::nullopt}}) == av::map({{"a", av::number("1")}}));
  CHECK(*read<M>(av::map({{"a", av::number("1")}, {"b", av::null()}})) ==
        M{{"a", 1}, {"b", std::nullopt}});
  kp::detail::mapping_reader r;
  std::map<std::string, int> out;
  CHECK_FALSE(kp::detail::read_mapped(av::map({{"EUR", av::string("x")}}), out, r));
  CHECK(r.path == ".EUR");
}

TEST_CASE("collection mappings: sets are SS, NS or BS; an empty set is no attribute") {
  CHECK(write(std::set<std::string>{"b", "a"}) == av::string_set({"a", "b"}));
  CHECK(write(std::set<int>{10, -1}) == av::number_set({"-1", "10"}));
  CHECK(write(std::set<kp::number>{kp::number("2.50")}) == av::number_set({"2.5"}));
  CHECK(write(std::set<kp::bytes>{kp::bytes(std::string_view("z"))}) == av::binary_set({"z"}));
  STATIC_REQUIRE(kp::detail::may_be_absent<std::set<int>>);
  CHECK(kp::detail::absent_mapped(std::set<int>{}));
  CHECK_FALSE(kp::detail::absent_mapped(std::set<int>{1}));
  CHECK(write(std::set<int>{}).is_null());  // where it cannot be left out: NULL
  CHECK(read<std::set<int>>(av::null())->empty());
  CHECK(*read<std::set<int>>(av::number_set({"1E1", "2"})) == std::set<int>{2, 10});
  CHECK(read<std::set<int>>(av::string_set({"1"})).error().code ==
        kp::error_code::wrong_attribute_type);
  // Two spellings of one value are one element twice (parse_item refuses such a set too).
  CHECK(read<std::set<int>>(av::number_set({"1", "1.0"})).error().code ==
        kp::error_code::duplicate_in_set);
}

TEST_CASE("collection mappings: optionals are their value or nothing; NULL in a list") {
  using V = std::vector<std::optional<std::string>>;
  CHECK(write(V{"a", std::nullopt}) == av::list({av::string("a"), av::null()}));
  CHECK(*read<V>(av::list({av::null(), av::string("b")})) == V{std::nullopt, "b"});
  CHECK(kp::detail::absent_mapped(std::optional<int>{}));
  CHECK(write(std::optional<int>{4}) == av::number("4"));
}

TEST_CASE("collection mappings: a map member named \"\", or with 64 KB, cannot be stored") {
  using M = kp::attribute_mapping<std::map<std::string, int>>;
  kp::detail::mapping_reader r;
  CHECK_FALSE(M::check({{"a", 1}, {"", 2}}, r));
  CHECK(r.code == kp::error_code::empty_name);
  kp::detail::mapping_reader longest, over;
  CHECK(M::check({{std::string(65'535, 'a'), 1}}, longest));
  CHECK_FALSE(M::check({{std::string(65'536, 'a'), 1}}, over));
  CHECK(over.code == kp::error_code::long_name);
}

TEST_CASE("collection mappings: check reaches every element, with its path") {
  kp::detail::mapping_reader r;
  const std::vector<std::map<std::string, double>> v{{{"ok", 1.0}}, {{"bad", 1e300}}};
  CHECK_FALSE(kp::attribute_mapping<std::vector<std::map<std::string, double>>>::check(v, r));
  CHECK(r.code == kp::error_code::out_of_range);
  CHECK(r.path == "[1].bad");
}
}  // namespace
