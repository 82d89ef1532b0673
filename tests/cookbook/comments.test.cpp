// Cookbook recipe 3 (docs/cookbook.md): a blog post and its threaded comments, as two entities of
// one schema (comments by parent), and comment paths with the per-key layer; every key and
// request the recipe shows, checked against hand-written text.
#include "recipes/comments.hpp"

#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <variant>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

// --- recipe code (as in the cookbook) ---
// The recipe's fields, entities and schema, and the comment paths' per-key layouts
// (TopSk, ReplySk, NestedSk, ThreadSk): examples/recipes/comments.hpp.
using namespace comments;

static_assert(Blog::valid);
// A comment query without a parent has no sort condition, so it also returns the post.
static_assert(Blog::neighbours<Primary>[1][0] && !Blog::neighbours<Primary>[0][1]);
// --- end of recipe code ---

TEST_CASE("recipe 3: keys of a post and its comments") {
  const Comment::values top = Comment::make(kp::arg<"postId">(123), kp::arg<"parentId">(0),
                                            kp::arg<"commentId">(1737407675),
                                            kp::arg<"author">("ada"), kp::arg<"text">("First!"));
  const Comment::values reply = Comment::make(
      kp::arg<"postId">(123), kp::arg<"parentId">(1737407675), kp::arg<"commentId">(1737407678),
      kp::arg<"author">("grace"), kp::arg<"text">("Second."));
  // top:   pk "POST#123", sk "0000000000#1737407675"
  // reply: pk "POST#123", sk "1737407675#1737407678"
  CHECK(Comment::key<Primary>(top) == kp::item_key{"POST#123", "0000000000#1737407675"});
  CHECK(Comment::key<Primary>(reply) == kp::item_key{"POST#123", "1737407675#1737407678"});
  CHECK(Post::key<Primary>(Post::make(kp::arg<"postId">(123), kp::arg<"title">("Hello"))) ==
        kp::item_key{"POST#123", "#POST"});
  // As attributes the ids are plain numbers.
  CHECK(Comment::item(top).find("parentId")->text == "0");
  CHECK(Comment::item(top).find("parentId")->type() == kp::attribute_kind::N);
  CHECK(NestedSk::encode(1737407675, 1737407678, 1737407690) ==
        "C#1737407675#1737407678#1737407690");
}

TEST_CASE("recipe 3: replies of one comment, and by time") {
  // the post and every comment
  const ddb::query_parts all = Blog::query<Primary>(kp::arg<"postId">(123));
  // the replies to comment 1737407675
  const ddb::query_parts replies =
      Comment::query<Primary>(kp::arg<"postId">(123), kp::arg<"parentId">(1737407675));
  // the top-level comments
  const ddb::query_parts top =
      Comment::query<Primary>(kp::arg<"postId">(123), kp::arg<"parentId">(0));
  // the replies to 1737407675 posted after 1737407678
  const ddb::query_parts newer =
      Comment::query<Primary>(kp::arg<"postId">(123), kp::arg<"parentId">(1737407675),
                              kp::arg<"commentId">(kp::greater(1737407678)));

  cookbook::check_request(all, "#pk = :pk", {{":pk", "POST#123"}}, {{"#pk", "pk"}});
  cookbook::check_request(replies, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "POST#123"}, {":sk", "1737407675#"}});
  cookbook::check_request(top, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "POST#123"}, {":sk", "0000000000#"}});
  cookbook::check_request(
      newer, "#pk = :pk AND #sk BETWEEN :lo AND :hi",
      {{":pk", "POST#123"}, {":lo", "1737407675#1737407679"}, {":hi", "1737407675#9999999999"}});

  // Comment's sort template starts with a field: without a parent there is no sort condition.
  const ddb::query_parts comments = Comment::query<Primary>(kp::arg<"postId">(123));
  CHECK(comments == all);
}

TEST_CASE("recipe 3: the post and its comments come back apart") {
  const Post::values post = Post::make(kp::arg<"postId">(123), kp::arg<"title">("Hello"));
  const Comment::values top = Comment::make(kp::arg<"postId">(123), kp::arg<"parentId">(0),
                                            kp::arg<"commentId">(1737407675),
                                            kp::arg<"author">("ada"), kp::arg<"text">("First!"));
  const auto a = Blog::identify(Post::item(post));
  const auto b = Blog::identify(Comment::item(top));
  REQUIRE(a.has_value());
  REQUIRE(b.has_value());
  CHECK(a->index() == 0);
  CHECK(b->index() == 1);
  CHECK(b->get<Comment>().get<"author">() == "ada");
  // '#' sorts before every digit: the post is the first item of the partition.
  CHECK(kp::key_less("#POST", "0000000000#1737407675"));
}

TEST_CASE("recipe 3: a comment and all its replies, at every depth") {
  const std::string pk = Post::layout<Primary>::partition::encode(123);
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
