// Cookbook recipe 1 (docs/cookbook.md): a tenant's projects and tasks with ULIDs; every key and
// request the recipe shows, checked against hand-written text.
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

// --- recipe code (as in the cookbook) ---
using TenantPk = kp::key<"TENANT#{tenantId}", kp::ulid>;
using MetaSk = kp::key<"#METADATA">;
using ProjectSk = kp::key<"PROJECT#{projectId}", kp::ulid>;
using TaskSk = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using TenantSk = kp::table<MetaSk, ProjectSk, TaskSk>;

static_assert(TaskSk::max_size == 66 && TaskSk::fits_dynamodb_sort_key);
static_assert(kp::extends<TaskSk, ProjectSk>);
static_assert(TenantSk::neighbours[1][2] && !TenantSk::neighbours[1][0]);
// --- end of recipe code ---

namespace {
const std::string tenant = "01HTZZ8QK2M3N4P5Q6R7S8T9V0";
const std::string project = "01HVMK3P2QZ8Y7X6W5V4T3S2R1";
const std::string task = "01HVNR4Q3RA1B2C3D4E5F6G7H8";
}  // namespace

TEST_CASE("recipe 1: keys of one tenant's items") {
  const std::string pk = TenantPk::encode(tenant);
  const std::string sk = TaskSk::encode(project, task);
  CHECK(pk == "TENANT#01HTZZ8QK2M3N4P5Q6R7S8T9V0");
  CHECK(sk == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8");
  CHECK(MetaSk::encode() == "#METADATA");
  // Lowercase input is accepted and written uppercase.
  CHECK(ProjectSk::encode("01hvmk3p2qz8y7x6w5v4t3s2r1") == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1");
}

TEST_CASE("recipe 1: the four access patterns") {
  const std::string pk = TenantPk::encode(tenant);

  // every project and task: begins_with(sk, "PROJECT#")
  const ddb::query_parts all = ddb::query(pk, ProjectSk::prefix());
  // one project and its tasks (ULIDs are fixed width: a begins_with)
  const ddb::query_parts family = ddb::query(pk, ProjectSk::family(project));
  // just that project's tasks
  const ddb::query_parts tasks = ddb::query(pk, TaskSk::prefix(project));
  // one task
  const ddb::query_parts one = ddb::query(pk, TaskSk::exact(project, task));

  const std::string pk_text = "TENANT#01HTZZ8QK2M3N4P5Q6R7S8T9V0";
  cookbook::check_request(all, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", pk_text}, {":sk", "PROJECT#"}});
  cookbook::check_request(family, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", pk_text}, {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1"}});
  cookbook::check_request(tasks, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", pk_text}, {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#"}});
  cookbook::check_request(
      one, "#pk = :pk AND #sk = :sk",
      {{":pk", pk_text},
       {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8"}});
}

TEST_CASE("recipe 1: tasks by creation time, and reading what a query returns") {
  // ULIDs begin with their creation time: the tasks whose ULID starts with 01HVNR, and those
  // created after one task.
  const std::string recent = TaskSk::prefix(project, kp::partial("01HVNR")).text();
  const kp::key_condition after = TaskSk::range(project, kp::greater(task));
  CHECK(recent == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR");
  CHECK(after.lower() == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H9");
  CHECK(after.upper() == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#7ZZZZZZZZZZZZZZZZZZZZZZZZZ");

  // A family query returns the project and its tasks: the table says which is which.
  const auto item =
      TenantSk::decode("PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8");
  REQUIRE(item.has_value());
  REQUIRE(item->index() == 2);
  const auto& values = std::get<2>(*item);
  CHECK(std::string_view(values.get<"projectId">()) == project);
  CHECK(std::string_view(values.get<"taskId">()) == task);

  const auto meta = TenantSk::decode("#METADATA");
  REQUIRE(meta.has_value());
  CHECK(meta->index() == 0);
}
