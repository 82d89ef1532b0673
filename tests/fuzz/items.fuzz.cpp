// Fuzz target: `dynamodb::parse_item` on arbitrary DynamoDB JSON, against a model written apart
// from the library (below): parse_item accepts exactly what the model accepts, and otherwise
// reports the model's error code at the model's path; an accepted item holds what the JSON
// says (numbers by value, bytes decoded, sets in any order), and writes back (`to_json`) to
// JSON that parses to an equal item and writes the same JSON again.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <keyplate/dynamodb_json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace kf = keyplate_fuzz;
using json = nlohmann::json;
using kp::error_code;

// The model's idea of a DynamoDB number: its scientific form d.ddd * 10^E, as "digits E", or
// nothing when DynamoDB rejects the text.
std::optional<std::string> model_number(std::string_view t) {
  std::string sign;
  if (!t.empty() && (t[0] == '-' || t[0] == '+')) {
    if (t[0] == '-') sign = "-";
    t.remove_prefix(1);
  }
  const std::size_t e = t.find_first_of("eE");
  const std::string_view mantissa = t.substr(0, e);
  std::string_view exponent = e == std::string_view::npos ? "0" : t.substr(e + 1);
  const std::size_t dot = mantissa.find('.');
  std::string digits;
  for (std::size_t i = 0; i < mantissa.size(); ++i) {
    if (i == dot) continue;
    if (mantissa[i] < '0' || mantissa[i] > '9') return std::nullopt;
    digits += mantissa[i];
  }
  if (digits.empty()) return std::nullopt;
  bool negative_exponent = false;
  if (!exponent.empty() && (exponent[0] == '-' || exponent[0] == '+')) {
    negative_exponent = exponent[0] == '-';
    exponent.remove_prefix(1);
  }
  if (exponent.empty() || exponent.find_first_not_of("0123456789") != std::string_view::npos) {
    return std::nullopt;
  }
  const std::size_t first = digits.find_first_not_of('0');
  if (first == std::string::npos) return "0";  // zero, at any exponent
  const std::size_t last = digits.find_last_not_of('0');
  if (last - first + 1 > 38) return std::nullopt;
  exponent.remove_prefix(std::min(exponent.find_first_not_of('0'), exponent.size()));
  if (exponent.size() > 9) return std::nullopt;
  long long scientific = exponent.empty() ? 0 : std::stoll(std::string(exponent));
  if (negative_exponent) scientific = -scientific;
  const long long integer_length =
      static_cast<long long>(dot == std::string_view::npos ? mantissa.size() : dot);
  scientific += integer_length - 1 - static_cast<long long>(first);
  if (scientific < -130 || scientific > 125) return std::nullopt;
  return sign + digits.substr(first, last - first + 1) + "E" + std::to_string(scientific);
}

// The model's base64: standard alphabet, whole groups of four, up to two `=` at the end.
std::optional<std::string> model_base64(std::string_view t) {
  static constexpr std::string_view digits =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  if (t.size() % 4 != 0) return std::nullopt;
  std::size_t pad = 0;
  while (pad < 2 && pad < t.size() && t[t.size() - 1 - pad] == '=') ++pad;
  std::string bits;
  for (std::size_t i = 0; i + pad < t.size(); ++i) {
    const std::size_t d = digits.find(t[i]);
    if (d == std::string_view::npos) return std::nullopt;
    for (int b = 5; b >= 0; --b) bits += (d >> b & 1) != 0 ? '1' : '0';
  }
  std::string out;
  for (std::size_t i = 0; i + 8 <= bits.size(); i += 8) {
    out += static_cast<char>(std::stoi(bits.substr(i, 8), nullptr, 2));
  }
  return out;
}

struct verdict {
  error_code code = error_code::none;
  std::string path;
};

