// Tests detail/describe_layout.hpp: the facts describe gathers for a layout and the small texts
// it builds from them.
#include <keyplate/codecs/date.hpp>
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

namespace {
using Task = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using Log = kp::key<"LOG#{day}T{n}", kp::date, kp::uint<>>;
}  // namespace

TEST_CASE("describe_facts gathers every compile-time fact") {
  const kd::described_layout t = kd::describe_facts<Task>();
  CHECK(t.pattern == Task::pattern);
  REQUIRE(t.fields.size() == 2);
  CHECK(t.literals.size() == 3);
  CHECK(t.fields[1].name == "taskId");
  CHECK(t.fields[1].codec == "ulid");
  CHECK(t.fields[0].partial);
  CHECK(t.fields[0].ordered);
  CHECK((t.min_size == 66 && t.max_size == 66 && t.order_preserving));
  CHECK(t.fields[0].identity == t.fields[1].identity);  // same codec
}

TEST_CASE("texts describe builds") {
  const kd::described_layout t = kd::describe_facts<Task>();
  const kd::described_layout l = kd::describe_facts<Log>();
  CHECK(kd::size_text(5, 5) == "5");
  CHECK(kd::size_text(5, 197) == "5..197");
  CHECK(kd::lead_template(t, 1) == "PROJECT#{projectId}#TASK#");
  CHECK(kd::field_list(t, 2, true) == "projectId and taskId");
  CHECK(kd::call("prefix", t, 1) == "`prefix(projectId)`");
  CHECK(kd::call("range", t, 0, "cond") == "`range(cond)`");
  CHECK(kd::entity_word(t) == "TASK");
  CHECK(kd::entity_word(l) == "LOG");
  CHECK(kd::range_conditions(l, 1) == "none: `uint<>` is not order-preserving");
  CHECK(kd::range_conditions(l, 0) == "none: no `#` between `day` and the next field");
  CHECK(kd::range_conditions(t, 0) == "`greater`, `at_least`, `less`, `at_most`, `between`");
}
