// Tests of table.hpp: kp::disjoint, kp::extends, kp::table (neighbours, decode) on overloaded keys.
#include <chrono>
#include <cstddef>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "catch.hpp"

namespace kp = keyplate;

namespace {

// The overloaded sort key of one single table: a customer's record, its orders, an order's
// items, a team's memberships.
using MetaKey = kp::key<"#METADATA">;
using OrderKey = kp::key<"ORDER#{orderId}", kp::ulid>;
using ItemKey = kp::key<"ITEM#{productId}">;
using MemberKey = kp::key<"MEMBER#{userId}">;
// Partition keys of the same table (another attribute: they may overlap the sort keys).
using CustomerPk = kp::key<"CUSTOMER#{customerId}">;
using OrderPk = kp::key<"ORDER#{orderId}">;
using TeamPk = kp::key<"TEAM#{teamId}">;
// Projects and their tasks in one partition.
using ProjectKey = kp::key<"PROJECT#{projectId}">;
using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}">;
using NoteKey =
    kp::key<"PROJECT#{projectId}#TASK#{taskId}#NOTE#{n}", kp::string<>, kp::string<>, kp::uint<4>>;
using ProjectUlid = kp::key<"PROJECT#{projectId}", kp::ulid>;
using TaskUlid = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
// Orders by free text, and by date and number.
using OrderText = kp::key<"ORDER#{s}">;
using OrderByDate = kp::key<"ORDER#{date}#{n}", kp::date, kp::uint<10>>;

// A user codec with no `shape`: uppercase words of `Min` to `Max` letters.
template <std::size_t Min, std::size_t Max>
struct letters_codec {
  using value_type = std::string;
  using input_type = std::string_view;
  static constexpr std::size_t min_size = Min;
  static constexpr std::size_t max_size = Max;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, std::string_view word) noexcept {
    if (word.size() < Min || word.size() > Max) {
      return kp::error{kp::error_code::invalid_length, {}, word.size()};
    }
    for (std::size_t i = 0; i != word.size(); ++i) {
      if (word[i] < 'A' || word[i] > 'Z')
        return kp::error{kp::error_code::invalid_character, {}, i};
      *out++ = word[i];
    }
    return out;
  }
  static kp::result<std::string> decode(std::string_view text) {
    char buffer[Max];
    if (const auto end = encode(buffer, text); !end) return end.error();
    return std::string(text);
  }
};
using word_codec = letters_codec<1, 8>;
using pair_codec = letters_codec<2, 2>;
static_assert(kp::codec<word_codec> && !kp::described_codec<word_codec>);
static_assert(kp::codec<pair_codec> && kp::fixed_width<pair_codec>);

constexpr std::string_view some_ulid = "01HVMK3P2Q7R8S9T0VWXYZ1234";

}  // namespace

TEST_CASE("the overloaded sort keys of one table are pairwise disjoint", "[table][disjoint]") {
  STATIC_REQUIRE(kp::disjoint<MetaKey, OrderKey>);
  STATIC_REQUIRE(kp::disjoint<MetaKey, ItemKey>);
  STATIC_REQUIRE(kp::disjoint<MetaKey, MemberKey>);
  STATIC_REQUIRE(kp::disjoint<OrderKey, ItemKey>);
  STATIC_REQUIRE(kp::disjoint<OrderKey, MemberKey>);
  STATIC_REQUIRE(kp::disjoint<ItemKey, MemberKey>);
  STATIC_REQUIRE(kp::disjoint<CustomerPk, OrderPk>);
  STATIC_REQUIRE(kp::disjoint<OrderPk, TeamPk>);
  // The answer does not depend on the order of the arguments.
  STATIC_REQUIRE(kp::disjoint<ItemKey, OrderKey>);
  STATIC_REQUIRE(kp::disjoint<MemberKey, MetaKey>);
}

