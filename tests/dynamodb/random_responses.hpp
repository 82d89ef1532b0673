// Random response texts, as DynamoDB's API could send them, and damaged ones (for the tests of
// the response readers: dynamodb_simdjson and its detail headers): JSON of any kind for members a
// reader does not use, a response's members in a random order with spaces, and a text with a
// byte dropped, changed or added, or cut short.
#pragma once

#include <cstdint>
#include <keyplate/dynamodb/attribute_value.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dynamodb/random_values.hpp"

namespace keyplate_test {

// `text` as a JSON string, quoted and escaped.
inline std::string json_string(const std::string& text) {
  const std::string typed =
      keyplate::dynamodb::to_json_text(keyplate::dynamodb::attribute_value::string(text));
  return typed.substr(5, typed.size() - 6);  // {"S":"..."} -> "..."
}

// Some JSON of any kind, for a member the reader does not use.
inline std::string random_json(generator& g, int depth) {
  switch (g.below(depth > 0 ? 7 : 5)) {
    case 0:
      return "null";
    case 1:
      return g.percent(50) ? "true" : "false";
    case 2:
      return std::to_string(g.between(-100000, 100000)) + (g.percent(50) ? ".25e-3" : "");
    case 3:
      return json_string(random_name(g));
    case 4:
      return "\"\\u00e9\\n\"";
    case 5: {
      std::string a = "[";
      for (std::uint64_t n = g.below(3); n != 0; --n) (a += random_json(g, depth - 1)) += ",";
      if (a.size() > 1) a.pop_back();
      return a + "]";
    }
    default: {
      std::string o = "{";
      for (std::uint64_t n = g.below(3); n != 0; --n) {
        ((o += "\"k") += std::to_string(n)) += "\": ";
        (o += random_json(g, depth - 1)) += ",";
      }
      if (o.size() > 1) o.pop_back();
      return o + "}";
    }
  }
}

// Spaces, now and then.
inline std::string random_space(generator& g) {
  return g.percent(20) ? std::string(" \n\t ") : std::string();
}

// A response object of `members` (each `"Name": value`) and up to two members no reader uses,
// in a random order, with spaces.
inline std::string response_text(generator& g, std::vector<std::string> members) {
  for (std::uint64_t n = g.below(3); n != 0; --n) {
    members.push_back("\"Other" + std::to_string(n) + "\":" + random_json(g, 3));
  }
  for (std::size_t i = members.size(); i > 1; --i) std::swap(members[i - 1], members[g.below(i)]);
  std::string text = random_space(g) + "{";
  for (const std::string& m : members) (text += m) += ",";
  if (members.empty()) text += ' ';
  text.back() = '}';
  return text + random_space(g);
}

// `text` damaged once: a byte dropped, changed or added, or the text cut short.
inline std::string damaged(generator& g, std::string text) {
  static constexpr std::string_view bytes = "{}[]\",:\\ 0-.eEtfnul\x01\xC3\xA9NSLM";
  const std::size_t at = g.below(text.size() + 1);
  switch (g.below(4)) {
    case 0:
      if (at < text.size()) text.erase(at, 1);
      break;
    case 1:
      if (at < text.size()) text[at] = bytes[g.below(bytes.size())];
      break;
    case 2:
      text.insert(at, 1, bytes[g.below(bytes.size())]);
      break;
    default:
      text.resize(at);
  }
  return text;
}

}  // namespace keyplate_test
