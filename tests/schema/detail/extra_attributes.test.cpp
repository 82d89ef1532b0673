// Where values keep the attributes their entity does not declare: empty and unallocated until
// used, copied deeply, moved by pointer, compared by content.
#include <keyplate/schema/detail/extra_attributes.hpp>
#include <type_traits>
#include <utility>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using kp::detail::extra_attributes;

static_assert(std::is_nothrow_move_constructible_v<extra_attributes>);
static_assert(std::is_nothrow_move_assignable_v<extra_attributes>);
static_assert(sizeof(extra_attributes) == sizeof(void*));

ddb::item two_attributes() {
  ddb::item it;
  it.set("gift", ddb::attribute_value::boolean(true));
  it.set("note", ddb::attribute_value::string("leave at the door"));
  return it;
}

TEST_CASE("extra_attributes reads as an empty item until something is kept") {
  const extra_attributes none;
  CHECK(none.get().empty());
  CHECK(none.kept() == nullptr);
  CHECK(none == extra_attributes{});
}

TEST_CASE("extra_attributes keeps what is written through own()") {
  extra_attributes kept;
  kept.own() = two_attributes();
  REQUIRE(kept.get().size() == 2);
  CHECK(kept.kept() == &kept.get());
  CHECK(kept.get().find("gift")->text == "true");
  CHECK_FALSE(kept == extra_attributes{});
}

TEST_CASE("extra_attributes copies deeply and moves the item itself") {
  extra_attributes kept;
  kept.own() = two_attributes();
  const ddb::item* held = &kept.get();

  extra_attributes copy = kept;
  CHECK(copy == kept);
  CHECK(&copy.get() != held);
  copy.own().set("gift", ddb::attribute_value::boolean(false));
  CHECK_FALSE(copy == kept);
  CHECK(kept.get().find("gift")->text == "true");

  extra_attributes moved = std::move(kept);
  CHECK(&moved.get() == held);
  CHECK(moved.get() == two_attributes());

  extra_attributes assigned;
  assigned = moved;
  CHECK(assigned == moved);
  assigned = extra_attributes{};
  CHECK(assigned.get().empty());
}

}  // namespace
