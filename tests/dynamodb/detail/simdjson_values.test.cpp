// Tests dynamodb/detail/simdjson_values.hpp: one value and one item read from on-demand
// simdjson, with the path of a value at fault (relative to the value read, built only on
// failure); values skipped are read in full.
#include <keyplate/dynamodb/detail/simdjson_values.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace sj = keyplate::dynamodb::detail_simdjson;
using kp::error_code;

// Reads the member `v` of `{"v": <json>}` with `read`; the reader's code.
template <class Read>
error_code with_value(std::string_view json, Read read) {
  const simdjson::padded_string text(std::string("{\"v\": ") + std::string(json) + "}");
  simdjson::ondemand::parser parser;
  simdjson::ondemand::document doc = parser.iterate(text);
  sj::value_reader reader;
  simdjson::ondemand::value v;
  REQUIRE(doc.find_field("v").get(v) == simdjson::SUCCESS);
  const bool ok = read(reader, v);
  CHECK(ok == (reader.code == error_code::none));
  return reader.code;
}

error_code value_code(std::string_view json, ddb::attribute_value* out = nullptr,
                      std::string* path = nullptr) {
  return with_value(json, [&](sj::value_reader& r, simdjson::ondemand::value v) {
    ddb::attribute_value value;
    const bool ok = r.read(v, value, 0);
    if (out) *out = value;
    if (path) *path = r.path;
    return ok;
  });
}
}  // namespace

