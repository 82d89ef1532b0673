// Cookbook recipe 3 (docs/cookbook.md): one partition per blog post; the post, comments by
// parent, and comment paths with the per-key layer. Used by examples/describe.cpp and
// tests/cookbook/comments.test.cpp.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "primary.hpp"

namespace comments {
using PostId = kp::field<"postId", kp::uint<>>;

// Comment ids are Unix seconds; a top-level comment has parent 0.
using Post = kp::entity<"Post", kp::fields<PostId, kp::field<"title", kp::string<200>>>,
                        kp::keys<Primary, "POST#{postId}", "#POST">>;
using Comment = kp::entity<
    "Comment",
    kp::fields<PostId, kp::field<"parentId", kp::uint<10>>, kp::field<"commentId", kp::uint<10>>,
               kp::field<"author", kp::string<64>>, kp::field<"text", kp::string<4000>>>,
    kp::keys<Primary, "POST#{postId}", "{parentId}#{commentId}">>;
using Blog = kp::schema<kp::indexes<Primary>, Post, Comment>;

// The whole path in the key: a comment, a reply, a reply to a reply.
using TopSk = kp::key<"C#{c1}", kp::uint<10>>;
using ReplySk = kp::key<"C#{c1}#{c2}", kp::uint<10>, kp::uint<10>>;
using NestedSk = kp::key<"C#{c1}#{c2}#{c3}", kp::uint<10>, kp::uint<10>, kp::uint<10>>;
using ThreadSk = kp::table<TopSk, ReplySk, NestedSk>;
}  // namespace comments