// Checks value `j` at `path` with `depth` lists and maps around it; on the first problem
// fills `v` and returns false.
bool model_value(const json& j, const std::string& path, int depth, verdict& v) {
  const auto fail = [&](error_code c, const std::string& p) {
    v = {c, p};
    return false;
  };
  if (!j.is_object() || j.size() != 1) return fail(error_code::malformed_item, path);
  const std::string& t = j.begin().key();
  const json& p = j.begin().value();
  if (t == "S") return p.is_string() || fail(error_code::malformed_item, path);
  if (t == "BOOL") return p.is_boolean() || fail(error_code::malformed_item, path);
  if (t == "NULL") return p == json(true) || fail(error_code::malformed_item, path);
  if (t == "N" || t == "B") {
    if (!p.is_string()) return fail(error_code::malformed_item, path);
    if (t == "N" && !model_number(p.get<std::string>()))
      return fail(error_code::invalid_number, path);
    if (t == "B" && !model_base64(p.get<std::string>()))
      return fail(error_code::invalid_base64, path);
    return true;
  }
  if (t == "L" || t == "M") {
    if (depth == 32) return fail(error_code::too_deep, path);
    if (t == "L" ? !p.is_array() : !p.is_object()) return fail(error_code::malformed_item, path);
    std::size_t i = 0;
    for (auto e = p.begin(); e != p.end(); ++e, ++i) {
      const std::string inner =
          t == "L" ? path + "[" + std::to_string(i) + "]" : path + "." + e.key();
      if (t == "M" && e.key().empty()) return fail(error_code::empty_name, inner);
      if (t == "M" && e.key().size() >= 64 * 1024) return fail(error_code::long_name, path + ".");
      if (!model_value(*e, inner, depth + 1, v)) return false;
    }
    return true;
  }
  if (t == "SS" || t == "NS" || t == "BS") {
    if (!p.is_array()) return fail(error_code::malformed_item, path);
    if (p.empty()) return fail(error_code::empty_set, path);
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < p.size(); ++i) {
      const std::string inner = path + "[" + std::to_string(i) + "]";
      if (!p[i].is_string()) return fail(error_code::malformed_item, inner);
      std::optional<std::string> key = p[i].get<std::string>();
      if (t == "NS") key = model_number(*key);
      if (t == "BS") key = model_base64(*key);
      if (!key)
        return fail(t == "NS" ? error_code::invalid_number : error_code::invalid_base64, inner);
      seen.push_back(*key);
    }
    std::sort(seen.begin(), seen.end());
    if (std::unique(seen.begin(), seen.end()) != seen.end())
      return fail(error_code::duplicate_in_set, path);
    return true;
  }
  return fail(error_code::malformed_item, path);
}

// Whether `a` (accepted by the model) holds what JSON `j` says.
bool model_equal(const json& j, const ddb::attribute_value& a) {
  const std::string& t = j.begin().key();
  const json& p = j.begin().value();
  if (t != kp::to_string(a.type())) return false;
  if (t == "S") return a.as_string() && *a.as_string() == p.get<std::string>();
  if (t == "N")
    return a.as_number() && model_number(*a.as_number()) == model_number(p.get<std::string>());
  if (t == "B") return a.as_binary() && *a.as_binary() == model_base64(p.get<std::string>());
  if (t == "BOOL") return a.as_bool() == p.get<bool>();
  if (t == "NULL") return a.is_null();
  if (t == "L") {
    const ddb::attribute_list& l = *a.as_list();
    if (l.size() != p.size()) return false;
    for (std::size_t i = 0; i < l.size(); ++i) {
      if (!model_equal(p[i], l[i])) return false;
    }
    return true;
  }
  if (t == "M") {
    const ddb::attribute_map& m = *a.as_map();
    if (m.size() != p.size()) return false;
    for (auto e = p.begin(); e != p.end(); ++e) {
      const auto at = m.find(e.key());
      if (at == m.end() || !model_equal(*e, at->second)) return false;
    }
    return true;
  }
  const ddb::attribute_set& s = t == "SS"   ? *a.as_string_set()
                                : t == "NS" ? *a.as_number_set()
                                            : *a.as_binary_set();
  std::vector<std::string> want, have;
  for (const json& e : p) {
    const std::string text = e.get<std::string>();
    want.push_back(t == "SS" ? text : t == "NS" ? *model_number(text) : *model_base64(text));
  }
  for (const std::string& e : s) have.push_back(t == "NS" ? model_number(e).value_or("?") : e);
  std::sort(want.begin(), want.end());
  std::sort(have.begin(), have.end());
  return want == have;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  verdict expected;
  if (!j.is_object()) {
    expected = {error_code::malformed_item, ""};
  } else {
    for (auto e = j.begin(); e != j.end(); ++e) {
      if (e.key().empty()) {
        expected = {error_code::empty_name, ""};  // DynamoDB names are not empty
        break;
      }
      if (e.key().size() >= 64 * 1024) {
        expected = {error_code::long_name, ""};  // and are shorter than 64 KB
        break;
      }
      if (!model_value(*e, e.key(), 0, expected)) break;
    }
  }
  const ddb::parse_result r = ddb::parse_item(j);
  if (!r) {
    if (expected.code != r.error().code || expected.path != r.error().field) {
      kf::fail("parse_item rejected differently from the model", text, r.error().message());
    }
    return 0;
  }
  if (expected.code != error_code::none)
    kf::fail("parse_item accepted what the model rejects", text, expected.path);
  if (r->size() != j.size()) kf::fail("parse_item lost or added attributes", text);
  for (auto e = j.begin(); e != j.end(); ++e) {
    const ddb::attribute_value* a = r->find(e.key());
    if (a == nullptr || !model_equal(*e, *a))
      kf::fail("parse_item read a value wrongly", text, e.key());
  }
  const json written = *r;
  const ddb::parse_result back = ddb::parse_item(written);
  if (!back || !(*back == *r))
    kf::fail("to_json wrote what parse_item does not read back equal", text, written.dump());
  if (json(*back) != written) kf::fail("to_json is not stable", text, written.dump());
  return 0;
}
