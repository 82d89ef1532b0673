// The umbrella brings the whole schema layer.
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "catch.hpp"

namespace kp = keyplate;

using Primary = kp::index<"pk", "sk">;
using Tag = kp::entity<"Tag", kp::fields<kp::field<"name", kp::string<40>>>,
                       kp::keys<Primary, "TAG#{name}", "#METADATA">>;
using Tags = kp::schema<kp::indexes<Primary>, Tag>;
static_assert(Tags::valid);

TEST_CASE("schema.hpp gives entities, items and schemas") {
  const auto t = Tag::make(kp::arg<"name">("red"));
  CHECK(Tags::identify(Tag::item(t)).value().index() == 0);
}
