// Cookbook recipe 3 (docs/cookbook.md): threaded blog comments, by parent and by path; every key
// and request the recipe shows, checked against hand-written text.
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

// --- recipe code (as in the cookbook) ---
// Comment ids are Unix seconds; a top-level comment has parent 0.
using PostPk = kp::key<"POST#{postId}", kp::uint<>>;
using CommentSk = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;

// The whole path in the key: a comment, a reply, a reply to a reply.
using TopSk = kp::key<"C#{c1}", kp::uint<10>>;
using ReplySk = kp::key<"C#{c1}#{c2}", kp::uint<10>, kp::uint<10>>;
using NestedSk = kp::key<"C#{c1}#{c2}#{c3}", kp::uint<10>, kp::uint<10>, kp::uint<10>>;
using ThreadSk = kp::table<TopSk, ReplySk, NestedSk>;
// --- end of recipe code ---

TEST_CASE("recipe 3: keys of comments") {
  CHECK(PostPk::encode(123) == "POST#123");
  CHECK(CommentSk::encode(0, 1737407675) == "0000000000#1737407675");
  CHECK(CommentSk::encode(1737407675, 1737407678) == "1737407675#1737407678");
  CHECK(NestedSk::encode(1737407675, 1737407678, 1737407690) ==
        "C#1737407675#1737407678#1737407690");
}

TEST_CASE("recipe 3: replies of one comment, and by time") {
  const std::string pk = PostPk::encode(123);

  // every comment of the post
  const ddb::query_parts all = ddb::query(pk);
  // the replies to comment 1737407675
  const ddb::query_parts replies = ddb::query(pk, CommentSk::prefix(1737407675));
  // the top-level comments
  const ddb::query_parts top = ddb::query(pk, CommentSk::prefix(0));
  // the replies to 1737407675 posted after 1737407678
  const ddb::query_parts newer =
      ddb::query(pk, CommentSk::range(1737407675, kp::greater(1737407678)));

  cookbook::check_request(all, "#pk = :pk", {{":pk", "POST#123"}}, {{"#pk", "pk"}});
  cookbook::check_request(replies, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "POST#123"}, {":sk", "1737407675#"}});
  cookbook::check_request(top, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "POST#123"}, {":sk", "0000000000#"}});
  cookbook::check_request(
      newer, "#pk = :pk AND #sk BETWEEN :lo AND :hi",
      {{":pk", "POST#123"}, {":lo", "1737407675#1737407679"}, {":hi", "1737407675#9999999999"}});
}

TEST_CASE("recipe 3: a comment and all its replies, at every depth") {
  const std::string pk = PostPk::encode(123);
  // comment ids are fixed width, so the family is a begins_with
  const kp::key_condition subtree = TopSk::family(1737407675);
  const ddb::query_parts q = ddb::query(pk, subtree);

  CHECK(subtree.op() != kp::sort_operator::between);
  cookbook::check_request(q, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "POST#123"}, {":sk", "C#1737407675"}});
  CHECK(subtree.selects("C#1737407675"));
  CHECK(subtree.selects("C#1737407675#1737407678"));
  CHECK(subtree.selects("C#1737407675#1737407678#1737407690"));
  CHECK(!subtree.selects("C#1737407676"));
  CHECK(ReplySk::family(1737407675, 1737407678).text() == "C#1737407675#1737407678");
  CHECK(ThreadSk::decode("C#1737407675#1737407678")->index() == 1);
}
