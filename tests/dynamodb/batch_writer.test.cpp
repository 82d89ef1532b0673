// Tests of dynamodb/batch_writer.hpp: what a batch refuses, and a model of BatchWriteItem that
// checks every request as DynamoDB does and returns a random part of it unprocessed (fixed
// seeds, printed): every input is written exactly once, each key's writes in the order added.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/dynamodb/batch_writer.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../schema/shop.hpp"
#include "catch.hpp"
#include "support/splitmix64.hpp"

namespace ddb = keyplate::dynamodb;

namespace {
ddb::attribute_value text(std::string s) {
  return {kp::attribute_kind::S, std::move(s)};
}

ddb::put_parts put_of(const std::string& pk, const std::string& sk, std::uint64_t input,
                      std::string payload = "") {
  ddb::put_parts p;
  p.item.set("pk", text(pk));
  p.item.set("sk", text(sk));
  p.item.set("input", {kp::attribute_kind::N, std::to_string(input)});
  if (!payload.empty()) p.item.set("payload", text(std::move(payload)));
  p.origin = {"Thing", "pk", "sk"};
  return p;
}
ddb::delete_parts delete_of(const std::string& pk, const std::string& sk) {
  ddb::delete_parts d;
  d.key.set("pk", text(pk));
  d.key.set("sk", text(sk));
  d.origin = {"Thing", "pk", "sk"};
  return d;
}
std::string key_text(const nlohmann::json& item) {
  return item.at("pk").at("S").get<std::string>() + "|" + item.at("sk").at("S").get<std::string>();
}

// BatchWriteItem as DynamoDB runs it: one table, 1 to 25 writes with no key twice, 16 MB of
// text; each write applied, or (with probability `percent_unprocessed` / 100) returned in
// `UnprocessedItems` as it was sent.
struct write_engine {
  keyplate_test::splitmix64 rng;
  std::uint64_t percent_unprocessed;
  std::map<std::string, nlohmann::json> table;                // key -> item
  std::map<std::string, std::vector<std::string>> writes_of;  // key -> "put N" / "delete"
  std::size_t requests = 0, returned = 0;

  nlohmann::json answer(const std::string& body) {
    ++requests;
    REQUIRE(body.size() <= ddb::max_batch_bytes);
    const nlohmann::json request = nlohmann::json::parse(body);
    REQUIRE(request.at("RequestItems").size() == 1);
    const nlohmann::json& list = request.at("RequestItems").at("shop");
    REQUIRE(!list.empty());
    REQUIRE(list.size() <= 25);
    std::set<std::string> keys;
    nlohmann::json unprocessed = nlohmann::json::array();
    for (const nlohmann::json& w : list) {
      const bool put = w.contains("PutRequest");
      const nlohmann::json& body_of =
          put ? w.at("PutRequest").at("Item") : w.at("DeleteRequest").at("Key");
      const std::string key = key_text(body_of);
      REQUIRE(keys.insert(key).second);  // DynamoDB refuses a key twice in one request
      if (rng.below(100) < percent_unprocessed) {
        unprocessed.push_back(w);
        ++returned;
        continue;
      }
      if (put) {
        table[key] = body_of;
        writes_of[key].push_back("put " + body_of.at("input").at("N").get<std::string>());
      } else {
        table.erase(key);
        writes_of[key].emplace_back("delete");
      }
    }
    nlohmann::json response = {{"UnprocessedItems", nlohmann::json::object()}};
    if (!unprocessed.empty()) response["UnprocessedItems"]["shop"] = unprocessed;
    return response;
  }
};

// Drives `w` to the end against `engine`, the response as JSON or as text in turn.
void drive(ddb::batch_writer& w, write_engine& engine) {
  std::size_t rounds = 0;
  while (auto request = w.next_request()) {
    REQUIRE(++rounds < 100000);
    CHECK(w.next_request() == request);  // outstanding: the same again
    const nlohmann::json response = engine.answer(ddb::to_json_text(*request));
    if (rounds % 2 == 0) {
      w.on_response(response);
    } else {
      w.on_response(response.dump());
    }
    const bool all_done = !response["UnprocessedItems"].contains("shop");
    CHECK((w.attempt() == 0) == all_done);
  }
  CHECK(w.done());
  CHECK(w.pending() == 0);
}
}  // namespace

TEST_CASE("a batch refuses what BatchWriteItem cannot send, and queues nothing then") {
  ddb::batch_writer w("shop");
  ddb::put_parts conditional = put_of("P", "S", 1);
  conditional.condition_expression = "attribute_not_exists(#pk)";
  CHECK(w.try_add(conditional) == kp::error{kp::error_code::condition_in_batch, "Put", 0});
  ddb::put_parts returning = put_of("P", "S", 1);
  returning.returned = ddb::return_values::all_old;
  CHECK(w.try_add(returning) == kp::error{kp::error_code::returning_in_batch, "Put", 0});
  ddb::delete_parts must_exist = delete_of("P", "S");
  must_exist.condition_expression = "attribute_exists(#pk)";
  CHECK(w.try_add(must_exist) == kp::error{kp::error_code::condition_in_batch, "Delete", 0});
  ddb::delete_parts on_failure = delete_of("P", "S");
  on_failure.old_item_on_failure = true;
  CHECK(w.try_add(on_failure).code == kp::error_code::returning_in_batch);
  CHECK(w.try_add(put_of("P", "S", 1, std::string(ddb::max_item_size, 'x'))).code ==
        kp::error_code::item_too_large);
  CHECK(w.pending() == 0);
  CHECK(w.done());
  CHECK_FALSE(w.next_request());

  CHECK(w.try_add(put_of("P", "S", 1)) == kp::error{});
  CHECK(w.try_add(conditional) == kp::error{kp::error_code::condition_in_batch, "Put", 1});
  CHECK_THROWS_WITH(w.add(must_exist),
                    "keyplate: a write with a condition in a batch (input 1, Delete)");
  CHECK(w.pending() == 1);
}

