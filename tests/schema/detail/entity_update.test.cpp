// Tests of schema/detail/entity_update.hpp, the update's request: its clauses in order (SET,
// REMOVE, ADD, DELETE), the version step, and what it refuses before a request exists. (Updates
// applied to a model of DynamoDB: entity_writes.test.cpp and version.test.cpp.)
#include <cstdint>
#include <keyplate/schema.hpp>
#include <set>
#include <string>

#include "../../catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
using av = ddb::attribute_value;
using Primary = kp::index<"pk", "sk">;
using Note = kp::entity<
    "Note",
    kp::fields<kp::field<"noteId", kp::uint<>>, kp::optional_attribute<"text", std::string>,
               kp::attribute<"tags", std::set<std::string>>, kp::version_attribute<"version">>,
    kp::keys<Primary, "NOTE#{noteId}", "#">>;
using update = kp::detail::entity_update<Note, Note::values>;
}  // namespace

TEST_CASE("the clauses come in order: SET, REMOVE, ADD") {
  const ddb::update_parts u =
      Note::update(kp::arg<"noteId">(1), kp::set<"text">("hi"),
                   kp::set<"tags">(std::set<std::string>{}), kp::any_version);
  // Attributes in name order: noteId, pk, sk, tags, text, version.
  CHECK(u.update_expression == "SET #a4 = :a4 REMOVE #a3 ADD #version :next");
  CHECK(u.expression_attribute_names.at("#a3") == "tags");
  CHECK(u.expression_attribute_names.at("#a4") == "text");
}

TEST_CASE("add_version: a check and SET k + 1, or ADD 1") {
  ddb::update_parts u;
  update::clauses c;
  c.set = "#a4 = :a4";
  CHECK(update::add_version(kp::at_version(6), u, c).code == kp::error_code::none);
  CHECK(c.set == "#a4 = :a4, #version = :next");
  CHECK(c.add.empty());
  CHECK(u.condition_expression == "#version = :version");
  CHECK(u.expression_attribute_values.at(":next") == av::number("7"));

  ddb::update_parts any;
  update::clauses d;
  d.add = "#a1 :a1";  // an operator's ADD first: the version's joins it
  CHECK(update::add_version(kp::any_version, any, d).code == kp::error_code::none);
  CHECK(d.set.empty());
  CHECK(d.add == "#a1 :a1, #version :next");
  CHECK(any.condition_expression.empty());
  CHECK(any.expression_attribute_values.at(":next") == av::number("1"));
}

TEST_CASE("clauses: each keyword once, before its actions, the empty clauses left out") {
  update::clauses c;
  CHECK(c.expression().empty());
  c.join(c.remove_elements, "#a3 :a3");
  CHECK(c.expression() == "DELETE #a3 :a3");
  c.join(c.set, "#a4 = :a4");
  c.join(c.set, "#a5 = :a5");
  c.join(c.add, "#a1 :a1");
  CHECK(c.expression() == "SET #a4 = :a4, #a5 = :a5 ADD #a1 :a1 DELETE #a3 :a3");
  c.join(c.remove, "#a2");
  CHECK(c.expression() == "SET #a4 = :a4, #a5 = :a5 REMOVE #a2 ADD #a1 :a1 DELETE #a3 :a3");
}

TEST_CASE("values_fit: the key and the written values against 400 KB") {
  ddb::update_parts u =
      Note::update(kp::arg<"noteId">(1), kp::set<"text">("hi"), kp::at_version(1));
  CHECK(update::values_fit(u).code == kp::error_code::none);
  const auto big =
      Note::try_update(kp::arg<"noteId">(1), kp::set<"text">(std::string(ddb::max_item_size, 'x')),
                       kp::at_version(1));
  REQUIRE_FALSE(big);
  CHECK(big.error().code == kp::error_code::item_too_large);
}
