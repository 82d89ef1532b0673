// Tests dynamodb.hpp: the KeyConditionExpression, ExpressionAttributeNames/Values and IndexName
// built for every kind of sort-key condition, and the errors for empty values and inverted ranges.
#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <map>
#include <optional>
#include <string>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;
using keyplate_test::fails;
using keyplate_test::failure;
using kp::error_code;
using Names = std::map<std::string, std::string>;

namespace {
using TenantKey = kp::key<"TENANT#{tenantId}">;
using ProjectKey = kp::key<"PROJECT#{projectId}">;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}">;
using UlidProjectKey = kp::key<"PROJECT#{projectId}", kp::ulid>;
using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using ReplyKey = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;

const Names table_names{{"#pk", "pk"}, {"#sk", "sk"}};
}  // namespace

TEST_CASE("a partition without a sort-key condition") {
  const ddb::query_parts q = ddb::query(TenantKey::encode("a b"));
  CHECK(q.key_condition_expression == "#pk = :pk");
  CHECK(q.expression_attribute_names == Names{{"#pk", "pk"}});
  CHECK(q.expression_attribute_values == Names{{":pk", "TENANT#a%20b"}});
  CHECK_FALSE(q.index_name.has_value());
  CHECK(kp::key_condition{}.op() == kp::sort_operator::any);
}

TEST_CASE("equality on a whole key") {
  const auto q = ddb::query("TENANT#1", kp::key_condition::equals(TaskKey::encode("1", "x#y")));
  CHECK(q.key_condition_expression == "#pk = :pk AND #sk = :sk");
  CHECK(q.expression_attribute_names == table_names);
  CHECK(q.expression_attribute_values ==
        Names{{":pk", "TENANT#1"}, {":sk", "PROJECT#1#TASK#x%23y"}});
}

TEST_CASE("begins_with on a prefix, also one ending in a partial value") {
  auto q = ddb::query("TENANT#1", TaskKey::prefix("1"));
  CHECK(q.key_condition_expression == "#pk = :pk AND begins_with(#sk, :sk)");
  CHECK(q.expression_attribute_names == table_names);
  CHECK(q.expression_attribute_values == Names{{":pk", "TENANT#1"}, {":sk", "PROJECT#1#TASK#"}});

  q = ddb::query("CUSTOMER#42", OrderKey::prefix(kp::partial("2026-10")));
  CHECK(q.key_condition_expression == "#pk = :pk AND begins_with(#sk, :sk)");
  CHECK(q.expression_attribute_values == Names{{":pk", "CUSTOMER#42"}, {":sk", "ORDER#2026-10"}});
}

TEST_CASE("BETWEEN from a key_range") {
  auto q =
      ddb::query("CUSTOMER#42", OrderKey::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 31d)));
  CHECK(q.key_condition_expression == "#pk = :pk AND #sk BETWEEN :lo AND :hi");
  CHECK(q.expression_attribute_names == table_names);
  CHECK(q.expression_attribute_values ==
        Names{{":pk", "CUSTOMER#42"}, {":lo", "ORDER#2026-10-01"}, {":hi", "ORDER#2026-10-31$"}});

  q = ddb::query("CUSTOMER#42", OrderKey::range(2026y / 10 / 1d, kp::greater(42)));
  CHECK(q.expression_attribute_values == Names{{":pk", "CUSTOMER#42"},
                                               {":lo", "ORDER#2026-10-01#0000000043"},
                                               {":hi", "ORDER#2026-10-01#9999999999"}});

  // A condition nothing satisfies is a valid query that returns nothing.
  q = ddb::query("T", ProjectKey::range(kp::less("")));
  CHECK(q.expression_attribute_values ==
        Names{{":pk", "T"}, {":lo", "PROJECT#$"}, {":hi", "PROJECT#$"}});
}

TEST_CASE("a family is BETWEEN after a variable field, begins_with after a fixed one") {
  auto q = ddb::query("TENANT#1", ProjectKey::family("1"));
  CHECK(q.key_condition_expression == "#pk = :pk AND #sk BETWEEN :lo AND :hi");
  CHECK(q.expression_attribute_values ==
        Names{{":pk", "TENANT#1"}, {":lo", "PROJECT#1"}, {":hi", "PROJECT#1$"}});

  q = ddb::query("TENANT#1", UlidProjectKey::family("01arz3ndektsv4rrffq69g5fav"));
  CHECK(q.key_condition_expression == "#pk = :pk AND begins_with(#sk, :sk)");
  CHECK(q.expression_attribute_values ==
        Names{{":pk", "TENANT#1"}, {":sk", "PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV"}});

  const kp::key_condition as_prefix = kp::key_condition::begins_with("A#");
  CHECK(as_prefix.op() == kp::sort_operator::begins_with);
  CHECK(as_prefix.text() == "A#");
  CHECK(as_prefix.upper().empty());
  const kp::key_condition as_range = kp::key_condition::between_keys("A", "A$");
  CHECK(as_range.op() == kp::sort_operator::between);
  CHECK(as_range.lower() == "A");
  CHECK(as_range.upper() == "A$");
}