TEST_CASE("an entity's put is batched with ddb::replace, and refused without it") {
  using schema_shop::Customer;
  const auto c = Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("ada@example.com"));
  ddb::batch_writer w("shop");
  CHECK(w.try_add(Customer::put(c)).code == kp::error_code::condition_in_batch);
  w.add(Customer::put(c, ddb::replace));
  w.add(Customer::remove(kp::arg<"customerId">(7)));
  const auto request = w.next_request();
  REQUIRE(request);
  CHECK(nlohmann::json(*request) == nlohmann::json::parse(R"({"RequestItems": {"shop": [
    {"PutRequest": {"Item": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": "#METADATA"},
                             "gsi2pk": {"S": "EMAIL#ada@example.com"},
                             "customerId": {"N": "42"}, "email": {"S": "ada@example.com"}}}},
    {"DeleteRequest": {"Key": {"pk": {"S": "CUSTOMER#7"}, "sk": {"S": "#METADATA"}}}}]}})"));
}

TEST_CASE("every input is written exactly once, each key's in the order added") {
  const std::uint64_t seeds[] = {20261205, 7, 1234567};
  const std::uint64_t percents[] = {0, 30, 90};
  for (const std::uint64_t seed : seeds) {
    for (const std::uint64_t percent : percents) {
      std::printf("batch_writer model: seed %llu, %llu%% unprocessed\n",
                  static_cast<unsigned long long>(seed), static_cast<unsigned long long>(percent));
      INFO("seed " << seed << ", " << percent << "% unprocessed");
      keyplate_test::splitmix64 inputs(seed);
      ddb::batch_writer w("shop");
      std::map<std::string, std::vector<std::string>> expected;
      for (std::uint64_t n = 0; n != 300; ++n) {
        const std::string pk = "P#" + std::to_string(inputs.below(3));
        const std::string sk = "S#" + std::to_string(inputs.below(40));  // keys repeat
        if (inputs.below(4) == 0) {
          w.add(delete_of(pk, sk));
          expected[pk + "|" + sk].emplace_back("delete");
        } else {
          w.add(put_of(pk, sk, n));
          expected[pk + "|" + sk].push_back("put " + std::to_string(n));
        }
      }
      write_engine engine{keyplate_test::splitmix64(seed ^ percent), percent, {}, {}, 0, 0};
      drive(w, engine);
      CHECK(engine.writes_of == expected);
      std::printf("  %zu requests, %zu writes returned unprocessed\n", engine.requests,
                  engine.returned);
      CHECK((percent == 0) == (engine.returned == 0));
      for (const auto& [key, writes] : expected) {  // the table holds each key's last write
        const bool kept = writes.back() != "delete";
        REQUIRE(engine.table.count(key) == (kept ? 1U : 0U));
        if (kept)
          CHECK("put " + engine.table[key].at("input").at("N").get<std::string>() == writes.back());
      }
    }
  }
}

TEST_CASE("requests stop at 16 MB of text") {
  ddb::batch_writer w("shop");
  // 390 KB of a control character each: under 400 KB stored, six times that as JSON text.
  const std::string payload(390 * 1024, '\x01');
  for (std::uint64_t n = 0; n != 20; ++n) w.add(put_of("P", "S#" + std::to_string(n), n, payload));
  write_engine engine{keyplate_test::splitmix64(1), 0, {}, {}, 0, 0};
  drive(w, engine);
  CHECK(engine.table.size() == 20);
  CHECK(engine.requests == 3);  // 16 MB / 2.3 MB: 6 to a request
}

TEST_CASE(
    "a BatchWriteItem response that does not answer the request is an error and changes nothing") {
  ddb::batch_writer w("shop");
  w.add(put_of("P", "S#1", 1));
  w.add(delete_of("P", "S#2"));
  const auto request = w.next_request();
  REQUIRE(request);
  const kp::error malformed{kp::error_code::malformed_item, "UnprocessedItems", 0};
  CHECK(w.try_on_response("not json") == malformed);
  CHECK(w.try_on_response(R"({"UnprocessedItems": []})") == malformed);
  const nlohmann::json sent = nlohmann::json(*request)["RequestItems"]["shop"];
  const auto returning = [](const std::string& table, const nlohmann::json& list) {
    return nlohmann::json{{"UnprocessedItems", {{table, list}}}};
  };
  CHECK(w.try_on_response(returning("other", sent)) == malformed);
  nlohmann::json foreign = sent;
  foreign[0]["PutRequest"]["Item"]["sk"]["S"] = "S#9";
  CHECK(w.try_on_response(returning("shop", foreign)) == malformed);
  CHECK(w.try_on_response(returning("shop", {sent[1], sent[1]})) == malformed);
  CHECK_THROWS_AS(w.on_response(returning("shop", foreign)), kp::key_error);
  CHECK(w.next_request() == request);
  CHECK(w.pending() == 2);

  CHECK(w.try_on_response(returning("shop", nlohmann::json::array({sent[1]}))) ==
        kp::error{});  // the delete returned
  CHECK(w.attempt() == 1);
  CHECK(w.pending() == 1);
  const auto again = w.next_request();
  REQUIRE(again);
  REQUIRE(again->writes.size() == 1);
  CHECK(std::holds_alternative<ddb::delete_parts>(again->writes[0]));
  w.on_response(std::string(R"({"UnprocessedItems": {}})"));
  CHECK(w.done());
  CHECK(w.attempt() == 0);
}
