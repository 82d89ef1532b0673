// Prints keyplate::describe for the key layouts of the four cookbook recipes, as Markdown.
// docs/describe-output.md is this program's output; the program fails when they differ.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <keyplate/codecs/date.hpp>
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <sstream>
#include <string>
#include <string_view>

namespace kp = keyplate;

// Recipe 1: one partition per tenant; its record, its projects and their tasks.
namespace tenants {
using TenantPk = kp::key<"TENANT#{tenantId}", kp::ulid>;
using MetaSk = kp::key<"#METADATA">;
using ProjectSk = kp::key<"PROJECT#{projectId}", kp::ulid>;
using TaskSk = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using TenantSk = kp::table<MetaSk, ProjectSk, TaskSk>;
}  // namespace tenants

// Recipe 2: one partition per customer; profile, addresses and orders by date.
namespace customers {
using CustomerPk = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using ProfileSk = kp::key<"PROFILE">;
using AddressSk = kp::key<"ADDRESS#{name}", kp::string<32>>;
using OrderSk = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using CustomerSk = kp::table<ProfileSk, AddressSk, OrderSk>;
}  // namespace customers

// Recipe 3: one partition per blog post; comments by parent, and by their whole path.
namespace comments {
using PostPk = kp::key<"POST#{postId}", kp::uint<>>;
using CommentSk = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
using TopSk = kp::key<"C#{c1}", kp::uint<10>>;
using ReplySk = kp::key<"C#{c1}#{c2}", kp::uint<10>, kp::uint<10>>;
using NestedSk = kp::key<"C#{c1}#{c2}#{c3}", kp::uint<10>, kp::uint<10>, kp::uint<10>>;
using ThreadSk = kp::table<TopSk, ReplySk, NestedSk>;
}  // namespace comments

// Recipe 4: overloaded keys for customers, orders, order items and team memberships, and an
// inverted index (GSI1) for a customer's orders and a user's teams.
namespace overloaded {
using CustomerKey = kp::key<"CUSTOMER#{customerId}", kp::string<32>>;
using OrderKey = kp::key<"ORDER#{orderId}", kp::string<32>>;
using TeamKey = kp::key<"TEAM#{teamId}", kp::string<32>>;
using UserKey = kp::key<"USER#{userId}", kp::string<32>>;
using MetaKey = kp::key<"#METADATA">;
using ItemKey = kp::key<"ITEM#{productId}", kp::string<32>>;
using MemberKey = kp::key<"MEMBER#{userId}", kp::string<32>>;
using Pk = kp::table<CustomerKey, OrderKey, TeamKey>;
using Sk = kp::table<MetaKey, ItemKey, MemberKey>;
using Gsi1Pk = kp::table<CustomerKey, UserKey>;
using Gsi1Sk = kp::table<OrderKey, TeamKey>;
}  // namespace overloaded

namespace {

// One key attribute's description, under a bold label.
std::string section(std::string_view attribute, const std::string& description) {
  return "\n**" + std::string(attribute) + "**\n\n" + description;
}

// docs/describe-output.md, when this source file is still next to it, else "".
std::string saved_output() {
  const std::filesystem::path doc =
      std::filesystem::path(__FILE__).parent_path().parent_path() / "docs" / "describe-output.md";
  std::ifstream in(doc, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int main() {
  // Read before writing, so that `describe > docs/describe-output.md` compares with the old copy.
  const std::string saved = saved_output();
  std::string out =
      "# describe: the cookbook's key layouts\n\n"
      "The output of `examples/describe.cpp`: `keyplate::describe<...>()` for every key attribute "
      "of the four recipes in [the cookbook](cookbook.md). Each description is computed from the "
      "layouts' compile-time facts.\n";

  out += "\n# Recipe 1: tenants, projects and tasks\n";
  out += section("pk", kp::describe<tenants::TenantPk>());
  out += section("sk", kp::describe<tenants::TenantSk>());

  out += "\n# Recipe 2: a customer's profile, addresses and orders\n";
  out += section("pk", kp::describe<customers::CustomerPk>());
  out += section("sk", kp::describe<customers::CustomerSk>());

  out += "\n# Recipe 3: threaded comments\n";
  out += section("pk", kp::describe<comments::PostPk>());
  out += section("sk, by parent", kp::describe<comments::CommentSk>());
  out += section("sk, by path", kp::describe<comments::ThreadSk>());

  out += "\n# Recipe 4: overloaded keys with an inverted index\n";
  out += section("pk", kp::describe<overloaded::Pk>());
  out += section("sk", kp::describe<overloaded::Sk>());
  out += section("gsi1pk", kp::describe<overloaded::Gsi1Pk>());
  out += section("gsi1sk", kp::describe<overloaded::Gsi1Sk>());
  std::fwrite(out.data(), 1, out.size(), stdout);

  // The copy in docs/ must be this output. After an intended change, save the new output there
  // (`describe > docs/describe-output.md`).
  if (!saved.empty() && saved != out) {
    std::fprintf(stderr, "this output differs from docs/describe-output.md\n");
    return 1;
  }
  return 0;
}
