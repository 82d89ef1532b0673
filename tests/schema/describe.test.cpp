// Tests of schema/describe.hpp: `describe<Shop>()` lists every index, each entity's templates on
// each index (sparse ones with the optional fields they need), fields with their attribute
// types, every access pattern, key sizes, item collections and neighbours.
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "shop.hpp"

namespace kp = keyplate;

namespace {
// The shared shop (shop.hpp): Primary, ByStatus, ByEmail, Customer; Order.
using namespace schema_shop;
using Order = OrderWith<>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByEmail>, Customer, Order>;

// Two entities whose keys on `ByStatus` interleave: `TAG#{tag}` / `N#{name}` and `N#{name}#{n}`.
using Tag =
    kp::entity<"Tag", kp::fields<kp::field<"tag", kp::string<8>>, kp::field<"name", kp::string<8>>>,
               kp::keys<Primary, "TAG#{tag}", "NAME#{name}">,
               kp::keys<ByStatus, "TAG#{tag}", "N#{name}">>;
using Mark = kp::entity<"Mark",
                        kp::fields<kp::field<"tag", kp::string<8>>,
                                   kp::field<"name", kp::string<8>>, kp::field<"n", kp::uint<3>>>,
                        kp::keys<Primary, "MARK#{tag}", "{name}#{n}">,
                        kp::keys<ByStatus, "TAG#{tag}", "N#{name}#{n}">>;
using Tags = kp::schema<kp::indexes<Primary, ByStatus>, Tag, Mark>;

bool has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

std::size_t count(const std::string& text, std::string_view part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
    ++n;
  }
  return n;
}
}  // namespace

TEST_CASE("describe<schema> lists the indexes and the entity x index matrix") {
  const std::string text = kp::describe<Shop>();
  CHECK(text.rfind("## Schema of 2 entities on 3 indexes\n", 0) == 0);
  CHECK(has(text, "| table | `pk` | `sk` |"));
  CHECK(has(text, "| `gsi1` | `gsi1pk` | `gsi1sk` |"));
  CHECK(has(text, "| `gsi2` | `gsi2pk` | none |"));
  CHECK(has(text, "| entity | table | `gsi1` | `gsi2` |"));
  CHECK(has(text, "| Customer | `CUSTOMER#{customerId}` / `#METADATA` | - | `EMAIL#{email}` |"));
  CHECK(has(text,
            "| Order | `CUSTOMER#{customerId}` / `ORDER#{date}#{orderId}` | "
            "`STATUS#{status}` / `{date}#{orderId}` (sparse) | - |"));
  CHECK(has(text, "- Order on `gsi1`: needs `status`"));
}

TEST_CASE("describe<schema> gives each field's codec, whether it is required, its attribute") {
  const std::string text = kp::describe<Shop>();
  CHECK(has(text, "| `customerId` | `uint<>` | yes | `N` |"));
  CHECK(has(text, "| `date` | `date` | yes | `S` |"));
  CHECK(has(text, "| `status` | `string<16>` | no | `S` |"));
}

TEST_CASE("describe<schema> lists every access pattern and what each may take") {
  const std::string text = kp::describe<Shop>();
  // One section per entity and index it has keys on.
  CHECK(has(text, "### Customer on table\n"));
  CHECK(has(text, "### Customer on `gsi2`\n"));
  CHECK(has(text, "### Order on table\n"));
  CHECK(has(text, "### Order on `gsi1`\n"));
  CHECK(!has(text, "### Order on `gsi2`"));
  CHECK(has(text, "Partition `EMAIL#{email}`: give `email`.\nThe index has no sort key"));
  // No sort fields, one, both: on the table and on gsi1.
  CHECK(has(text, "| none | | begins_with `ORDER#` |"));
  CHECK(has(text, "| none | | = `#METADATA` |"));
  CHECK(has(text, "| none | | none: the whole partition |"));
  CHECK(has(text, "begins_with `ORDER#{date}#` |"));
  CHECK(has(text, "= `ORDER#{date}#{orderId}` |"));
  CHECK(count(text, "| `date`, `orderId` | value, `partial`, `greater`") == 2);
}

TEST_CASE("describe<schema> gives key sizes against DynamoDB's limits") {
  const std::string text = kp::describe<Shop>();
  // "CUSTOMER#" (9 bytes) and 1 to 20 digits; "ORDER#" + 10 date bytes + "#" + 10 digits.
  CHECK(has(text, "| Order | table | 10..29 | 27 |"));
  // "EMAIL#" and up to 254 bytes escaped to at most three each.
  CHECK(has(text, "| Customer | `gsi2` | 6..768 | none |"));
}

TEST_CASE("describe<schema> lists shared partitions and neighbours per index") {
  const std::string shop = kp::describe<Shop>();
  CHECK(has(shop, "- `CUSTOMER#{customerId}`: Customer and Order"));
  CHECK(count(shop, "No neighbours") == 3);

  static_assert(Tags::neighbours<ByStatus>[0][1] && Tags::neighbours<ByStatus>[1][0]);
  const std::string tags = kp::describe<Tags>();
  CHECK(has(tags, "- `TAG#{tag}`: Tag and Mark"));
  CHECK(has(tags, "- Tag -> Mark\n- Mark -> Tag\n"));
  CHECK(count(tags, "No neighbours") == 1);
}

namespace {
using ByDay = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Sale = kp::entity<"Sale",
                        kp::fields<kp::field<"saleId", kp::uint<10>>, kp::field<"day", kp::date>,
                                   kp::shard_field<"shard", 4, "saleId">>,
                        kp::keys<Primary, "SALE#{saleId}", "SALE">,
                        kp::keys<ByDay, "DAY#{day}#{shard}", "{saleId}">>;
using Sales = kp::schema<kp::indexes<Primary, ByDay>, Sale>;
}  // namespace

TEST_CASE("describe<schema> says how a shard field is computed and that scatter reads it") {
  const std::string d = kp::describe<Sales>();
  CHECK(d.find("| `shard` | `uint<1>` | computed: shard of `saleId` (4 shards) | `N` |") !=
        std::string::npos);
  CHECK(d.find("Partition `DAY#{day}#{shard}`: give `day`; `shard` is computed: `scatter` gives "
               "the query of every shard.") != std::string::npos);
  CHECK(d.find("Partition `SALE#{saleId}`: give `saleId`.") != std::string::npos);
}
