// Tests of schema/detail/entity_update.hpp, the update's request: its clauses in order (SET,
// REMOVE, ADD, DELETE), the version step, upsert, and what it refuses before a request exists.
// (Updates applied to a model of DynamoDB: entity_writes.test.cpp and version.test.cpp.)
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

namespace {
using ByTag = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
// A sparse index on the optional `title`; attributes in name order: gsi1pk 0, gsi1sk 1,
// noteId 2, pk 3, sk 4, title 5, words 6.
using Page = kp::entity<
    "Page",
    kp::fields<kp::field<"noteId", kp::uint<>>, kp::optional_field<"title", kp::string<32>>,
               kp::optional_attribute<"words", std::int64_t>>,
    kp::keys<Primary, "PAGE#{noteId}", "#">, kp::keys<ByTag, "TITLE#{title}", "{noteId}">>;
}  // namespace

TEST_CASE("upsert: SET what the item has, REMOVE what it lacks, no existence condition") {
  const ddb::update_parts full = Page::upsert(
      Page::make(kp::arg<"noteId">(1), kp::arg<"title">("Hi"), kp::arg<"words">(std::int64_t{3})));
  CHECK(full.update_expression == "SET #a0 = :a0, #a1 = :a1, #a2 = :a2, #a5 = :a5, #a6 = :a6");
  CHECK(full.condition_expression.empty());
  CHECK(full.expression_attribute_values.at(":a0") == av::string("TITLE#Hi"));

  // Without a title, the sparse index's keys and the title go; the primary key is the Key only.
  const ddb::update_parts bare = Page::upsert(Page::make(kp::arg<"noteId">(1)));
  CHECK(bare.update_expression == "SET #a2 = :a2 REMOVE #a0, #a1, #a5, #a6");
  CHECK(bare.expression_attribute_names.count("#a3") == 0);  // pk
  CHECK(bare.expression_attribute_names.count("#a4") == 0);  // sk
  CHECK(bare.key.find("pk")->text == "PAGE#1");
}

TEST_CASE("upsert: the version step, kp::when and the return options as update's") {
  const Note::values n =
      Note::make(kp::arg<"noteId">(1), kp::arg<"tags">(std::set<std::string>{"a"}));
  // At version 0: only where the item has no version (a new item, or one never versioned).
  const ddb::update_parts first = Note::upsert(n, kp::at_version(0));
  CHECK(first.condition_expression == "attribute_not_exists(#version)");
  CHECK(first.expression_attribute_values.at(":next") == av::number("1"));
  const ddb::update_parts any = Note::upsert(n, kp::any_version, kp::returning(ddb::all_new),
                                             kp::when(kp::attr<"text">.absent()));
  // Attributes in name order: noteId, pk, sk, tags, text, version.
  CHECK(any.update_expression == "SET #a0 = :a0, #a3 = :a3 REMOVE #a4 ADD #version :next");
  CHECK(any.condition_expression == "attribute_not_exists(#a4)");
  CHECK(any.returned == ddb::return_values::all_new);
}
