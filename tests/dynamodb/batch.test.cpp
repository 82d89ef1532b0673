// Tests of dynamodb/batch.hpp: DynamoDB's documented limits on one batch, and the requests and
// responses as plain data.
#include <keyplate/dynamodb/batch.hpp>
#include <variant>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

TEST_CASE("a batch's limits are DynamoDB's") {
  STATIC_REQUIRE(ddb::max_batch_writes == 25);
  STATIC_REQUIRE(ddb::max_batch_keys == 100);
  STATIC_REQUIRE(ddb::max_batch_bytes == 16777216);
}

TEST_CASE("a batch request compares by table and by its writes in order") {
  ddb::put_parts p;
  p.item.set("pk", {kp::attribute_kind::S, "A"});
  ddb::delete_parts d;
  d.key.set("pk", {kp::attribute_kind::S, "B"});
  const ddb::batch_write_parts b{"shop", {p, d}};
  CHECK(b == ddb::batch_write_parts{"shop", {p, d}});
  CHECK(b != ddb::batch_write_parts{"shop", {d, p}});
  CHECK(b != ddb::batch_write_parts{"other", {p, d}});
  CHECK(std::holds_alternative<ddb::delete_parts>(b.writes[1]));
  const ddb::batch_get_parts g{"shop", {p.item, d.key}};
  CHECK(g == ddb::batch_get_parts{"shop", {p.item, d.key}});
  CHECK(g != ddb::batch_get_parts{"shop", {d.key}});
}

TEST_CASE("a batch's responses are plain data, empty when all is done") {
  const ddb::batch_get_response none;
  CHECK(none.responses.empty());
  CHECK(none.unprocessed_keys.empty());
  ddb::item k;
  k.set("pk", {kp::attribute_kind::S, "A"});
  const ddb::batch_get_response found{{{"shop", {k}}}, {}};
  CHECK(found != none);
  CHECK(found == ddb::batch_get_response{{{"shop", {k}}}, {}});
  CHECK(found != ddb::batch_get_response{{{"other", {k}}}, {}});
  const ddb::batch_write_response done;
  CHECK(done.unprocessed_items.empty());
  const ddb::batch_write_response put_back{{{"shop", {{true, k}}}}};
  CHECK(put_back != done);
  CHECK(put_back != ddb::batch_write_response{{{"shop", {{false, k}}}}});  // a delete of k
  CHECK(ddb::unprocessed_write{}.value.empty());
  CHECK_FALSE(ddb::unprocessed_write{}.put);
}
