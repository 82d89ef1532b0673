// keyplate: relations between layouts (`disjoint`, `extends`) and `table<Keys...>`, the layouts
// that share one key attribute (the overloaded `sk` of a single table).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

#include "detail/overlap.hpp"
#include "result.hpp"

namespace keyplate {

/// True when no string is a valid key of both layouts. Decided over literal text and each
/// codec's `shape` (character classes and widths), so it may answer false for layouts that only
/// meet on impossible values (Feb 30), and for user codecs without a `shape`.
///
/// **Example**: `static_assert(kp::disjoint<kp::key<"ORDER#{id}">, kp::key<"ORDERS#{id}">>);`
template <class A, class B>
inline constexpr bool disjoint =
    !detail::may_share(detail::layout_runs_of<A>, detail::layout_runs_of<B>, false);

/// True when `Child`'s template continues `Parent`'s (same text, same field names) and their
/// shared fields use the same codecs: every child key with the parent's values lies in
/// `Parent::family(values...)`.
///
/// **Example**: `kp::extends<kp::key<"PROJECT#{p}#TASK#{t}">, kp::key<"PROJECT#{p}">>` is true.
template <class Child, class Parent>
inline constexpr bool extends = [] {
  if constexpr (Parent::field_count > Child::field_count) {
    return false;
  } else {
    const std::string_view child = Child::pattern, parent = Parent::pattern;
    if (child.size() <= parent.size() || child.substr(0, parent.size()) != parent) return false;
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (std::is_same_v<typename Child::template codec_at<I>,
                             typename Parent::template codec_at<I>> &&
              ...);
    }
    (std::make_index_sequence<Parent::field_count>{});
  }
}();

namespace detail {
// Instantiated for every pair of a table's layouts: the diagnostic names both (the template
// arguments of `require_disjoint`, and clang's requirement line).
template <class A, class B>
struct require_disjoint {
  static_assert(disjoint<A, B>,
                "keyplate: two layouts of this table can produce the same key (the two layouts "
                "are the arguments of require_disjoint in this diagnostic)");
};

// Every pair of layouts (i < j) as a base class: instantiating the table instantiates each
// pair's check, and a failed check leaves nothing else broken. (The index keeps bases distinct
// when a table lists a layout twice.)
template <std::size_t I, class A, class B>
struct pair_check : require_disjoint<A, B> {};
template <std::size_t I, class... Keys>
struct pairwise {};
template <std::size_t I, class First, class... Rest>
struct pairwise<I, First, Rest...> : pair_check<I, First, Rest>..., pairwise<I + 1, Rest...> {};
}  // namespace detail

/// The layouts stored in one key attribute (e.g. the `sk` of a single table holding customers,
/// orders and order items). They must be pairwise `disjoint`, or the table does not compile, so
/// every key belongs to exactly one layout and `decode` can tell which.
///
/// **Example**:
/// ```
/// using Sk = kp::table<MetaKey, OrderKey, ItemKey>;
/// auto v = Sk::decode(sk);  // result<std::variant<MetaKey::values, OrderKey::values, ...>>
/// ```
template <class... Keys>
struct table : private detail::pairwise<0, Keys...> {
  static_assert(sizeof...(Keys) >= 1, "keyplate: a table needs at least one layout");

  static constexpr std::size_t size = sizeof...(Keys);

  /// Layout number `I`, in the order given.
  template <std::size_t I>
  using layout_at = std::tuple_element_t<I, std::tuple<Keys...>>;

  /// The decoded values of a key: which layout (the variant's index) and its values.
  using values = std::variant<typename Keys::values...>;

  /// `neighbours[a][b]` is true when keys of layout `b` can fall inside the prefixes and ranges
  /// of layout `a`: some key of `b` begins with the first literal of `a` (ancestors,
  /// descendants, `ORDER#{s}` beside `ORDER#{date}#{n}`; also for a layout without fields,
  /// whose `prefix()` is its whole text). A query on `a` may then return items of `b` too;
  /// filter them by decoding with the table.
  static constexpr std::array<std::array<bool, size>, size> neighbours = [] {
    std::array<std::array<bool, size>, size> result{};
    [&]<std::size_t... A>(std::index_sequence<A...>) {
      const auto row = [&]<std::size_t From>(std::integral_constant<std::size_t, From>) {
        [&]<std::size_t... B>(std::index_sequence<B...>) {
          ((result[From][B] = From != B && detail::may_reach<layout_at<From>, layout_at<B>>(false)),
           ...);
        }
        (std::make_index_sequence<size>{});
      };
      (row(std::integral_constant<std::size_t, A>{}), ...);
    }
    (std::make_index_sequence<size>{});
    return result;
  }();

  /// Which layout `key` belongs to, with its values; `no_matching_layout` when none, at the
  /// furthest byte any layout read before failing.
  static result<values> decode(std::string_view key) {
    std::size_t furthest = 0;
    std::optional<values> found;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      const auto attempt = [&]<std::size_t L>(std::integral_constant<std::size_t, L>) {
        auto decoded = layout_at<L>::decode(key);
        if (decoded) {
          found.emplace(std::in_place_index<L>, std::move(*decoded));
          return true;
        }
        if (decoded.error().offset > furthest) furthest = decoded.error().offset;
        return false;
      };
      (attempt(std::integral_constant<std::size_t, I>{}) || ...);
    }
    (std::make_index_sequence<size>{});
    if (found) return std::move(*found);
    return codec_error(error_code::no_matching_layout, furthest);
  }
};

}  // namespace keyplate
