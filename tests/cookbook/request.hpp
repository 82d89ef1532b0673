// Cookbook tests: checks a DynamoDB request's key-condition pieces against hand-written text.
#pragma once

#include <keyplate/dynamodb.hpp>
#include <map>
#include <optional>
#include <string>

#include "catch.hpp"

namespace cookbook {

// `q` is `expression` over attributes `pk`/`sk` (or the given ones) with exactly `values`.
inline void check_request(const keyplate::dynamodb::query_parts& q, const std::string& expression,
                          const std::map<std::string, std::string>& values,
                          const std::map<std::string, std::string>& names = {{"#pk", "pk"},
                                                                             {"#sk", "sk"}},
                          const std::optional<std::string>& index = std::nullopt) {
  CHECK(q.key_condition_expression == expression);
  CHECK(q.expression_attribute_values == values);
  CHECK(q.expression_attribute_names == names);
  CHECK(q.index_name == index);
}

}  // namespace cookbook