TEST_CASE("disjoint: literals, component counts, alphabets and widths", "[table][disjoint]") {
  SECTION("literals that differ, also only by a continuation") {
    STATIC_REQUIRE(kp::disjoint<kp::key<"ORDER#{id}">, kp::key<"ORDERS#{id}">>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"USER#{u}">, kp::key<"USERNAME#{n}">>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"A#{x}#B">, kp::key<"A#{x}#C">>);
  }
  SECTION("an ancestor and its descendants: no codec writes '#'") {
    STATIC_REQUIRE(kp::disjoint<ProjectKey, TaskKey>);
    STATIC_REQUIRE(kp::disjoint<TaskKey, NoteKey>);
    STATIC_REQUIRE(kp::disjoint<ProjectUlid, TaskUlid>);
    STATIC_REQUIRE(kp::disjoint<OrderText, OrderByDate>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"PROJECT#{a}#{b}">, TaskKey>);
  }
  SECTION("alphabets and widths") {
    STATIC_REQUIRE(kp::disjoint<kp::key<"N#{n}", kp::uint<4>>, kp::key<"N#{n}", kp::uint<5>>>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"N#{n}", kp::uint<4>>, kp::key<"N#{s}", kp::string<1>>>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"ID#{id}", kp::ulid>, kp::key<"ID#{id}", kp::uuid>>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"D#{d}", kp::date>, kp::key<"D#{n}", kp::uint<10>>>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"#{n}", kp::uint<8>>, MetaKey>);
    STATIC_REQUIRE(kp::disjoint<kp::key<"AT#{t}", kp::timestamp<std::chrono::seconds>>,
                                kp::key<"AT#{d}", kp::date>>);
  }
}

TEST_CASE("disjoint is false when one string can be a key of both", "[table][disjoint]") {
  // "ORDER#01HVMK3P2Q7R8S9T0VWXYZ1234" is a text order and a ULID order.
  STATIC_REQUIRE(!kp::disjoint<OrderText, OrderKey>);
  STATIC_REQUIRE(!kp::disjoint<OrderPk, OrderKey>);
  // "ORDER#2026-10-01"
  STATIC_REQUIRE(!kp::disjoint<OrderText, kp::key<"ORDER#{date}", kp::date>>);
  // "ITEM#0042"
  STATIC_REQUIRE(!kp::disjoint<ItemKey, kp::key<"ITEM#{n}", kp::uint<4>>>);
  // "#METADATA" with x = "METADATA"
  STATIC_REQUIRE(!kp::disjoint<MetaKey, kp::key<"#{x}">>);
  // Strings may be empty: "MEMBER#" and "PROJECT##TASK#x".
  STATIC_REQUIRE(!kp::disjoint<MemberKey, kp::key<"MEMBER#">>);
  STATIC_REQUIRE(!kp::disjoint<TaskKey, kp::key<"PROJECT##TASK#{t}">>);
  // "PROJECT#p#TASK#t" with kind = "TASK"
  STATIC_REQUIRE(!kp::disjoint<TaskKey, kp::key<"PROJECT#{p}#{kind}#{t}">>);
  // "N#00000000000000000042"
  STATIC_REQUIRE(!kp::disjoint<kp::key<"N#{n}", kp::int64>, kp::key<"N#{n}", kp::uint<20>>>);
  // A layout shares every key with itself, also when spelled differently.
  STATIC_REQUIRE(!kp::disjoint<TaskKey, TaskKey>);
  STATIC_REQUIRE(!kp::disjoint<ItemKey, kp::key<"ITEM#{productId}", kp::string<>>>);
}

