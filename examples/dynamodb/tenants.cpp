// Scenario: a SaaS tenant's partition holds its own record, its projects and their tasks, all
// identified by ULIDs (uppercase, so text order is time order).
#include <string>
#include <string_view>

#include "plan.hpp"

namespace example {

namespace {

using TenantKey = kp::key<"TENANT#{tenantId}", kp::ulid>;
using MetaKey = kp::key<"#METADATA">;
using ProjectKey = kp::key<"PROJECT#{projectId}", kp::ulid>;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
static_assert(kp::table<MetaKey, ProjectKey, TaskKey>::size == 3);  // pairwise disjoint

constexpr const char* scenario = "tenants";

// Two tenants; projects include the least and the greatest ULID.
constexpr std::string_view tenants[] = {"01HVMK0000AAAAAAAAAAAAAAAA", "01HVMK0000AAAAAAAAAAAAAAAB"};
constexpr std::string_view projects[] = {"00000000000000000000000000", "01HVMK3P2Q0000000000000000",
                                         "01HVMK3P2Q0000000000000001", "01HVMK3P2R7ZZZZZZZZZZZZZZZ",
                                         "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"};
constexpr std::string_view tasks[] = {"01HVNR4Q3R0000000000000000", "01HVNR4Q3R0000000000000009",
                                      "01HVNR4Q3S0000000000000000", "01HVNS0000000000000000000Z"};

std::string_view id(const auto& value) {
  return std::string_view(value);
}

}  // namespace

void tenants_and_tasks(plan& p) {
  for (std::string_view tenant : tenants) {
    const std::string pk = TenantKey::encode(tenant);
    p.add(scenario, "tenant", {{"pk", pk}, {"sk", MetaKey::encode()}});
    for (std::string_view project : projects) {
      p.add(scenario, "project", {{"pk", pk}, {"sk", ProjectKey::encode(project)}});
      for (std::string_view task : tasks) {
        if (project == projects[0] && task != tasks[0]) continue;  // an almost empty project
        p.add(scenario, "task", {{"pk", pk}, {"sk", TaskKey::encode(project, task)}});
      }
    }
  }

  const std::string pk = TenantKey::encode(tenants[0]);
  const std::string_view project = projects[1], task = tasks[1];
  const auto is_project = [](auto test) {
    return decodes_as<ProjectKey>([test](const auto& v) { return test(id(v.template get<0>())); });
  };
  const auto is_task = [](auto test) {
    return decodes_as<TaskKey>(
        [test](const auto& v) { return test(id(v.template get<0>()), id(v.template get<1>())); });
  };
  const auto any_task = [](std::string_view, std::string_view) { return true; };

  p.query(scenario, "tenant partition", pk, {}, everything());
  p.query(scenario, "tenant record", pk, kp::key_condition::equals(MetaKey::encode()),
          decodes_as<MetaKey>([](const auto&) { return true; }));
  p.query(scenario, "one task", pk, kp::key_condition::equals(TaskKey::encode(project, task)),
          is_task([=](auto pr, auto t) { return pr == project && t == task; }));
  p.query(scenario, "every project and task", pk, ProjectKey::prefix(),
          either({is_project([](auto) { return true; }), is_task(any_task)}));
  p.query(scenario, "tasks of a project", pk, TaskKey::prefix(project),
          is_task([=](auto pr, auto) { return pr == project; }));
  p.query(scenario, "a project and its tasks (family)", pk, ProjectKey::family(project),
          either({is_project([=](auto pr) { return pr == project; }),
                  is_task([=](auto pr, auto) { return pr == project; })}));
  // A lowercase partial ULID is normalised like a whole one.
  p.query(scenario, "tasks created in one ULID time slice (partial)", pk,
          TaskKey::prefix(project, kp::partial("01hvnr4q3")),
          is_task([=](auto pr, auto t) { return pr == project && t.starts_with("01HVNR4Q3"); }));
  p.query(scenario, "projects whose id starts with 01HVMK3P2 (partial)", pk,
          ProjectKey::prefix(kp::partial("01HVMK3P2")),
          either({is_project([](auto pr) { return pr.starts_with("01HVMK3P2"); }),
                  is_task([](auto pr, auto) { return pr.starts_with("01HVMK3P2"); })}));

  // Ranges on the task id within one project.
  p.query(scenario, "tasks after a task", pk, TaskKey::range(project, kp::greater(task)),
          is_task([=](auto pr, auto t) { return pr == project && t > task; }));
  p.query(scenario, "tasks from a task on", pk, TaskKey::range(project, kp::at_least(task)),
          is_task([=](auto pr, auto t) { return pr == project && t >= task; }));
  p.query(scenario, "tasks before a task", pk, TaskKey::range(project, kp::less(task)),
          is_task([=](auto pr, auto t) { return pr == project && t < task; }));
  p.query(scenario, "tasks up to a task", pk, TaskKey::range(project, kp::at_most(task)),
          is_task([=](auto pr, auto t) { return pr == project && t <= task; }));
  p.query(scenario, "tasks between two tasks", pk,
          TaskKey::range(project, kp::between(tasks[1], tasks[2])), is_task([=](auto pr, auto t) {
            return pr == project && t >= tasks[1] && t <= tasks[2];
          }));
  p.query(scenario, "tasks before the least ULID (empty)", pk,
          TaskKey::range(project, kp::less(projects[0])), [](std::string_view) { return false; });

  // A range on the project id of the task layout also holds those projects' own records: they
  // are the ancestors, and sort just before their tasks.
  const auto projects_where = [=](auto test) {
    return either({is_project(test), is_task([test](auto pr, auto) { return test(pr); })});
  };
  p.query(scenario, "projects (and tasks) after a project", pk,
          TaskKey::range(kp::greater(project)),
          projects_where([=](auto pr) { return pr > project; }));
  p.query(scenario, "projects (and tasks) up to a project", pk,
          TaskKey::range(kp::at_most(project)),
          projects_where([=](auto pr) { return pr <= project; }));
  p.query(scenario, "projects (and tasks) from the greatest ULID on", pk,
          TaskKey::range(kp::at_least(projects[4])),
          projects_where([=](auto pr) { return pr == projects[4]; }));
}

}  // namespace example
