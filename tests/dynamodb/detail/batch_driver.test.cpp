// Tests of dynamodb/detail/batch_driver.hpp: the response reaches the derived class as JSON
// whether it came as text of any kind or parsed, and then as its plain form, which a caller may
// also give directly; text that is not JSON is `malformed_item` naming the derived class's field;
// `on_response` throws what `try_on_response` returns; and the positions of what a response
// returned are matched to the outstanding request.
#include <keyplate/dynamodb/detail/batch_driver.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
// A driver whose responses are a list of numbers: the positions of the inputs returned.
class numbers : public ddb::detail_batch::batch_driver<numbers, int, std::vector<int>> {
 public:
  static constexpr std::string_view response_field = "Numbers";
  numbers() : batch_driver("things") {
    for (int i = 0; i != 3; ++i) {
      ddb::item k;
      k.set("pk", {kp::attribute_kind::N, std::to_string(i)});
      queue_.push(i, std::move(k), 1);
    }
    queue_.take(2, 100);
  }
  std::vector<nlohmann::json> seen;
  std::vector<std::vector<int>> settled;

  // (Static in the real drivers; a member here, to record what it saw.)
  kp::result<std::vector<int>> parse_response(const nlohmann::json& response) {
    seen.push_back(response);
    if (!response.is_array()) return kp::error{kp::error_code::malformed_item, response_field, 0};
    return response.get<std::vector<int>>();
  }
  kp::error settle(const std::vector<int>& returned) {
    settled.push_back(returned);
    std::vector<std::size_t> positions;
    if (!positions_of(
            returned, [](int n, const auto& e) { return n == e.input; }, positions)) {
      return {kp::error_code::malformed_item, response_field, 0};
    }
    queue_.settle(positions);
    return {};
  }
};
}  // namespace

TEST_CASE("the response reaches the reader as JSON, from text of any kind or parsed") {
  numbers d;
  CHECK(d.table() == "things");
  CHECK(d.try_on_response(std::string_view("{}")).code == kp::error_code::malformed_item);
  CHECK(d.try_on_response(std::string("{\"a\": 1}")).code == kp::error_code::malformed_item);
  CHECK(d.try_on_response("{\"b\": 2}").code == kp::error_code::malformed_item);
  CHECK(d.try_on_response(nlohmann::json{{"c", 3}}).code == kp::error_code::malformed_item);
  REQUIRE(d.seen.size() == 4);
  CHECK(d.seen[2] == nlohmann::json{{"b", 2}});
  CHECK(d.seen[3] == nlohmann::json{{"c", 3}});
  // Not JSON: the reader never sees it.
  CHECK(d.try_on_response("{") == kp::error{kp::error_code::malformed_item, "Numbers", 0});
  CHECK(d.seen.size() == 4);
  CHECK(d.settled.empty());                                 // none of them was a list
  CHECK_THROWS_AS(d.on_response("[7]"), kp::key_error);     // no input 7 outstanding
  CHECK_THROWS_AS(d.on_response("[1, 1]"), kp::key_error);  // input 1 twice
  CHECK(d.pending() == 3);
  CHECK(d.settled == std::vector<std::vector<int>>{{7}, {1, 1}});
}

TEST_CASE("a response in its plain form goes straight to settle") {
  numbers d;
  CHECK(d.try_on_response(std::vector<int>{5}).code == kp::error_code::malformed_item);
  CHECK(d.seen.empty());
  d.on_response(std::vector<int>{0});
  CHECK(d.settled == std::vector<std::vector<int>>{{5}, {0}});
  CHECK(d.pending() == 2);
  CHECK(d.attempt() == 1);
}

TEST_CASE("what a response returned waits again, counted by attempt") {
  numbers d;
  d.on_response("[1]");
  CHECK(d.attempt() == 1);
  CHECK(d.pending() == 2);
  CHECK_FALSE(d.done());
}