TEST_CASE("disjoint with a user codec that has no shape is conservative", "[table][disjoint]") {
  using Tag = kp::key<"TAG#{w}", word_codec>;
  // Same literals around it: assumed to overlap, even with a digits-only field.
  STATIC_REQUIRE(!kp::disjoint<Tag, Tag>);
  STATIC_REQUIRE(!kp::disjoint<Tag, kp::key<"TAG#{n}", kp::uint<4>>>);
  STATIC_REQUIRE(!kp::disjoint<Tag, kp::key<"TAG#{s}">>);
  // Still decided by what it does declare: the component count, the literals before it,
  // and its widths.
  STATIC_REQUIRE(kp::disjoint<Tag, kp::key<"TAG#{a}#{b}", word_codec, word_codec>>);
  STATIC_REQUIRE(kp::disjoint<Tag, kp::key<"TAG#{a}#{n}", word_codec, kp::uint<2>>>);
  STATIC_REQUIRE(kp::disjoint<Tag, kp::key<"TOG#{w}", word_codec>>);
  STATIC_REQUIRE(kp::disjoint<Tag, kp::key<"TAGS#{w}", word_codec>>);
  STATIC_REQUIRE(kp::disjoint<kp::key<"P#{w}", pair_codec>, kp::key<"P#{n}", kp::uint<3>>>);
  STATIC_REQUIRE(!kp::disjoint<kp::key<"P#{w}", pair_codec>, kp::key<"P#{n}", kp::uint<2>>>);
}

TEST_CASE("extends: a child continues its parent's template with the same codecs",
          "[table][extends]") {
  STATIC_REQUIRE(kp::extends<TaskKey, ProjectKey>);
  STATIC_REQUIRE(kp::extends<NoteKey, TaskKey>);
  STATIC_REQUIRE(kp::extends<NoteKey, ProjectKey>);
  STATIC_REQUIRE(kp::extends<TaskUlid, ProjectUlid>);
  STATIC_REQUIRE(!kp::extends<ProjectKey, TaskKey>);
  STATIC_REQUIRE(!kp::extends<ProjectKey, ProjectKey>);
  // Different codecs or field names for the shared part.
  STATIC_REQUIRE(!kp::extends<TaskUlid, ProjectKey>);
  STATIC_REQUIRE(!kp::extends<TaskKey, ProjectUlid>);
  STATIC_REQUIRE(!kp::extends<TaskKey, kp::key<"PROJECT#{p}">>);
  // Shared literal text is not a hierarchy.
  STATIC_REQUIRE(!kp::extends<OrderByDate, OrderText>);
  STATIC_REQUIRE(!kp::extends<OrderKey, MetaKey>);
}

TEST_CASE("a table of overloaded sort keys decodes each layout", "[table][decode]") {
  using Sk = kp::table<MetaKey, OrderKey, ItemKey, MemberKey>;
  STATIC_REQUIRE(Sk::size == 4);
  STATIC_REQUIRE(std::is_same_v<Sk::layout_at<2>, ItemKey>);
  STATIC_REQUIRE(std::is_same_v<Sk::values, std::variant<MetaKey::values, OrderKey::values,
                                                         ItemKey::values, MemberKey::values>>);

  SECTION("customer record") {
    const auto v = Sk::decode("#METADATA");
    REQUIRE(v.has_value());
    CHECK(v->index() == 0);
  }
  SECTION("order") {
    const auto v = Sk::decode("ORDER#01HVMK3P2Q7R8S9T0VWXYZ1234");
    REQUIRE(v.has_value());
    REQUIRE(v->index() == 1);
    CHECK(std::get<1>(*v).get<"orderId">() == some_ulid);
  }
  SECTION("order item, with an escaped byte") {
    const auto v = Sk::decode("ITEM#prod%2342");
    REQUIRE(v.has_value());
    REQUIRE(v->index() == 2);
    CHECK(std::get<2>(*v).get<0>() == "prod#42");
  }
  SECTION("membership, also with an empty user id") {
    const auto v = Sk::decode("MEMBER#u_alice");
    REQUIRE(v.has_value());
    REQUIRE(v->index() == 3);
    CHECK(std::get<3>(*v).get<"userId">() == "u_alice");
    const auto empty = Sk::decode("MEMBER#");
    REQUIRE(empty.has_value());
    REQUIRE(empty->index() == 3);
    CHECK(std::get<3>(*empty).get<0>().empty());
  }
}

