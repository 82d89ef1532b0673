// Tests codecs/enumeration.hpp: enums stored by name, declaration order and key order, partial
// names, ranges when the names are sorted, attributes.
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {
enum class status { delivered, open, shipped };
enum class priority : unsigned char { low, high, urgent };
enum class tiny : signed char { only };

// Sorted names: declaration order is key order.
using Status = kp::enumeration<status, "DELIVERED", "OPEN", "SHIPPED">;
// Unsorted names: fine in keys, but not ordered.
using Priority = kp::enumeration<priority, "LOW", "HIGH", "URGENT">;
using Tiny = kp::enumeration<tiny, "X">;

using ByStatus = kp::key<"STATUS#{s}#{n}", Status, kp::uint<4>>;
using ByPriority = kp::key<"P#{p}", Priority>;
}  // namespace

TEST_CASE("enumeration facts follow from its names") {
  STATIC_REQUIRE(kp::codec<Status>);
  STATIC_REQUIRE(Status::min_size == 4 && Status::max_size == 9);
  STATIC_REQUIRE(Status::order_preserving);
  STATIC_REQUIRE(kp::ordered_codec<Status>);
  STATIC_REQUIRE(!Priority::order_preserving);
  STATIC_REQUIRE(!kp::ordered_codec<Priority>);
  STATIC_REQUIRE(kp::fixed_width<Tiny>);
  STATIC_REQUIRE(ByStatus::order_preserving);
  STATIC_REQUIRE(!ByPriority::order_preserving);
}

TEST_CASE("enumeration writes names and reads them back") {
  CHECK(encoded<Status>(status::open) == "OPEN");
  CHECK(encoded<Priority>(priority::urgent) == "URGENT");
  CHECK(encoded<Status>(static_cast<status>(3)) == fails(error_code::out_of_range, 0));
  CHECK(encoded<Tiny>(static_cast<tiny>(-1)) == fails(error_code::out_of_range, 0));
  CHECK(*Status::decode("SHIPPED") == status::shipped);
  CHECK(failure(Status::decode("shipped")) == fails(error_code::invalid_character, 0));
  CHECK(failure(Status::decode("SHIPPE")) == fails(error_code::invalid_character, 0));
  CHECK(ByStatus::encode(status::delivered, 12) == "STATUS#DELIVERED#0012");
  const auto v = ByStatus::decode("STATUS#OPEN#0001");
  REQUIRE(v);
  CHECK(v->get<"s">() == status::open);
  CHECK(failure(ByStatus::decode("STATUS#CLOSED#0001")) ==
        fails(error_code::invalid_character, 7, "s"));
}

TEST_CASE("sorted names: key order is declaration order, and ranges compile") {
  CHECK(ByStatus::encode(status::delivered, 9) < ByStatus::encode(status::open, 0));
  CHECK(ByStatus::encode(status::open, 9) < ByStatus::encode(status::shipped, 0));
  const kp::key_condition later = ByStatus::range(kp::at_least(status::open));
  CHECK(later.lower() == "STATUS#OPEN");
  CHECK(later.upper() == "STATUS#SHIPPED$");  // every SHIPPED key continues with "#" < "$"
  CHECK(later.selects(ByStatus::encode(status::open, 1)));
  CHECK(later.selects(ByStatus::encode(status::shipped, 9999)));
  CHECK_FALSE(later.selects(ByStatus::encode(status::delivered, 1)));
  CHECK(Status::successor(status::shipped) == std::nullopt);
  CHECK(Status::predecessor(status::open) == status::delivered);
  CHECK(Status::greatest() == status::shipped);
}

TEST_CASE("partial names select the names that begin with them") {
  CHECK(ByStatus::prefix(kp::partial("SH")).text() == "STATUS#SH");
  CHECK(ByPriority::prefix(kp::partial("")).text() == "P#");
  CHECK(failure(ByStatus::try_prefix(kp::partial("OPX"))) ==
        fails(error_code::invalid_character, 2, "s"));
  CHECK(failure(ByStatus::try_prefix(kp::partial("OPENED"))) ==
        fails(error_code::invalid_character, 4, "s"));
}

TEST_CASE("enumeration attribute is the name") {
  STATIC_REQUIRE(Status::attribute_type == kp::attribute_kind::S);
  CHECK(Status::to_attribute(status::shipped) == "SHIPPED");
  CHECK(*Status::from_attribute("OPEN") == status::open);
  CHECK_FALSE(Status::from_attribute("open").has_value());
}
