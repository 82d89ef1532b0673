// Cookbook recipe 1 (docs/cookbook.md): one partition per tenant; its record, its projects and
// their tasks. Used by examples/describe.cpp and tests/cookbook/tenant_projects.test.cpp.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "primary.hpp"

namespace tenants {
// Fields shared by several entities are declared once, so their codecs cannot drift apart.
using TenantId = kp::field<"tenantId", kp::ulid>;
using ProjectId = kp::field<"projectId", kp::ulid>;

using Tenant = kp::entity<"Tenant", kp::fields<TenantId, kp::field<"name", kp::string<100>>>,
                          kp::keys<Primary, "TENANT#{tenantId}", "#METADATA">>;
using Project =
    kp::entity<"Project", kp::fields<TenantId, ProjectId, kp::field<"name", kp::string<100>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "PROJECT#{projectId}">>;
using Task =
    kp::entity<"Task",
               kp::fields<TenantId, ProjectId, kp::field<"taskId", kp::ulid>,
                          kp::field<"title", kp::string<200>>, kp::field<"done", kp::boolean>>,
               kp::keys<Primary, "TENANT#{tenantId}", "PROJECT#{projectId}#TASK#{taskId}">>;
using Tenants = kp::schema<kp::indexes<Primary>, Tenant, Project, Task>;
}  // namespace tenants