TEST_CASE("table::decode reports keys of no layout at the furthest byte read", "[table][decode]") {
  using Sk = kp::table<MetaKey, OrderKey, ItemKey, MemberKey>;
  const auto fails_at = [](std::string_view key, std::size_t offset) {
    const auto v = Sk::decode(key);
    return !v.has_value() && v.error().code == kp::error_code::no_matching_layout &&
           v.error().offset == offset;
  };
  CHECK(fails_at("", 0));
  CHECK(fails_at("PROFILE", 0));
  CHECK(fails_at("#METADATA#", 9));  // every byte of #METADATA matched, then one more
  CHECK(fails_at("MEMBERS#u_alice", 6));
  // A lowercase ULID is not canonical (offset 6 + 2); 'I' is not base32 (6 + 10).
  CHECK(fails_at("ORDER#01hvmk3p2q7r8s9t0vwxyz1234", 8));
  CHECK(fails_at("ORDER#01HVMK3P2QI7R8S9T0VWXYZ123", 16));
  CHECK(fails_at("ORDER#01HVMK3P2Q", 16));  // too short for a ULID
  CHECK(fails_at("ITEM#prod 42", 9));       // a raw space
  CHECK(fails_at("ITEM#prod%2342#x", 14));  // a second component
  CHECK(fails_at("order#01HVMK3P2Q7R8S9T0VWXYZ1234", 0));
}

TEST_CASE("table neighbours: ancestors, descendants and continued literals",
          "[table][neighbours]") {
  SECTION("a project and its tasks fall in each other's ranges") {
    using T = kp::table<ProjectKey, TaskKey, NoteKey>;
    STATIC_REQUIRE(T::neighbours[0][1] && T::neighbours[1][0]);
    STATIC_REQUIRE(T::neighbours[0][2] && T::neighbours[2][0]);
    STATIC_REQUIRE(T::neighbours[1][2] && T::neighbours[2][1]);
    STATIC_REQUIRE(!(T::neighbours[0][0] || T::neighbours[1][1] || T::neighbours[2][2]));
    // What that means for queries: a family query returns the tasks too, of project 1 only.
    const kp::key_condition family = ProjectKey::family("1");
    CHECK(family.selects("PROJECT#1"));
    CHECK(family.selects("PROJECT#1#TASK#a"));
    CHECK(family.selects("PROJECT#1#TASK#a#NOTE#0001"));
    CHECK(!family.selects("PROJECT#10"));
    CHECK(!family.selects("PROJECT#10#TASK#a"));
    CHECK(!family.selects("PROJECT#0"));
  }
  SECTION("ORDER#{s} beside ORDER#{date}#{n}") {
    using T = kp::table<OrderText, OrderByDate>;
    STATIC_REQUIRE(T::neighbours[0][1] && T::neighbours[1][0]);
    // A date range over the orders also spans text orders that look like dates.
    const kp::key_condition october = OrderByDate::range(
        kp::between(std::chrono::year{2026} / 10 / 1, std::chrono::year{2026} / 10 / 31));
    CHECK(october.selects("ORDER#2026-10-05#0000000042"));
    CHECK(october.selects("ORDER#2026-10-05"));
    CHECK(T::decode("ORDER#2026-10-05").value().index() == 0);
    CHECK(T::decode("ORDER#2026-10-05#0000000042").value().index() == 1);
  }
  SECTION("unrelated layouts are not neighbours") {
    using Sk = kp::table<MetaKey, OrderKey, ItemKey, MemberKey, kp::key<"ORDERS#{id}", kp::ulid>>;
    STATIC_REQUIRE([] {
      for (const auto& row : Sk::neighbours) {
        for (const bool neighbour : row) {
          if (neighbour) return false;
        }
      }
      return true;
    }());
    using Users = kp::table<kp::key<"USER#{u}">, kp::key<"USERNAME#{n}">>;
    STATIC_REQUIRE(!(Users::neighbours[0][1] || Users::neighbours[1][0]));
  }
  SECTION("a layout with no leading literal: its whole-partition prefix spans everything") {
    using Comments = kp::table<kp::key<"{parent}#{comment}", kp::uint<10>, kp::uint<10>>, MetaKey>;
    STATIC_REQUIRE(Comments::neighbours[0][1]);
    STATIC_REQUIRE(!Comments::neighbours[1][0]);
  }
}
