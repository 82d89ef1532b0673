// Tests of schema/describe.hpp: `describe<Shop>()` lists every index, each entity's templates on
// each index (sparse ones with the optional fields they need), fields with their attribute
// types, every access pattern, key sizes, item collections and neighbours; native indexes with
// their attributes' types, conditions and value sizes.
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
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

namespace {
// A template GSI (`gsi1`, Purchase's, sparse) beside two native ones: `gsi3` (two partition and two
// sort attributes; Purchase and Refund, sparse for Refund, whose `region` is optional) and `gsi4`
// (one partition attribute, no sort; Account only: an entity off a native index must not have a
// field of each of its attribute names).
using ByRegion =
    kp::native_index<"gsi3", kp::partition<"tenantId", "region">, kp::sort<"day", "orderId">>;
using ByEmail = kp::native_index<"gsi4", kp::partition<"email">>;
using Account =
    kp::entity<"Account",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"email", kp::string<254>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "#ACCOUNT">, kp::keys<ByEmail>>;
using Purchase =
    kp::entity<"Purchase",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<8>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>,
                          kp::optional_field<"status", kp::string<16>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "PURCHASE#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "{day}#{orderId}">, kp::keys<ByRegion>>;
// `region` up to 2100 bytes: over DynamoDB's 2048 for a partition key value.
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"refundId", kp::uint<10>>,
                          kp::optional_field<"region", kp::string<2100>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "REFUND#{refundId}">, kp::keys<ByRegion>>;
using Regions =
    kp::schema<kp::indexes<Primary, ByStatus, ByRegion, ByEmail>, Account, Purchase, Refund>;
}  // namespace

TEST_CASE("describe<schema> gives a native index's attributes with their types") {
  const std::string text = kp::describe<Regions>();
  CHECK(text.rfind("## Schema of 3 entities on 4 indexes\n", 0) == 0);
  CHECK(has(text,
            "| table | `pk` | `sk` |\n"
            "| `gsi1` | `gsi1pk` | `gsi1sk` |\n"
            "| `gsi3` | `tenantId` N, `region` S | `day` S, `orderId` N |\n"
            "| `gsi4` | `email` S | none |\n"
            "\nKeyed on the items' own attributes, not on templates (native indexes): `gsi3`, "
            "`gsi4`.\n"));
}

TEST_CASE("describe<schema> marks the entities on a native index and the sparse ones") {
  const std::string text = kp::describe<Regions>();
  CHECK(has(text, "| entity | table | `gsi1` | `gsi3` | `gsi4` |\n"));
  CHECK(has(text, "| Account | `TENANT#{tenantId}` / `#ACCOUNT` | - | - | own attributes |\n"));
  CHECK(has(text,
            "| Purchase | `TENANT#{tenantId}` / `PURCHASE#{orderId}` | `STATUS#{status}` / "
            "`{day}#{orderId}` (sparse) | own attributes | - |\n"));
  CHECK(has(text,
            "| Refund | `TENANT#{tenantId}` / `REFUND#{refundId}` | - | own attributes (sparse) | "
            "- |\n"));
  CHECK(has(text,
            "\nSparse: an item has these keys only when its fields have values.\n\n"
            "- Purchase on `gsi1`: needs `status`\n"
            "- Refund on `gsi3`: needs `region`\n"));
}

TEST_CASE("describe<schema> gives the access patterns of a native index") {
  const std::string text = kp::describe<Regions>();
  // Every partition attribute by value; then `day` (S: begins_with too), then `orderId` (N).
  const std::string on_gsi3 =
      " on `gsi3`\n\n"
      "Partition attributes `tenantId`, `region`: give each, by value (=).\n"
      "Sort attributes `day`, `orderId`: give leading ones in this order, each by value (=) but "
      "the last.\n\n"
      "| sort attributes given | the last may be | key condition on the last |\n"
      "|---|---|---|\n"
      "| none | | none: the whole partition |\n"
      "| `day` | value, `partial`, `greater`, `at_least`, `less`, `at_most`, `between` | "
      "=, begins_with, >, >=, <, <=, BETWEEN |\n"
      "| `day`, `orderId` | value, `greater`, `at_least`, `less`, `at_most`, `between` | "
      "=, >, >=, <, <=, BETWEEN |\n";
  CHECK(has(text, "\n### Purchase" + on_gsi3));
  CHECK(has(text, "\n### Refund" + on_gsi3));
  CHECK(has(text,
            "\n### Account on `gsi4`\n\n"
            "Partition attribute `email`: give it, by value (=).\n"
            "The index has no sort key: the query returns the whole partition.\n"));
  CHECK(!has(text, "### Account on `gsi3`"));
  CHECK(!has(text, "### Purchase on `gsi4`"));
  // The template GSI beside it is described as before.
  CHECK(has(text, "### Purchase on `gsi1`\n\nPartition `STATUS#{status}`: give `status`.\n"));
}

TEST_CASE("describe<schema> gives the most bytes of each native attribute's value") {
  const std::string text = kp::describe<Regions>();
  // uint<> up to 20 digits, string<8> up to 8 bytes (raw, not escaped), date 10, uint<10> 10.
  CHECK(has(
      text,
      "| Purchase | `gsi3` | `tenantId` <= 20, `region` <= 8 | `day` <= 10, `orderId` <= 10 |\n"));
  CHECK(has(text,
            "| Refund | `gsi3` | `tenantId` <= 20, `region` <= 2100 (over 2048) | `day` <= 10, "
            "`orderId` <= 10 |\n"));
  CHECK(has(text, "| Account | `gsi4` | `email` <= 254 | none |\n"));
  // "TENANT#" and 1 to 20 digits; "PURCHASE#" and 10 digits.
  CHECK(has(text, "| Purchase | table | 8..27 | 19 |\n"));
  CHECK(has(text,
            "\nOn a native index each attribute is a key value of its own: `<=` gives the most "
            "bytes of its value (a number's decimal digits).\n"));
  CHECK(count(text, "`<=` gives") == 1);
}

TEST_CASE("describe<schema> gives every pair on a native index as neighbours") {
  static_assert(Regions::neighbours<ByRegion>[1][2] && Regions::neighbours<ByRegion>[2][1]);
  const std::string text = kp::describe<Regions>();
  CHECK(has(text,
            "\n### `gsi3`\n\n"
            "Partitions that hold several entities:\n\n"
            "- `tenantId`, `region`: Purchase and Refund (`query<...>(tenantId, region)` on the "
            "schema)\n\n"
            "Neighbours: queries of the first entity can also return items of the second (read "
            "results with `identify`):\n\n"
            "- Purchase -> Refund\n- Refund -> Purchase\n"));
  CHECK(has(text,
            "\n### `gsi4`\n\nNo two entities share a partition.\n\n"
            "No neighbours: each entity's queries return only its own items.\n"));
  // table (Account, Purchase, Refund share `TENANT#{tenantId}`, sort keys apart), gsi1, gsi4.
  CHECK(has(text, "- `TENANT#{tenantId}`: Account, Purchase and Refund"));
  CHECK(count(text, "No neighbours") == 3);
}

TEST_CASE("describe<schema> writes nothing of native indexes for a schema without one") {
  const std::string text = kp::describe<Shop>();
  CHECK(!has(text, "own attributes"));
  CHECK(!has(text, "native"));
  CHECK(!has(text, "`<=` gives"));
}
