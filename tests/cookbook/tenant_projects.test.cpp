// Cookbook recipe 1 (docs/cookbook.md): a tenant's record, its projects and their tasks, as three
// entities of one schema; every key, item and request the recipe shows, checked against
// hand-written text.
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "catch.hpp"
#include "recipes/tenants.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

// --- recipe code (as in the cookbook) ---
// The recipe's fields, entities and schema: examples/recipes/tenants.hpp.
using namespace tenants;

static_assert(Tenants::valid);
// A query of projects can return tasks (and the reverse); the tenant record shows up in neither.
static_assert(Tenants::neighbours<Primary>[1][2] && Tenants::neighbours<Primary>[2][1]);
static_assert(!Tenants::neighbours<Primary>[1][0] && !Tenants::neighbours<Primary>[2][0]);

// Each entity's keys are ordinary kp::key layouts.
using ProjectSk = Project::layout<Primary>::sort;
using TaskSk = Task::layout<Primary>::sort;
static_assert(
    std::is_same_v<TaskSk, kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>>);
static_assert(TaskSk::max_size == 66 && TaskSk::fits_dynamodb_sort_key);
static_assert(kp::extends<TaskSk, ProjectSk>);
// --- end of recipe code ---

namespace {
const std::string tenant = "01HTZZ8QK2M3N4P5Q6R7S8T9V0";
const std::string project = "01HVMK3P2QZ8Y7X6W5V4T3S2R1";
const std::string task = "01HVNR4Q3RA1B2C3D4E5F6G7H8";
const std::string pk_text = "TENANT#01HTZZ8QK2M3N4P5Q6R7S8T9V0";
}  // namespace

TEST_CASE("recipe 1: one task's keys and item") {
  const Task::values t = Task::make(kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project),
                                    kp::arg<"taskId">(task), kp::arg<"title">("Write the cookbook"),
                                    kp::arg<"done">(false));
  const kp::item_key key = Task::key<Primary>(t);
  // key.partition: "TENANT#01HTZZ8QK2M3N4P5Q6R7S8T9V0"
  // key.sort:      "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8"
  const ddb::item it = Task::item(t);
  CHECK(key.partition == "TENANT#01HTZZ8QK2M3N4P5Q6R7S8T9V0");
  CHECK(key.sort == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8");

  // Every attribute of the item, in name order.
  ddb::item expected;
  expected.set("done", {kp::attribute_kind::BOOL, "false"});
  expected.set("pk", {kp::attribute_kind::S, "TENANT#01HTZZ8QK2M3N4P5Q6R7S8T9V0"});
  expected.set("projectId", {kp::attribute_kind::S, "01HVMK3P2QZ8Y7X6W5V4T3S2R1"});
  expected.set("sk", {kp::attribute_kind::S,
                      "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8"});
  expected.set("taskId", {kp::attribute_kind::S, "01HVNR4Q3RA1B2C3D4E5F6G7H8"});
  expected.set("tenantId", {kp::attribute_kind::S, "01HTZZ8QK2M3N4P5Q6R7S8T9V0"});
  expected.set("title", {kp::attribute_kind::S, "Write the cookbook"});
  CHECK(it == expected);

  // Lowercase input is accepted and written uppercase, in the key and in the attribute.
  const Project::values p =
      Project::make(kp::arg<"tenantId">(tenant), kp::arg<"projectId">("01hvmk3p2qz8y7x6w5v4t3s2r1"),
                    kp::arg<"name">("Docs"));
  CHECK(Project::key<Primary>(p).sort == "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1");
  CHECK(Project::item(p).find("projectId")->text == "01HVMK3P2QZ8Y7X6W5V4T3S2R1");
  CHECK(Tenant::key<Primary>(Tenant::make(kp::arg<"tenantId">(tenant), kp::arg<"name">("Acme"))) ==
        kp::item_key{pk_text, "#METADATA"});
}

TEST_CASE("recipe 1: the access patterns") {
  // every project and task: begins_with(sk, "PROJECT#")
  const ddb::query_parts all = Project::query<Primary>(kp::arg<"tenantId">(tenant));
  // just that project's tasks
  const ddb::query_parts tasks =
      Task::query<Primary>(kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project));
  // one task
  const ddb::query_parts one = Task::query<Primary>(
      kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project), kp::arg<"taskId">(task));
  // the whole tenant: its record, its projects and their tasks
  const ddb::query_parts everything = Tenants::query<Primary>(kp::arg<"tenantId">(tenant));

  cookbook::check_request(all, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", pk_text}, {":sk", "PROJECT#"}});
  cookbook::check_request(tasks, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", pk_text}, {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#"}});
  cookbook::check_request(
      one, "#pk = :pk AND #sk = :sk",
      {{":pk", pk_text},
       {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8"}});
  cookbook::check_request(everything, "#pk = :pk", {{":pk", pk_text}}, {{"#pk", "pk"}});

  // The same project as one value is one item: the project alone.
  const ddb::query_parts project_only =
      Project::query<Primary>(kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project));
  cookbook::check_request(project_only, "#pk = :pk AND #sk = :sk",
                          {{":pk", pk_text}, {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1"}});
}

TEST_CASE("recipe 1: a project and its tasks, with the per-key layer") {
  // one project and its tasks: a family, which Entity::query does not build
  const std::string pk = Project::layout<Primary>::partition::encode(tenant);
  const ddb::query_parts family = ddb::query(pk, ProjectSk::family(project));

  cookbook::check_request(family, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", pk_text}, {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1"}});
  const kp::key_condition f = ProjectSk::family(project);
  CHECK(f.selects("PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1"));
  CHECK(f.selects("PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8"));
  CHECK(!f.selects("PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R2"));
  CHECK(!f.selects("#METADATA"));
}

TEST_CASE("recipe 1: tasks by creation time") {
  // the tasks whose ULID starts with 01HVNR
  const ddb::query_parts recent =
      Task::query<Primary>(kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project),
                           kp::arg<"taskId">(kp::partial("01HVNR")));
  // the tasks created after `task`
  const ddb::query_parts after =
      Task::query<Primary>(kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project),
                           kp::arg<"taskId">(kp::greater(task)));

  cookbook::check_request(
      recent, "#pk = :pk AND begins_with(#sk, :sk)",
      {{":pk", pk_text}, {":sk", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR"}});
  cookbook::check_request(
      after, "#pk = :pk AND #sk BETWEEN :lo AND :hi",
      {{":pk", pk_text},
       {":lo", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H9"},
       {":hi", "PROJECT#01HVMK3P2QZ8Y7X6W5V4T3S2R1#TASK#7ZZZZZZZZZZZZZZZZZZZZZZZZZ"}});
}

TEST_CASE("recipe 1: reading what a query returns") {
  const Task::values t = Task::make(kp::arg<"tenantId">(tenant), kp::arg<"projectId">(project),
                                    kp::arg<"taskId">(task), kp::arg<"title">("Write the cookbook"),
                                    kp::arg<"done">(false));
  const ddb::item it = Task::item(t);

  const auto read = Tenants::identify(it);
  REQUIRE(read.has_value());
  REQUIRE(read->index() == 2);  // a Task
  const Task::values& back = read->get<Task>();
  CHECK(back.get<"title">() == "Write the cookbook");
  CHECK(back == t);

  const Project::values p = Project::make(kp::arg<"tenantId">(tenant),
                                          kp::arg<"projectId">(project), kp::arg<"name">("Docs"));
  const auto project_item = Tenants::identify(Project::item(p));
  REQUIRE(project_item.has_value());
  CHECK(project_item->index() == 1);
}
