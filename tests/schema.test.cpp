// The umbrella brings the whole schema layer, and the per-key layer with it (every codec:
// fields of dates and timestamps need no other include).
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

using Event = kp::entity<"Event",
                         kp::fields<kp::field<"day", kp::date>, kp::field<"at", kp::timestamp<>>,
                                    kp::field<"id", kp::ulid>>,
                         kp::keys<Primary, "DAY#{day}", "{at}#{id}">>;
static_assert(Event::valid);

TEST_CASE("schema.hpp gives the per-key layer's codecs") {
  using namespace std::chrono;
  const auto e = Event::make(kp::arg<"day">(year_month_day{2026y, December, 7d}),
                             kp::arg<"at">(sys_days{2026y / December / 7d} + 8h),
                             kp::arg<"id">("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
  CHECK(Event::item(e).find("pk")->text == "DAY#2026-12-07");
  using Day = kp::key<"D#{day}", kp::date>;
  CHECK(Day::encode(year_month_day{2026y, December, 7d}) == "D#2026-12-07");
}
