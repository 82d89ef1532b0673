// mapping_access: a user's full mapping (tier b) through the schema layer's steps; the path of
// a nested failure; absence.
#include <keyplate/schema/mappings.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;

// Cents stored as a string "12.34 EUR".
struct Money {
  long cents = 0;
  std::string currency;
};
}  // namespace

template <>
struct kp::attribute_mapping<Money> {
  static ddb::attribute_value to_attribute(const Money& m) {
    return av::string(std::to_string(m.cents) + " " + m.currency);
  }
  static kp::result<Money> from_attribute(const ddb::attribute_value& a) {
    if (a.type() != kp::attribute_kind::S) {
      return kp::codec_error(kp::error_code::wrong_attribute_type);
    }
    const std::size_t space = a.text.find(' ');
    if (space == std::string::npos) {
      return kp::error{kp::error_code::missing_attribute, "currency"};
    }
    return Money{std::stol(a.text.substr(0, space)), a.text.substr(space + 1)};
  }
};

namespace {
TEST_CASE("mapping_access: a full mapping is used for writing and reading") {
  STATIC_REQUIRE(kp::detail::mapped<Money>);
  STATIC_REQUIRE_FALSE(kp::detail::may_be_absent<Money>);
  CHECK(kp::detail::write_mapped(Money{1234, "EUR"}) == av::string("1234 EUR"));
  Money m;
  kp::detail::mapping_reader r;
  REQUIRE(kp::detail::read_mapped(av::string("5 USD"), m, r));
  CHECK(m.cents == 5);
  CHECK(m.currency == "USD");
  CHECK(r.path.empty());
}

TEST_CASE("mapping_access: a full mapping's error field extends the path, built on the way up") {
  std::vector<Money> out;
  kp::detail::mapping_reader r;
  REQUIRE_FALSE(kp::detail::read_mapped(av::list({av::string("1 EUR"), av::string("2")}), out, r));
  CHECK(r.code == kp::error_code::missing_attribute);
  CHECK(r.path == "[1].currency");
  kp::detail::mapping_reader type;
  REQUIRE_FALSE(kp::detail::read_mapped(av::list({av::number("1")}), out, type));
  CHECK(type.code == kp::error_code::wrong_attribute_type);
  CHECK(type.path == "[0]");
}

TEST_CASE("mapping_access: a successful read builds no path") {
  std::vector<std::vector<int>> out;
  kp::detail::mapping_reader r;
  REQUIRE(kp::detail::read_mapped(av::list({av::list({av::number("1")}), av::list({})}), out, r));
  CHECK(r.path.empty());
  CHECK(r.code == kp::error_code::none);
  CHECK(out == std::vector<std::vector<int>>{{1}, {}});
}

TEST_CASE("mapping_access: read_member of a missing attribute") {
  std::set<std::string> tags{"x"};
  std::string name = "keep";
  kp::detail::mapping_reader r;
  CHECK(kp::detail::read_member(nullptr, tags, r));
  CHECK(tags.empty());  // no attribute: an empty set
  CHECK_FALSE(kp::detail::read_member(nullptr, name, r));
  CHECK(r.code == kp::error_code::missing_attribute);
}

TEST_CASE("mapping_access: check_mapped trusts a full mapping and checks built-ins") {
  kp::detail::mapping_reader r;
  CHECK(kp::detail::check_mapped(Money{1, "\xff"}, r));
  CHECK_FALSE(kp::detail::check_mapped(std::string("\xff"), r));
  CHECK(r.code == kp::error_code::invalid_utf8);
}
}  // namespace
