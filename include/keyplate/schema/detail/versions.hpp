// keyplate: the version attribute in writes (schema/version.hpp): the check of a call's
// `kp::at_version` / `kp::any_version` argument, and the condition and the next version each
// write adds to its request. The placeholders are `#version` (the attribute), `:version` (the
// version expected) and `:next` (the version written, or 1 that `ADD` adds).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <string_view>

#include "../../dynamodb/attribute_value.hpp"
#include "../../dynamodb/item.hpp"
#include "../../fixed_string.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../values.hpp"
#include "expression_text.hpp"

namespace keyplate::detail {

// A write's version arguments: exactly one for an entity with a version attribute (naming the
// attribute when missing), none for one without (`Operation` names the write).
template <class Facts, fixed_string Operation, class... Args>
constexpr bool version_args_ok() {
  using P = schema_problem;
  constexpr std::size_t given = (std::size_t{is_expected_version<Args>} + ... + 0);
  if constexpr (!Facts::has_version) {
    if constexpr (given != 0) {
      return report<P::no_version_attribute, Facts::name_text, Operation>();
    } else {
      return true;
    }
  } else if constexpr (given == 0) {
    return report<P::version_missing, Facts::name_text,
                  Facts::template field_at<Facts::version_index>::name>();
  } else if constexpr (given > 1) {
    return report<P::version_given_twice, Facts::name_text, Operation>();
  } else {
    return true;
  }
}

// The `kp::at_version` / `kp::any_version` among `args` (the checks make sure there is one).
template <class... Args>
expected_version expected_among(const Args&... args) noexcept {
  expected_version out{};
  (
      [&](const auto& arg) {
        if constexpr (is_expected_version<std::decay_t<decltype(arg)>>) out = arg;
      }(args),
      ...);
  return out;
}

// The version steps of the writes of entity `Facts` (which has a version attribute).
template <class Facts, class Values>
struct entity_versions {
  static constexpr std::size_t index = Facts::version_index;
  static constexpr std::string_view name = Facts::field_names[index];

  // The version `v` was read (or made) at.
  static std::uint64_t of(const Values& v) noexcept { return values_access::value_of<index>(v); }

  // The version a write after version `k` writes; `out_of_range` when there is none.
  static result<dynamodb::attribute_value> next(std::uint64_t k) {
    if (k == std::numeric_limits<std::uint64_t>::max()) {
      return error_at(error_code::out_of_range, name);
    }
    return dynamodb::attribute_value(attribute_kind::N, std::to_string(k + 1));
  }

  // Adds to a request the condition that the stored version is `k`: `#version = :version`, or
  // for 0 (never written) `attribute_not_exists(#version)`.
  static void expect_version(std::uint64_t k, std::string& condition,
                             std::map<std::string, std::string>& names,
                             std::map<std::string, dynamodb::attribute_value>& values) {
    names.emplace("#version", name);
    if (k == 0) {
      add_condition(condition, "attribute_not_exists(#version)");
    } else {
      add_condition(condition, "#version = :version");
      values.emplace(":version", dynamodb::attribute_value(attribute_kind::N, std::to_string(k)));
    }
  }
};

}  // namespace keyplate::detail
