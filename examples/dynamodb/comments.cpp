// Scenario: the comments of a blog post, kept three ways in the post's partition: the whole path
// in the key (a comment and all its replies are one family), parent#comment pairs of Unix
// seconds (the replies of a comment are a prefix), and a by-score listing with signed scores.
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

#include "plan.hpp"

namespace example {

namespace {

using PostKey = kp::key<"POST#{postId}", kp::uint<>>;
using TopKey = kp::key<"C#{top}", kp::string<32>>;
using ReplyPathKey = kp::key<"C#{top}#{reply}", kp::string<32>, kp::string<32>>;
using AnswerPathKey =
    kp::key<"C#{top}#{reply}#{answer}", kp::string<32>, kp::string<32>, kp::string<32>>;
using ReplyKey = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
using VoteKey = kp::key<"VOTE#{score}#{commentId}", kp::int64, kp::string<32>>;
static_assert(kp::extends<ReplyPathKey, TopKey> && kp::extends<AnswerPathKey, ReplyPathKey>);
static_assert(kp::table<TopKey, ReplyPathKey, AnswerPathKey, ReplyKey, VoteKey>::size == 5);

constexpr const char* scenario = "comments";
constexpr std::int64_t least = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t greatest = std::numeric_limits<std::int64_t>::max();

// Ids that are prefixes of each other, reserved bytes, a control byte, non-ASCII, empty.
const std::string_view tops[] = {"1", "10", "1 0", "2", "#", "%", "\x01", "\xC3\xA9", ""};
const std::pair<std::string_view, std::string_view> replies[] = {
    {"1", "1"}, {"1", "2"}, {"1", "10"}, {"1", "#"}, {"10", "1"}, {"", "1"}};
const std::string_view answers[][3] = {
    {"1", "2", "1"}, {"1", "2", "x"}, {"1", "10", "a"}, {"10", "1", "z"}};
const std::pair<std::uint64_t, std::uint64_t> pairs[] = {
    {0, 1737407675},          {0, 1737407678},          {0, 1737407700},
    {1737407675, 1737407680}, {1737407675, 1737407690}, {1737407678, 1737407699}};
const std::pair<std::int64_t, std::string_view> votes[] = {
    {least, "1"}, {-10, "2"}, {-1, "10"}, {-1, "1 0"},
    {0, "#"},     {1, "1"},   {10, "10"}, {greatest, "\xF4\x8F\xBF\xBF"}};

// A path comment of any depth whose top id and (when it has one) reply id pass the tests.
template <class TopTest, class ReplyTest>
wanted path(TopTest top, ReplyTest reply, bool with_top_level) {
  std::vector<wanted> any{decodes_as<ReplyPathKey>([=](const auto& v) {
                            return top(v.template get<0>()) && reply(v.template get<1>());
                          }),
                          decodes_as<AnswerPathKey>([=](const auto& v) {
                            return top(v.template get<0>()) && reply(v.template get<1>());
                          })};
  if (with_top_level)
    any.push_back(decodes_as<TopKey>([=](const auto& v) { return top(v.template get<0>()); }));
  return either(std::move(any));
}
constexpr auto any_id = [](std::string_view) { return true; };

template <class Test>
wanted reply(Test test) {
  return decodes_as<ReplyKey>(
      [test](const auto& v) { return test(v.template get<0>(), v.template get<1>()); });
}
template <class Test>
wanted vote(Test test) {
  return decodes_as<VoteKey>(
      [test](const auto& v) { return test(v.template get<0>(), v.template get<1>()); });
}

}  // namespace

void comment_threads(plan& p) {
  const std::string pk = PostKey::encode(1);
  for (std::string_view top : tops)
    p.add(scenario, "comment", {{"pk", pk}, {"sk", TopKey::encode(top)}});
  for (const auto& [top, r] : replies) {
    p.add(scenario, "reply", {{"pk", pk}, {"sk", ReplyPathKey::encode(top, r)}});
  }
  for (const auto& a : answers) {
    p.add(scenario, "answer", {{"pk", pk}, {"sk", AnswerPathKey::encode(a[0], a[1], a[2])}});
  }
  for (const auto& [parent, id] : pairs) {
    p.add(scenario, "timed comment", {{"pk", pk}, {"sk", ReplyKey::encode(parent, id)}});
  }
  for (const auto& [score, id] : votes) {
    p.add(scenario, "vote listing", {{"pk", pk}, {"sk", VoteKey::encode(score, id)}});
  }
  p.add(scenario, "comment", {{"pk", PostKey::encode(10)}, {"sk", TopKey::encode("1")}});

  p.query(scenario, "a post's partition", pk, {}, everything());
  p.query(scenario, "another post's partition", PostKey::encode(10), {}, everything());

  // Path layouts: families hold a comment and everything under it, at every depth.
  const auto is = [](std::string_view want) {
    return [want](std::string_view v) { return v == want; };
  };
  p.query(scenario, "every path comment", pk, TopKey::prefix(), path(any_id, any_id, true));
  p.query(scenario, "comment 1 and all its replies (family)", pk, TopKey::family("1"),
          path(is("1"), any_id, true));
  p.query(scenario, "the empty-id comment and its replies (family)", pk, TopKey::family(""),
          path(is(""), any_id, true));
  p.query(scenario, "reply 1/2 and its answers (family)", pk, ReplyPathKey::family("1", "2"),
          path(is("1"), is("2"), false));
  p.query(scenario, "replies of comment 1 at every depth", pk, ReplyPathKey::prefix("1"),
          path(is("1"), any_id, false));
  p.query(scenario, "answers to reply 1/2", pk, AnswerPathKey::prefix("1", "2"),
          decodes_as<AnswerPathKey>([](const auto& v) {
            return v.template get<0>() == "1" && v.template get<1>() == "2";
          }));
  p.query(scenario, "comments whose id starts with 1 (partial)", pk,
          TopKey::prefix(kp::partial("1")),
          path([](std::string_view t) { return t.starts_with("1"); }, any_id, true));
  p.query(scenario, "replies 10 to 2 of comment 1 with their answers", pk,
          AnswerPathKey::range("1", kp::between("10", "2")),
          path(
              is("1"), [](std::string_view r) { return r >= "10" && r <= "2"; }, false));
  p.query(scenario, "replies after 1 of comment 1 with their answers", pk,
          AnswerPathKey::range("1", kp::greater("1")),
          path(
              is("1"), [](std::string_view r) { return r > "1"; }, false));
  p.query(scenario, "replies before the empty id (empty)", pk,
          AnswerPathKey::range("1", kp::less("")), [](std::string_view) { return false; });

  // parent#comment pairs of fixed-width numbers.
  p.query(scenario, "top-level comments", pk, ReplyKey::prefix(0),
          reply([](std::uint64_t parent, std::uint64_t) { return parent == 0; }));
  p.query(scenario, "replies to 1737407675", pk, ReplyKey::prefix(1737407675),
          reply([](std::uint64_t parent, std::uint64_t) { return parent == 1737407675; }));
  p.query(scenario, "replies to 1737407675 in a time window", pk,
          ReplyKey::range(1737407675, kp::between(1737407680, 1737407689)),
          reply([](std::uint64_t parent, std::uint64_t id) {
            return parent == 1737407675 && id >= 1737407680 && id <= 1737407689;
          }));
  p.query(scenario, "every reply (parent above 0)", pk, ReplyKey::range(kp::greater(0)),
          reply([](std::uint64_t parent, std::uint64_t) { return parent > 0; }));
  p.query(scenario, "comments under parents before 1737407678", pk,
          ReplyKey::range(kp::less(1737407678)),
          reply([](std::uint64_t parent, std::uint64_t) { return parent < 1737407678; }));
  p.query(scenario, "one timed comment (family)", pk, ReplyKey::family(0, 1737407675),
          reply([](std::uint64_t parent, std::uint64_t id) {
            return parent == 0 && id == 1737407675;
          }));

  // Signed scores: negative numbers sort below zero.
  const auto scores = [](auto test) {
    return vote([test](std::int64_t s, std::string_view) { return test(s); });
  };
  p.query(scenario, "every vote listing", pk, VoteKey::prefix(),
          scores([](std::int64_t) { return true; }));
  p.query(scenario, "score -1", pk, VoteKey::prefix(-1),
          scores([](std::int64_t s) { return s == -1; }));
  p.query(scenario, "score 0, ids starting with #", pk, VoteKey::prefix(0, kp::partial("#")),
          vote([](std::int64_t s, std::string_view id) { return s == 0 && id.starts_with("#"); }));
  p.query(scenario, "scores above -1", pk, VoteKey::range(kp::greater(-1)),
          scores([](std::int64_t s) { return s > -1; }));
  p.query(scenario, "scores from the least on", pk, VoteKey::range(kp::at_least(least)),
          scores([](std::int64_t) { return true; }));
  p.query(scenario, "scores below 0", pk, VoteKey::range(kp::less(0)),
          scores([](std::int64_t s) { return s < 0; }));
  p.query(scenario, "scores up to -1", pk, VoteKey::range(kp::at_most(-1)),
          scores([](std::int64_t s) { return s <= -1; }));
  p.query(scenario, "scores -10 to 10", pk, VoteKey::range(kp::between(-10, 10)),
          scores([](std::int64_t s) { return s >= -10 && s <= 10; }));
  p.query(scenario, "scores above the greatest (empty)", pk, VoteKey::range(kp::greater(greatest)),
          [](std::string_view) { return false; });
}

}  // namespace example