TEST_CASE("a value of each type") {
  ddb::attribute_value v;
  CHECK(value_code(R"({"S": "a\"b"})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::string("a\"b"));
  CHECK(value_code(R"({"N": "0100"})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::number("1E2"));  // numbers compare by value
  CHECK(value_code(R"({"B": "aGk="})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::binary("hi"));
  CHECK(value_code(R"({"BOOL": true})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::boolean(true));
  CHECK(value_code(R"({"NULL": true})", &v) == error_code::none);
  CHECK(v.is_null());
  CHECK(value_code(R"({"L": [{"S": "x"}, {"L": []}]})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::list(
                 {ddb::attribute_value::string("x"), ddb::attribute_value::list({})}));
  CHECK(value_code(R"({"M": {"b": {"N": "1"}, "a": {"S": ""}}})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::map({{"a", ddb::attribute_value::string("")},
                                        {"b", ddb::attribute_value::number("1")}}));
  CHECK(value_code(R"({"SS": ["b", "a"]})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::string_set({"a", "b"}));
  CHECK(value_code(R"({"NS": ["1", "2"]})", &v) == error_code::none);
  CHECK(value_code(R"({"BS": ["aGk="]})", &v) == error_code::none);
  CHECK(v == ddb::attribute_value::binary_set({"hi"}));
}

TEST_CASE("a value of the wrong shape, with its path") {
  std::string path;
  CHECK(value_code(R"("x")") == error_code::malformed_item);
  CHECK(value_code(R"({})") == error_code::malformed_item);
  CHECK(value_code(R"({"S": "x", "S": "y"})") == error_code::malformed_item);
  CHECK(value_code(R"({"X": "x"})") == error_code::malformed_item);
  CHECK(value_code(R"({"S": 1})") == error_code::malformed_item);
  CHECK(value_code(R"({"NULL": false})") == error_code::malformed_item);
  CHECK(value_code(R"({"SS": [1]})", nullptr, &path) == error_code::malformed_item);
  CHECK(path == "[0]");  // relative to the value given
  CHECK(value_code(R"({"L": [{"S": "x"}, {"M": {"q": {"N": "x"}}}]})", nullptr, &path) ==
        error_code::invalid_number);
  CHECK(path == "[1].q");
  CHECK(value_code(R"({"M": {"a": {"S": ""}, "a": {"S": ""}}})", nullptr, &path) ==
        error_code::malformed_item);
  CHECK(path == ".a");
  // DynamoDB names are not empty: a map member named "" is refused where it is.
  CHECK(value_code(R"({"L": [{"M": {"": {"S": ""}}}]})", nullptr, &path) == error_code::empty_name);
  CHECK(path == "[0].");
  // Nor 64 KB or more long.
  const auto member = [](std::size_t n) {
    return R"({"L": [{"M": {")" + std::string(n, 'k') + R"(": {"S": ""}}}]})";
  };
  CHECK(value_code(member(65'535)) == error_code::none);
  CHECK(value_code(member(65'536), nullptr, &path) == error_code::long_name);
  CHECK(path == "[0].");
}

TEST_CASE("lists and maps nest at most 32 levels") {
  const auto nested = [](int levels) {
    std::string text;
    for (int i = 0; i < levels; ++i) text += R"({"L": [)";
    text += R"({"S": "x"})";
    for (int i = 0; i < levels; ++i) text += "]}";
    return text;
  };
  CHECK(value_code(nested(32)) == error_code::none);
  CHECK(value_code(nested(33)) == error_code::too_deep);
}

TEST_CASE("an item's attributes in name order; a name given twice is refused") {
  const auto item_code = [](std::string_view json, ddb::item* out, std::string* path) {
    return with_value(json, [&](sj::value_reader& r, simdjson::ondemand::value v) {
      sj::value_reader::item_scratch scratch;
      ddb::item it;
      const bool ok = r.read_item(v, it, scratch);
      if (out) *out = it;
      if (path) *path = r.path;
      return ok;
    });
  };
  ddb::item it;
  std::string path;
  CHECK(item_code(R"({"b": {"S": "2"}, "a": {"S": "1"}})", &it, &path) == error_code::none);
  REQUIRE(it.size() == 2);
  CHECK(it.begin()->first == "a");
  CHECK(item_code(R"({"b": {"S": "2"}, "b": {"S": "1"}})", &it, &path) ==
        error_code::malformed_item);
  CHECK(path == "b");
  CHECK(item_code(R"({"b": {"L": [{"Q": 1}]}})", &it, &path) == error_code::malformed_item);
  CHECK(path == "b[0]");
  CHECK(item_code(R"({"a": {"S": "1"}, "": {"S": "2"}})", &it, &path) == error_code::empty_name);
  CHECK(path.empty());
  const std::string over = R"({")" + std::string(65'536, 'a') + R"(": {"S": "1"}})";
  CHECK(item_code(over, &it, &path) == error_code::long_name);
  CHECK(path.empty());
}

TEST_CASE("one scratch reads items of any size and order, one after another") {
  sj::value_reader::item_scratch scratch;
  const auto read = [&](std::string_view json) {
    ddb::item it;
    const error_code code = with_value(json, [&](sj::value_reader& r, simdjson::ondemand::value v) {
      return r.read_item(v, it, scratch);
    });
    REQUIRE(code == error_code::none);
    return it;
  };
  for (std::size_t n : {1U, 12U, 3U, 26U, 0U, 9U}) {
    for (const bool reversed : {false, true}) {
      INFO(n << " attributes, " << (reversed ? "reversed" : "in order"));
      std::string json = "{";
      for (std::size_t i = 0; i != n; ++i) {
        const std::size_t k = reversed ? n - 1 - i : i;
        json += i == 0 ? "\"" : ", \"";
        json += static_cast<char>('a' + k);
        json += R"(": {"N": ")";
        json += std::to_string(k);
        json += "\"}";
      }
      json += '}';
      const ddb::item it = read(json);
      REQUIRE(it.size() == n);
      std::size_t k = 0;
      for (const auto& [name, value] : it) {
        CHECK(name == std::string(1, static_cast<char>('a' + k)));
        CHECK(value.text == std::to_string(k));
        ++k;
      }
    }
  }
}

TEST_CASE("a skipped value is read in full") {
  const auto skip_code = [](std::string_view json) {
    return with_value(json,
                      [](sj::value_reader& r, simdjson::ondemand::value v) { return r.skip(v); });
  };
  CHECK(skip_code(R"({"a": [1, 2.5e3, "x", true, null, {}]})") == error_code::none);
  CHECK(skip_code("nul") == error_code::malformed_json);
  CHECK(skip_code("[1 2]") == error_code::malformed_json);
  CHECK(skip_code("01") == error_code::malformed_json);
  CHECK(skip_code(R"("\x")") == error_code::malformed_json);
  // Beyond a double's range, as nlohmann has it (simdjson 3.0.1 alone takes this one as finite).
  CHECK(skip_code("0.576665111111111166570000000000000000004903822172386E328") ==
        error_code::malformed_json);
  CHECK(skip_code("1e400") == error_code::malformed_json);
}

TEST_CASE("a number's value is read from its text, correctly rounded") {
  CHECK(
      sj::read_double("0.566666666666666666666666666666666666666666666666666333333333333333333") ==
      0.5666666666666667);
  CHECK(sj::read_double("-12.5e-1 ") == -1.25);
  CHECK_FALSE(sj::read_double("1e400").has_value());
}