TEST_CASE("an index and other attribute names only change the names map") {
  const ddb::key_schema gsi{.partition_key = "gsi1pk", .sort_key = "gsi1sk", .index_name = "gsi1"};
  auto q = ddb::query("MEMBER#alice", kp::key_condition::begins_with("TEAM#"), gsi);
  CHECK(q.index_name == std::optional<std::string>("gsi1"));
  CHECK(q.key_condition_expression == "#pk = :pk AND begins_with(#sk, :sk)");
  CHECK(q.expression_attribute_names == Names{{"#pk", "gsi1pk"}, {"#sk", "gsi1sk"}});
  CHECK(q.expression_attribute_values == Names{{":pk", "MEMBER#alice"}, {":sk", "TEAM#"}});

  // Reserved words as attribute names never appear in the expression text.
  q = ddb::query("x", kp::key_condition::equals("y"),
                 {.partition_key = "KEY", .sort_key = "RANGE"});
  CHECK(q.key_condition_expression == "#pk = :pk AND #sk = :sk");
  CHECK(q.expression_attribute_names == Names{{"#pk", "KEY"}, {"#sk", "RANGE"}});
  CHECK_FALSE(q.index_name.has_value());

  // Without a sort-key condition the sort key's name is not sent (DynamoDB rejects unused names).
  q = ddb::query("MEMBER#alice", {}, gsi);
  CHECK(q.expression_attribute_names == Names{{"#pk", "gsi1pk"}});
}

TEST_CASE("empty values and attribute names are rejected, naming the placeholder") {
  CHECK(failure(ddb::try_query("")) == fails(error_code::empty_value, 0, ":pk"));
  CHECK(failure(ddb::try_query("P", kp::key_condition::equals(""))) ==
        fails(error_code::empty_value, 0, ":sk"));
  // A layout starting with a field has the empty prefix, which selects the whole partition: the
  // query has no sort-key condition, since DynamoDB rejects an empty begins_with.
  CHECK(ReplyKey::prefix().op() == kp::sort_operator::any);
  CHECK(kp::key_condition::begins_with("") == kp::key_condition{});
  const ddb::query_parts whole = ddb::query("P", ReplyKey::prefix());
  CHECK(whole.key_condition_expression == "#pk = :pk");
  CHECK(failure(ddb::try_query("P", kp::key_condition::between_keys("", "a"))) ==
        fails(error_code::empty_value, 0, ":lo"));
  CHECK(failure(ddb::try_query("P", kp::key_condition::between_keys("a", ""))) ==
        fails(error_code::empty_value, 0, ":hi"));
  CHECK(failure(ddb::try_query("P", {}, {.partition_key = ""})) ==
        fails(error_code::empty_value, 0, "#pk"));
  CHECK(failure(ddb::try_query("P", kp::key_condition::begins_with("A"), {.sort_key = ""})) ==
        fails(error_code::empty_value, 0, "#sk"));
  // The sort key's name only matters when there is a sort-key condition.
  CHECK(failure(ddb::try_query("P", {}, {.sort_key = ""})) == "no error");
  CHECK(failure(ddb::try_query("P", kp::key_condition::begins_with("#"))) == "no error");
}

TEST_CASE("an inverted BETWEEN is rejected, comparing unsigned bytes") {
  CHECK(failure(ddb::try_query("P", kp::key_condition::between_keys("b", "a"))) ==
        fails(error_code::invalid_range, 0, ":lo"));
  CHECK(failure(ddb::try_query("P", kp::key_condition::between_keys("\xC3\xA9", "z"))) ==
        fails(error_code::invalid_range, 0, ":lo"));
  CHECK(failure(ddb::try_query("P", kp::key_condition::between_keys("z", "\xC3\xA9"))) ==
        "no error");
  CHECK(failure(ddb::try_query("P", kp::key_condition::between_keys("a", "a"))) == "no error");
}

TEST_CASE("query throws key_error where try_query fails") {
  CHECK_THROWS_AS(ddb::query(""), kp::key_error);
  CHECK_THROWS_AS(ddb::query("P", kp::key_condition::equals("")), kp::key_error);
  CHECK_THROWS_AS(ddb::query("P", kp::key_condition::between_keys("b", "a")), kp::key_error);
  try {
    ddb::query("P", kp::key_condition::equals(""));
    FAIL("no exception");
  } catch (const kp::key_error& e) {
    CHECK(std::string(e.what()) ==
          "keyplate: empty value in a key condition at byte 0 (field ':sk')");
    CHECK(e.error().code == error_code::empty_value);
  }
}
