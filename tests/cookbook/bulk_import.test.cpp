// Cookbook recipe 8 (docs/cookbook.md): a catalogue imported in bulk through
// ddb::batch_writer, and a page of it read back through ddb::batch_getter, against a table in
// memory that returns some writes and keys unprocessed, as a throttled table does.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

using Primary = kp::index<"pk", "sk">;
using Product =
    kp::entity<"Product",
               kp::fields<kp::field<"sku", kp::string<32>>, kp::attribute<"name", std::string>,
                          kp::attribute<"priceCents", std::int64_t>>,
               kp::keys<Primary, "PRODUCT#{sku}", "#">>;
using Catalogue = kp::schema<kp::indexes<Primary>, Product>;
static_assert(Catalogue::valid);

// A table in memory that answers BatchWriteItem and BatchGetItem, returning every third write
// or key it is sent unprocessed.
struct table_in_memory {
  std::map<std::string, nlohmann::json> items;  // by pk
  std::size_t seen = 0, requests = 0, returned = 0;

  std::string call(std::string_view operation, const std::string& body) {
    ++requests;
    const nlohmann::json request = nlohmann::json::parse(body).at("RequestItems").at("catalogue");
    nlohmann::json unprocessed = nlohmann::json::array(), found = nlohmann::json::array();
    const bool writes = operation == "BatchWriteItem";
    for (const nlohmann::json& element : writes ? request : request.at("Keys")) {
      if (++seen % 3 == 0) {
        unprocessed.push_back(element);
        ++returned;
      } else if (!writes) {
        if (const auto it = items.find(element.at("pk").at("S")); it != items.end()) {
          found.push_back(it->second);
        }
      } else if (element.contains("PutRequest")) {
        const nlohmann::json& item = element.at("PutRequest").at("Item");
        items[item.at("pk").at("S")] = item;
      } else {
        items.erase(element.at("DeleteRequest").at("Key").at("pk").at("S").get<std::string>());
      }
    }
    nlohmann::json response = nlohmann::json::object();
    if (writes && !unprocessed.empty()) response["UnprocessedItems"]["catalogue"] = unprocessed;
    if (!writes) response["Responses"]["catalogue"] = found;
    if (!writes && !unprocessed.empty()) {
      response["UnprocessedKeys"]["catalogue"]["Keys"] = unprocessed;
    }
    return response.dump();
  }
};
}  // namespace

TEST_CASE("a catalogue imported in bulk, and a page of it read back") {
  table_in_memory dynamodb;
  std::vector<Product::values> tonight;
  for (int n = 0; n != 60; ++n) {
    tonight.push_back(Product::make(kp::arg<"sku">("TEA-" + std::to_string(n)),
                                    kp::arg<"name">("Tea no. " + std::to_string(n)),
                                    kp::arg<"priceCents">(std::int64_t{100} + n)));
  }
  const std::vector<std::string> discontinued = {"TEA-3", "TEA-4", "COFFEE-1"};
  std::mt19937 rng(20261205);
  std::vector<std::chrono::milliseconds> slept;
  const auto sleep = [&](std::chrono::milliseconds d) { slept.push_back(d); };

  // Tonight's catalogue: every product written over what was there, the discontinued deleted.
  ddb::batch_writer nightly("catalogue");
  for (const Product::values& p : tonight) nightly.add(Product::put(p, ddb::replace));
  for (const std::string& sku : discontinued) nightly.add(Product::remove(kp::arg<"sku">(sku)));
  while (const auto request = nightly.next_request()) {
    sleep(ddb::backoff(nightly.attempt(), rng));
    nightly.on_response(dynamodb.call("BatchWriteItem", ddb::to_json_text(*request)));
  }
  CHECK(nightly.done());
  CHECK(dynamodb.returned > 0);
  CHECK(dynamodb.items.size() == 58);  // TEA-3 and TEA-4 were put, then deleted
  CHECK(dynamodb.items.count("PRODUCT#TEA-3") == 0);
  CHECK(dynamodb.items.count("PRODUCT#TEA-59") == 1);
  CHECK(slept.size() == dynamodb.requests);
  // A put that may not overwrite has a condition, which BatchWriteItem cannot carry.
  CHECK(nightly.try_add(Product::put(tonight[0])).code == kp::error_code::condition_in_batch);

  const std::vector<std::string> shown = {"TEA-1", "TEA-2", "TEA-3", "TEA-10", "TEA-11"};
  // The products of a page, by key, in as few requests as possible (100 keys each).
  ddb::batch_getter<Catalogue> page("catalogue");
  for (const std::string& sku : shown) page.add(Product::get(kp::arg<"sku">(sku)));
  while (const auto request = page.next_request()) {
    page.on_response(dynamodb.call("BatchGetItem", ddb::to_json_text(*request)));
  }
  std::set<std::string> skus;
  for (const Catalogue::values& v : page.results()) skus.insert(v.get<Product>().get<"sku">());
  CHECK(skus == std::set<std::string>{"TEA-1", "TEA-2", "TEA-10", "TEA-11"});
  CHECK(page.unread().empty());
}
