// Prints keyplate::describe for the schemas of the four cookbook recipes and of the schema
// walkthrough (docs/schema.md), and for the key layouts the cookbook uses on their own, as
// Markdown. docs/describe-output.md is this program's output; the program fails when they differ.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <sstream>
#include <string>
#include <string_view>

// The recipes' definitions, shared with their tests in tests/cookbook/.
#include "recipes/comments.hpp"
#include "recipes/customers.hpp"
#include "recipes/overloaded.hpp"
#include "recipes/sales.hpp"
#include "recipes/shop.hpp"
#include "recipes/tenants.hpp"

namespace kp = keyplate;

namespace {

// One description, under a bold label.
std::string section(std::string_view label, const std::string& description) {
  return "\n**" + std::string(label) + "**\n\n" + description;
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
      "# describe: the cookbook's schemas and key layouts\n\n"
      "The output of `examples/describe.cpp`: `keyplate::describe<...>()` for the schema of "
      "each of the five recipes in [the cookbook](cookbook.md) and of the design in "
      "[schema.md](schema.md), and for the key layouts the cookbook uses on their own. Each "
      "description is computed from the types' compile-time facts.\n";

  out += "\n# Recipe 1: tenants, projects and tasks\n";
  out += section("schema", kp::describe<tenants::Tenants>());
  out += section("a task's sort key, `Task::layout<Primary>::sort`",
                 kp::describe<tenants::Task::layout<Primary>::sort>());

  out += "\n# Recipe 2: a customer's profile, addresses and orders\n";
  out += section("schema", kp::describe<customers::Customers>());

  out += "\n# Recipe 3: threaded comments\n";
  out += section("schema", kp::describe<comments::Blog>());
  out += section("sk, by path (the per-key layer)", kp::describe<comments::ThreadSk>());

  out += "\n# Recipe 4: overloaded keys with an inverted index\n";
  out += section("schema", kp::describe<overloaded::App>());

  out += "\n# Recipe 5: orders by day, sharded\n";
  out += section("schema", kp::describe<sales::Sales>());

  out += "\n# Schema walkthrough: the shop\n";
  out += section("schema", kp::describe<shop::Shop>());
  std::fwrite(out.data(), 1, out.size(), stdout);

  // The copy in docs/ must be this output. After an intended change, save the new output there
  // (`describe > docs/describe-output.md`).
  if (!saved.empty() && saved != out) {
    std::fprintf(stderr, "this output differs from docs/describe-output.md\n");
    return 1;
  }
  return 0;
}
