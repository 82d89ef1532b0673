// Writes, as JSON lines, the items of four reference scenarios in one DynamoDB table and the
// queries keyplate builds for them, each with the keys it must return in DynamoDB's order.
// Usage: example_dynamodb [output.jsonl]   (default: standard output)
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>
#include <utility>

#include "plan.hpp"

namespace example {

namespace {

using json = nlohmann::json;

// DynamoDB's answer to a key condition on one sort-key value, evaluated here on unsigned bytes
// (std::string_view compares as unsigned char), independently of the library's own helpers.
bool dynamodb_selects(const kp::key_condition& sort, std::string_view value) {
  switch (sort.op()) {
    case kp::sort_operator::any:
      return true;
    case kp::sort_operator::equals:
      return value == sort.text();
    case kp::sort_operator::begins_with:
      return value.substr(0, sort.text().size()) == sort.text();
    case kp::sort_operator::between:
      return value.compare(sort.lower()) >= 0 && value.compare(sort.upper()) <= 0;
  }
  return false;
}

const std::string* attribute(const item& it, const std::string& name) {
  const auto found = it.keys.find(name);
  return found == it.keys.end() ? nullptr : &found->second;
}

json key_of(const item& it) {
  return json{{"pk", it.keys.at("pk")}, {"sk", it.keys.at("sk")}};
}

}  // namespace

void plan::add(std::string scenario, std::string entity, std::map<std::string, std::string> keys) {
  items_.push_back({std::move(scenario), std::move(entity), std::move(keys)});
}

void plan::query(std::string scenario, std::string name, std::string partition,
                 kp::key_condition sort, const ddb::key_schema& schema, wanted expect) {
  ddb::query_parts parts = ddb::query(partition, sort, schema);
  queries_.push_back({std::move(scenario), std::move(name), std::move(partition), std::move(sort),
                      schema, std::move(parts), std::move(expect)});
}

int plan::write(std::ostream& out) const {
  int problems = 0;
  const auto problem = [&](const std::string& what) {
    std::cerr << "example_dynamodb: " << what << '\n';
    ++problems;
  };

  out << json{{"kind", "table"},
              {"partition_key", table_keys.partition_key},
              {"sort_key", table_keys.sort_key},
              {"indexes", json::array({{{"name", *gsi1.index_name},
                                        {"partition_key", gsi1.partition_key},
                                        {"sort_key", gsi1.sort_key}}})}}
             .dump()
      << '\n';

  std::set<std::pair<std::string, std::string>> primary_keys;
  for (const item& it : items_) {
    if (!primary_keys.emplace(it.keys.at("pk"), it.keys.at("sk")).second) {
      problem("two items share the key " + key_of(it).dump());
    }
    out << json{{"kind", "item"},
                {"scenario", it.scenario},
                {"entity", it.entity},
                {"item", it.keys}}
               .dump()
        << '\n';
  }

  for (const planned_query& q : queries_) {
    // The prediction: the partition's items whose sort-key value the query's author wanted,
    // in unsigned byte order of the sort key (DynamoDB's order for String keys).
    std::vector<std::pair<std::string_view, const item*>> expected, selected;
    for (const item& it : items_) {
      const std::string* partition = attribute(it, q.schema.partition_key);
      const std::string* sort_value = attribute(it, q.schema.sort_key);
      if (partition == nullptr || sort_value == nullptr || *partition != q.partition) continue;
      if (q.expect(*sort_value)) expected.emplace_back(*sort_value, &it);
      if (dynamodb_selects(q.sort, *sort_value)) selected.emplace_back(*sort_value, &it);
    }
    std::sort(expected.begin(), expected.end());
    std::sort(selected.begin(), selected.end());
    if (std::adjacent_find(expected.begin(), expected.end(), [](const auto& a, const auto& b) {
          return a.first == b.first;
        }) != expected.end()) {
      problem("query '" + q.name + "': two expected items share a sort-key value");
    }
    json keys = json::array();
    for (const auto& [sort_value, it] : expected) keys.push_back(key_of(*it));
    if (expected != selected) {
      json got = json::array();
      for (const auto& [sort_value, it] : selected) got.push_back(key_of(*it));
      problem("query '" + q.name + "' selects " + got.dump() + " but " + keys.dump() +
              " was expected");
    }

    json line{{"kind", "query"},
              {"scenario", q.scenario},
              {"name", q.name},
              {"KeyConditionExpression", q.parts.key_condition_expression},
              {"ExpressionAttributeNames", q.parts.expression_attribute_names},
              {"ExpressionAttributeValues", q.parts.expression_attribute_values},
              {"expected", std::move(keys)}};
    if (q.parts.index_name) line["IndexName"] = *q.parts.index_name;
    out << line.dump() << '\n';
  }
  return problems;
}

}  // namespace example

int main(int argc, char** argv) {
  example::plan plan;
  example::tenants_and_tasks(plan);
  example::customers_and_orders(plan);
  example::comment_threads(plan);
  example::overloaded_table(plan);

  int problems = 0;
  if (argc > 1) {
    std::ofstream file(argv[1], std::ios::binary);
    problems = plan.write(file);
    if (!file.flush()) {
      std::fprintf(stderr, "example_dynamodb: cannot write %s\n", argv[1]);
      return 1;
    }
  } else {
    problems = plan.write(std::cout);
  }
  std::fprintf(stderr, "example_dynamodb: %zu items, %zu queries, %d problem(s)\n",
               plan.item_count(), plan.query_count(), problems);
  return problems == 0 ? 0 : 1;
}
