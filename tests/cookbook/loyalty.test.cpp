// Cookbook recipe 6 (docs/cookbook.md): a loyalty programme's members, whose points, tags and
// first visit change with update operators, beside a tier that keys an index.
#include <chrono>
#include <cstdint>
#include <keyplate/schema.hpp>
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;
using av = ddb::attribute_value;

using Primary = kp::index<"pk", "sk">;
using ByTier = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // the members of a tier, by id

using Member =
    kp::entity<"Member",
               kp::fields<kp::field<"memberId", kp::uint<10>>, kp::field<"tier", kp::string<8>>,
                          kp::attribute<"points", std::int64_t>,
                          kp::optional_attribute<"tags", std::set<std::string>>,
                          kp::optional_attribute<"visits", std::vector<std::chrono::sys_seconds>>,
                          kp::optional_attribute<"firstSeen", std::chrono::sys_seconds>>,
               kp::keys<Primary, "MEMBER#{memberId}", "#">,
               kp::keys<ByTier, "TIER#{tier}", "{memberId}">>;
using Loyalty = kp::schema<kp::indexes<Primary, ByTier>, Member>;

// The attributes of a member, in name order: what the update's placeholders `#aN` count.
// firstSeen 0, gsi1pk 1, gsi1sk 2, memberId 3, pk 4, points 5, sk 6, tags 7, tier 8, visits 9.
}  // namespace

TEST_CASE("loyalty: points, tags and visits change where the item is") {
  const std::chrono::sys_seconds now = std::chrono::sys_days(2026y / 12 / 5d) + 9h;
  // A purchase of 120.00 earns 120 points and records the visit; the first one also sets
  // firstSeen, which later visits leave alone.
  const ddb::update_parts purchase =
      Member::update(kp::arg<"memberId">(7), kp::add<"points">(120),
                     kp::append<"visits">(std::vector<std::chrono::sys_seconds>{now}),
                     kp::set_if_absent<"firstSeen">(now));
  // SET firstSeen = if_not_exists(firstSeen, now), visits = list_append(..., [now])
  // ADD points 120
  CHECK(purchase.update_expression ==
        "SET #a0 = if_not_exists(#a0, :a0), #a9 = list_append(if_not_exists(#a9, :e9), :a9) "
        "ADD #a5 :a5");
  CHECK(purchase.expression_attribute_values.at(":a0") == av::number("1796461200"));
  CHECK(purchase.expression_attribute_values.at(":a5") == av::number("120"));
  CHECK(purchase.expression_attribute_values.at(":a9") == av::list({av::number("1796461200")}));

  // Redeeming 500 points only while the member has them: the condition reads the same
  // attribute the operator changes.
  const ddb::update_parts redeem = Member::update(kp::arg<"memberId">(7), kp::add<"points">(-500),
                                                  kp::when(kp::attr<"points"> >= 500));
  CHECK(redeem.update_expression == "ADD #a5 :a5");
  CHECK(redeem.condition_expression == "attribute_exists(#pk) AND #a5 >= :v0");
  CHECK(redeem.expression_attribute_values.at(":a5") == av::number("-500"));

  // Tags: the gift campaign ends; a newsletter signup starts.
  const ddb::update_parts tags = Member::update(
      kp::arg<"memberId">(7), kp::remove_from<"tags">(std::set<std::string>{"gift"}));
  const ddb::update_parts signup =
      Member::update(kp::arg<"memberId">(7), kp::add<"tags">(std::set<std::string>{"newsletter"}));
  CHECK(tags.update_expression == "DELETE #a7 :a7");
  CHECK(tags.expression_attribute_values.at(":a7") == av::string_set({"gift"}));
  CHECK(signup.update_expression == "ADD #a7 :a7");

  // The tier keys the tier index: it changes with kp::set, which rebuilds gsi1pk
  // (kp::set_if_absent<"tier"> does not compile: the key would keep the old tier).
  const ddb::update_parts gold =
      Member::update(kp::arg<"memberId">(7), kp::set<"tier">(std::string("GOLD")));
  CHECK(gold.expression_attribute_values.at(":a1") == av::string("TIER#GOLD"));
  CHECK(Loyalty::table_definition("loyalty").global_secondary_indexes.size() == 1);
}
