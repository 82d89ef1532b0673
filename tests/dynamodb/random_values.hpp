// Random values and items of every DynamoDB type, as DynamoDB accepts them (for the tests that
// write and read items: item_json, json_text, dynamodb_simdjson).
#pragma once

#include <algorithm>
#include <cstdint>
#include <keyplate/detail/decimal.hpp>
#include <keyplate/dynamodb/attribute_value.hpp>
#include <keyplate/dynamodb/item.hpp>
#include <string>
#include <utility>
#include <vector>

#include "properties/generators.hpp"

namespace keyplate_test {

// A decimal DynamoDB accepts: up to 20 digits, a point somewhere, an exponent now and then.
inline std::string random_number(generator& g) {
  std::string text = g.percent(30) ? "-" : "";
  const std::size_t digits = 1 + g.below(20);
  const std::size_t point = g.below(digits + 1);
  for (std::size_t i = 0; i < digits; ++i) {
    if (i == point && i != 0) text += '.';
    text += static_cast<char>('0' + g.below(10));
  }
  if (g.percent(30)) {
    text += 'E';
    text += std::to_string(g.between(-60, 60));
  }
  return text;
}

// A value DynamoDB accepts, of any type, with lists and maps nested at most `depth` more.
inline keyplate::dynamodb::attribute_value random_value(generator& g, int depth) {
  const auto text = [&g] {
    std::string t;
    for (std::uint64_t n = g.below(6); n != 0; --n) t += g.unit();
    return t;
  };
  const auto bytes = [&g] {
    std::string t;
    for (std::uint64_t n = g.below(6); n != 0; --n) t += static_cast<char>(g.below(256));
    return t;
  };
  // Distinct elements (by `key`) for a set: at least one.
  const auto set = [&g](auto make, auto key) {
    keyplate::dynamodb::attribute_set out;
    std::vector<std::string> keys;
    for (std::uint64_t n = 1 + g.below(4); n != 0; --n) {
      std::string e = make();
      std::string k = key(e);
      if (std::find(keys.begin(), keys.end(), k) != keys.end()) continue;
      keys.push_back(std::move(k));
      out.push_back(std::move(e));
    }
    return out;
  };
  const auto same = [](const std::string& e) { return e; };
  switch (g.below(depth > 0 ? 10 : 5)) {
    case 0:
      return keyplate::dynamodb::attribute_value::string(text());
    case 1:
      return keyplate::dynamodb::attribute_value::number(random_number(g));
    case 2:
      return keyplate::dynamodb::attribute_value::binary(bytes());
    case 3:
      return keyplate::dynamodb::attribute_value::boolean(g.percent(50));
    case 4:
      return keyplate::dynamodb::attribute_value::null();
    case 5: {
      keyplate::dynamodb::attribute_list l;
      for (std::uint64_t n = g.below(4); n != 0; --n) l.push_back(random_value(g, depth - 1));
      return keyplate::dynamodb::attribute_value::list(std::move(l));
    }
    case 6: {
      keyplate::dynamodb::attribute_map m;
      // Member names are not empty (DynamoDB refuses an empty name).
      for (std::uint64_t n = g.below(4); n != 0; --n) {
        std::string name(1, 'm');
        name += text();
        m[name] = random_value(g, depth - 1);
      }
      return keyplate::dynamodb::attribute_value::map(std::move(m));
    }
    case 7:
      return keyplate::dynamodb::attribute_value::string_set(set(text, same));
    case 8:
      return keyplate::dynamodb::attribute_value::number_set(
          set([&g] { return random_number(g); }, keyplate::detail::decimal::comparison_key));
    default:
      return keyplate::dynamodb::attribute_value::binary_set(set(bytes, same));
  }
}

// A name of 1 to 5 units: quotes, backslashes, control characters, multi-byte UTF-8, `#`, ...
inline std::string random_name(generator& g) {
  std::string t;
  for (std::uint64_t n = 1 + g.below(5); n != 0; --n) t += g.unit();
  return t;
}

// An item of up to 5 attributes of any type, named at random.
inline keyplate::dynamodb::item random_item(generator& g) {
  keyplate::dynamodb::item it;
  for (std::uint64_t n = g.below(6); n != 0; --n) it.set(random_name(g), random_value(g, 3));
  return it;
}

}  // namespace keyplate_test
