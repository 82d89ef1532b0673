// Tests of schema/detail/describe_facts.hpp: the facts describe<Schema>() writes out.
#include <chrono>
#include <cstdint>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schema/shop.hpp"

namespace {
using namespace schema_shop;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByEmail>, Customer, OrderWith<>>;
}  // namespace

TEST_CASE("the described facts of a schema") {
  const kp::detail::described_schema s = kp::detail::describe_schema_facts<Shop>(
      std::type_identity<Shop::index_list>{}, std::make_index_sequence<Shop::entity_count>{});
  REQUIRE(s.indexes.size() == 3);
  CHECK(s.indexes[0].name.empty());
  CHECK(s.indexes[1].partition_attribute == "gsi1pk");
  REQUIRE(s.entities.size() == 2);
  CHECK(s.entities[1].name == "Order");
  CHECK(s.entities[1].fields.size() == 4);
  CHECK(s.entities[1].fields[3].optional);
  CHECK(s.entities[1].fields[0].attribute == "N");
  CHECK(!s.entities[0].keys[1].has_value());  // Customer is not on ByStatus
  REQUIRE(s.entities[1].keys[1].has_value());
  CHECK(s.entities[1].keys[1]->sparse);
  // On the table, both partitions are CUSTOMER#{customerId}.
  CHECK(s.share_partition[0][0][1]);
  CHECK(s.neighbours[0][0][1] == Shop::neighbours<Primary>[0][1]);
}

TEST_CASE("a data attribute's form is the type its mapping writes (stored_kinds.hpp)") {
  using kp::detail::data_form;
  CHECK(data_form<std::string>::text() == "S");
  CHECK(data_form<std::optional<double>>::text() == "N");
  // A Time to Live attribute is epoch seconds in an N (not an M: its mapping has a read step).
  CHECK(data_form<std::chrono::sys_seconds>::text() == "N");
  CHECK(data_form<std::vector<int>>::text() == "L");
  CHECK(data_form<std::map<std::string, int>>::text() == "M");
  CHECK(data_form<std::set<std::int64_t>>::text() == "NS");
  CHECK(data_form<kp::dynamodb::attribute_value>::text() == "any");
}
