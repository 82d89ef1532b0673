// attribute_kind: DynamoDB's ten attribute types, printed as DynamoDB JSON spells them.
#include <keyplate/attribute_kind.hpp>
#include <set>
#include <string_view>

#include "catch.hpp"

namespace {
namespace kp = keyplate;
using kp::attribute_kind;

// The codec scalars keep their values of before the collections came.
static_assert(static_cast<int>(attribute_kind::S) == 0 &&
              static_cast<int>(attribute_kind::N) == 1 &&
              static_cast<int>(attribute_kind::BOOL) == 2);
static_assert(kp::to_string(attribute_kind::null) == "NULL");  // not the macro's spelling

TEST_CASE("attribute kinds print as DynamoDB JSON spells them, each differently") {
  CHECK(kp::to_string(attribute_kind::S) == "S");
  CHECK(kp::to_string(attribute_kind::N) == "N");
  CHECK(kp::to_string(attribute_kind::BOOL) == "BOOL");
  CHECK(kp::to_string(attribute_kind::B) == "B");
  CHECK(kp::to_string(attribute_kind::L) == "L");
  CHECK(kp::to_string(attribute_kind::M) == "M");
  CHECK(kp::to_string(attribute_kind::SS) == "SS");
  CHECK(kp::to_string(attribute_kind::NS) == "NS");
  CHECK(kp::to_string(attribute_kind::BS) == "BS");
  std::set<std::string_view> names;
  for (int k = 0; k != 10; ++k) names.insert(kp::to_string(static_cast<attribute_kind>(k)));
  CHECK(names.size() == 10);
}
}  // namespace
