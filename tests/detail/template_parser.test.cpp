// Tests detail/template_parser.hpp: splitting a key template into literals and field names.
#include <cstddef>
#include <keyplate/detail/template_parser.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kd = keyplate::detail;
using kd::template_problem;

namespace {

constexpr std::size_t capacity = 8;

constexpr kd::parsed_template<capacity> parse(std::string_view text) {
  return kd::parse_template<capacity>(text);
}

// The literal / name at index `i`, as text.
constexpr std::string_view literal(std::string_view text, std::size_t i) {
  const auto parsed = parse(text);
  return text.substr(parsed.literals[i].begin, parsed.literals[i].size);
}
constexpr std::string_view name(std::string_view text, std::size_t i) {
  const auto parsed = parse(text);
  return text.substr(parsed.names[i].begin, parsed.names[i].size);
}

// "problem at offset" for a failed parse, so a failed CHECK shows both.
std::string outcome(std::string_view text) {
  const auto parsed = parse(text);
  return std::to_string(static_cast<int>(parsed.problem)) + " at " +
         std::to_string(parsed.problem_offset);
}
std::string expect(template_problem problem, std::size_t offset) {
  return std::to_string(static_cast<int>(problem)) + " at " + std::to_string(offset);
}

}  // namespace

TEST_CASE("a template splits into literals and field names") {
  constexpr std::string_view text = "PROJECT#{projectId}#TASK#{taskId}";
  constexpr auto parsed = parse(text);
  STATIC_REQUIRE(parsed.problem == template_problem::none);
  STATIC_REQUIRE(parsed.field_count == 2);
  STATIC_REQUIRE(literal(text, 0) == "PROJECT#");
  STATIC_REQUIRE(name(text, 0) == "projectId");
  STATIC_REQUIRE(literal(text, 1) == "#TASK#");
  STATIC_REQUIRE(name(text, 1) == "taskId");
  STATIC_REQUIRE(literal(text, 2).empty());
  STATIC_REQUIRE(parsed.literals[2].begin == text.size());
  CHECK(parsed.names[0].begin == 9);
  CHECK(parsed.names[0].size == 9);
}

TEST_CASE("templates with leading, trailing and adjacent fields") {
  STATIC_REQUIRE(parse("#METADATA").field_count == 0);
  STATIC_REQUIRE(literal("#METADATA", 0) == "#METADATA");

  constexpr std::string_view only = "{id}";
  STATIC_REQUIRE(parse(only).field_count == 1);
  STATIC_REQUIRE(literal(only, 0).empty());
  STATIC_REQUIRE(name(only, 0) == "id");
  STATIC_REQUIRE(literal(only, 1).empty());

  constexpr std::string_view adjacent = "{a}{b}#END";
  STATIC_REQUIRE(parse(adjacent).field_count == 2);
  STATIC_REQUIRE(literal(adjacent, 1).empty());
  STATIC_REQUIRE(name(adjacent, 1) == "b");
  STATIC_REQUIRE(literal(adjacent, 2) == "#END");

  constexpr std::string_view names = "X#{_a1}#{B_2}#{z}";
  STATIC_REQUIRE(parse(names).field_count == 3);
  STATIC_REQUIRE(name(names, 0) == "_a1");
  STATIC_REQUIRE(name(names, 1) == "B_2");
  STATIC_REQUIRE(name(names, 2) == "z");
}

TEST_CASE("literal text may be any valid UTF-8 except '$' and '%'") {
  constexpr std::string_view text = "CAF\xC3\x89#{x}#\xE2\x82\xAC\xF0\x9F\x98\x80 !&";
  STATIC_REQUIRE(parse(text).problem == template_problem::none);
  STATIC_REQUIRE(literal(text, 0) == "CAF\xC3\x89#");
  STATIC_REQUIRE(literal(text, 1) == "#\xE2\x82\xAC\xF0\x9F\x98\x80 !&");
}

TEST_CASE("template problems and where they are") {
  CHECK(outcome("") == expect(template_problem::empty_template, 0));

  CHECK(outcome("A{x") == expect(template_problem::unbalanced_brace, 1));
  CHECK(outcome("A#{") == expect(template_problem::unbalanced_brace, 2));
  CHECK(outcome("A}x") == expect(template_problem::unbalanced_brace, 1));
  CHECK(outcome("{a}}") == expect(template_problem::unbalanced_brace, 3));
  CHECK(outcome("{a{b}}") == expect(template_problem::unbalanced_brace, 2));

  CHECK(outcome("A#{}") == expect(template_problem::empty_field_name, 2));
  CHECK(outcome("{1a}") == expect(template_problem::invalid_field_name, 1));
  CHECK(outcome("X#{a-b}") == expect(template_problem::invalid_field_name, 4));
  CHECK(outcome("{a b}") == expect(template_problem::invalid_field_name, 2));
  CHECK(outcome("{ a}") == expect(template_problem::invalid_field_name, 1));
  CHECK(outcome("{a#}") == expect(template_problem::invalid_field_name, 2));
  CHECK(outcome("{caf\xC3\xA9}") == expect(template_problem::invalid_field_name, 4));

  CHECK(outcome("{a}#{a}") == expect(template_problem::duplicate_field_name, 5));
  CHECK(outcome("{a}#{b}#{a}") == expect(template_problem::duplicate_field_name, 9));
  CHECK(outcome("{a}#{A}") == expect(template_problem::none, 0));
  CHECK(outcome("{ab}#{a}") == expect(template_problem::none, 0));

  CHECK(outcome("A$") == expect(template_problem::reserved_literal_byte, 1));
  CHECK(outcome("50%#{x}") == expect(template_problem::reserved_literal_byte, 2));
  CHECK(outcome("{x}#$") == expect(template_problem::reserved_literal_byte, 4));

  CHECK(outcome("\xFF#{x}") == expect(template_problem::invalid_literal_utf8, 0));
  CHECK(outcome("A\xC3") == expect(template_problem::invalid_literal_utf8, 1));
  CHECK(outcome("{x}\xED\xA0\x80") == expect(template_problem::invalid_literal_utf8, 3));
  CHECK(outcome("A\xC0\x80#{x}") == expect(template_problem::invalid_literal_utf8, 1));
}

TEST_CASE("the first problem wins") {
  CHECK(outcome("$}") == expect(template_problem::reserved_literal_byte, 0));
  CHECK(outcome("}$") == expect(template_problem::unbalanced_brace, 0));
  CHECK(outcome("{a}{a}{") == expect(template_problem::duplicate_field_name, 4));
}

TEST_CASE("name helpers") {
  STATIC_REQUIRE(kd::is_name_start('a') && kd::is_name_start('Z') && kd::is_name_start('_'));
  STATIC_REQUIRE(!kd::is_name_start('0') && !kd::is_name_start('-') && !kd::is_name_start('#'));
  STATIC_REQUIRE(kd::is_name_char('0') && kd::is_name_char('9') && kd::is_name_char('q'));
  STATIC_REQUIRE(!kd::is_name_char(' ') && !kd::is_name_char('{') && !kd::is_name_char('\x80'));
}

TEST_CASE("template problems are found at compile time") {
  STATIC_REQUIRE(parse("{x}#{x}").problem == template_problem::duplicate_field_name);
  STATIC_REQUIRE(parse("{x}#{x}").problem_offset == 5);
  STATIC_REQUIRE(parse("A%").problem == template_problem::reserved_literal_byte);
  STATIC_REQUIRE(parse("{}").problem == template_problem::empty_field_name);
}
