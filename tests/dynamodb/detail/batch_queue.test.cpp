// Tests of dynamodb/detail/batch_queue.hpp: requests of bounded count and size with no key
// twice, a key's inputs in the order added, and inputs given back ahead of later ones.
#include <keyplate/dynamodb/detail/batch_queue.hpp>
#include <string>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
ddb::item key(const std::string& pk) {
  ddb::item k;
  k.set("pk", {kp::attribute_kind::S, pk});
  return k;
}
// The inputs of the outstanding request.
std::vector<int> inputs(const ddb::detail_batch::batch_queue<int>& q) {
  std::vector<int> out;
  for (const auto& e : q.outstanding()) out.push_back(e.input);
  return out;
}
}  // namespace

TEST_CASE("a request takes inputs in order, up to its count") {
  ddb::detail_batch::batch_queue<int> q;
  for (int i = 0; i != 5; ++i) {
    std::string pk = "K";  // (appended: g++ 12 -O3 warns falsely of "K" + std::string)
    pk += std::to_string(i);
    q.push(i, key(pk), 1);
  }
  q.take(3, 100);
  CHECK(inputs(q) == std::vector<int>{0, 1, 2});
  q.take(3, 100);  // outstanding: the same again
  CHECK(inputs(q) == std::vector<int>{0, 1, 2});
  CHECK(q.pending() == 5);
  q.settle({});
  CHECK(q.pending() == 2);
  q.take(3, 100);
  CHECK(inputs(q) == std::vector<int>{3, 4});
  q.settle({});
  CHECK(q.take(3, 100).empty());
  CHECK(q.pending() == 0);
}

TEST_CASE("a key already in the request holds back each later input with that key") {
  ddb::detail_batch::batch_queue<int> q;
  q.push(0, key("A"), 1);
  q.push(1, key("A"), 1);
  q.push(2, key("B"), 1);
  q.push(3, key("A"), 1);
  q.take(10, 100);
  CHECK(inputs(q) == std::vector<int>{0, 2});
  q.settle({});
  q.take(10, 100);
  CHECK(inputs(q) == std::vector<int>{1});
  q.settle({});
  q.take(10, 100);
  CHECK(inputs(q) == std::vector<int>{3});
}

TEST_CASE("a request stops at the first input over its size") {
  ddb::detail_batch::batch_queue<int> q;
  q.push(0, key("A"), 6);
  q.push(1, key("B"), 6);
  q.push(2, key("C"), 1);
  q.take(10, 10);
  CHECK(inputs(q) == std::vector<int>{0});
  q.settle({});
  q.take(10, 10);
  CHECK(inputs(q) == std::vector<int>{1, 2});
}

TEST_CASE("an input given back goes ahead of every input added after it") {
  ddb::detail_batch::batch_queue<int> q;
  q.push(0, key("A"), 1);
  q.push(1, key("B"), 1);
  q.push(2, key("A"), 1);
  q.push(3, key("C"), 1);
  q.take(2, 100);
  CHECK(inputs(q) == std::vector<int>{0, 1});
  q.settle({0, 1});  // both returned
  CHECK(q.attempt() == 1);
  CHECK(q.pending() == 4);
  q.take(10, 100);
  CHECK(inputs(q) == std::vector<int>{0, 1, 3});  // the second A still waits for the first
  q.settle({2});  // C returned: it goes back behind the second A, added before it
  CHECK(q.attempt() == 2);
  q.take(10, 100);
  CHECK(inputs(q) == std::vector<int>{2, 3});
  q.settle({});
  CHECK(q.attempt() == 0);
  CHECK(q.pending() == 0);
}
