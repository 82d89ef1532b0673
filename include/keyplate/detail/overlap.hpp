// keyplate: can two layouts produce the same string? Decided at compile time over each layout's
// description as a sequence of character runs (literal bytes, and each codec's `shape`).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>

#include "../alphabet.hpp"
#include "../codec.hpp"

namespace keyplate::detail {

// The runs of one codec: its `shape`, or any bytes above `$` for a codec without one.
template <class C>
constexpr auto runs_of() {
  if constexpr (described_codec<C>) {
    return C::shape;
  } else {
    return std::array<char_run, 1>{{{codec_bytes, C::min_size, C::max_size}}};
  }
}

// A layout as runs: each literal byte is a run of length 1 (so `#` separators line up only with
// `#`, which no codec writes: the comparison goes component by component by itself).
template <class K>
constexpr auto layout_runs() {
  constexpr std::size_t count = [] {
    std::size_t n = 0;
    for (std::size_t i = 0; i <= K::field_count; ++i) n += K::literal(i).size();
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((n += runs_of<typename K::template codec_at<I>>().size()), ...);
    }
    (std::make_index_sequence<K::field_count>{});
    return n;
  }();
  std::array<char_run, count> runs{};
  std::size_t n = 0;
  const auto add_literal = [&](std::string_view text) {
    for (const char c : text) {
      // The one byte added as such: a string_view of it, `{&c, 1}`, has g++ check the
      // iterator-pair constructor's constraints (a sentinel of type int) when this header is
      // included, which costs as much as the rest of the header.
      byte_set byte;
      byte.add(static_cast<unsigned char>(c));
      runs[n++] = {byte, 1, 1};
    }
  };
  add_literal(K::literal(0));
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    const auto add_field = [&]<std::size_t F>(std::integral_constant<std::size_t, F>) {
      for (const char_run& run : runs_of<typename K::template codec_at<F>>()) runs[n++] = run;
      add_literal(K::literal(F + 1));
    };
    (add_field(std::integral_constant<std::size_t, I>{}), ..., (void)add_field);
  }
  (std::make_index_sequence<K::field_count>{});
  return runs;
}

// `layout_runs<K>()`, computed once per layout: every pair of layouts compared reads it.
template <class K>
inline constexpr auto layout_runs_of = layout_runs<K>();

// The first literal of a layout as runs: every range of the layout lies among strings that
// begin with it.
template <class K>
constexpr auto first_literal_runs() {
  std::array<char_run, K::literal(0).size()> runs{};
  for (std::size_t i = 0; i != runs.size(); ++i)
    runs[i] = {byte_set::of(K::literal(0).substr(i, 1)), 1, 1};
  return runs;
}

// std::min without <algorithm> (kept out of the core: it is a large header).
constexpr std::size_t smaller(std::size_t a, std::size_t b) noexcept {
  return b < a ? b : a;
}

// A set of counts, kept as its hull: merging may add counts that are not reachable, which can
// only make the answer "may share a string" more often (the safe direction).
struct count_span {
  std::size_t low = 1, high = 0;  // empty
  constexpr bool empty() const noexcept { return low > high; }
  constexpr void add(std::size_t from, std::size_t to) noexcept {
    if (from > to) return;
    if (empty()) {
      low = from;
      high = to;
    } else {
      if (from < low) low = from;
      if (to > high) high = to;
    }
  }
};

// True when some string matches both run sequences (with `a_is_prefix`: when some string
// matching `b` begins with a string matching `a`). Walks both sequences together: a state is a
// pair of runs where one side has just started its run and the other has used some of its own.
// Linear in the product of the run counts, however long the runs (string<255> stays cheap).
template <std::size_t M, std::size_t N>
constexpr bool may_share(const std::array<char_run, M>& a, const std::array<char_run, N>& b,
                         bool a_is_prefix) {
  // fresh_a[i][j]: how much of b[j] is used when a[i] starts; fresh_b: the other way round.
  std::array<count_span, (M + 1) * (N + 1)> fresh_a{}, fresh_b{};
  const auto at = [](std::size_t i, std::size_t j) { return i * (N + 1) + j; };
  std::array<bool, M + 1> a_can_end{};
  std::array<bool, N + 1> b_can_end{};
  a_can_end[M] = true;
  b_can_end[N] = true;
  for (std::size_t i = M; i-- != 0;) a_can_end[i] = a_can_end[i + 1] && a[i].min == 0;
  for (std::size_t j = N; j-- != 0;) b_can_end[j] = b_can_end[j + 1] && b[j].min == 0;
  const auto gap = [](std::size_t need, std::size_t have) { return need > have ? need - have : 0; };

  fresh_a[at(0, 0)].add(0, 0);
  for (std::size_t d = 0; d <= M + N; ++d) {
    for (std::size_t i = d > N ? d - N : 0; i <= smaller(d, M); ++i) {
      const std::size_t j = d - i;
      if (const count_span used_b = fresh_a[at(i, j)]; !used_b.empty()) {
        if (i == M) {
          if (a_is_prefix || j == N || (used_b.high >= b[j].min && b_can_end[j + 1])) return true;
        } else if (j == N) {
          if (a_can_end[i]) return true;
        } else {
          const char_run &ra = a[i], &rb = b[j];
          const std::size_t most =
              ra.bytes.intersects(rb.bytes) ? smaller(ra.max, rb.max - used_b.low) : 0;
          // a's run ends after `t` shared bytes; b's run goes on.
          if (ra.min <= most) {
            fresh_a[at(i + 1, j)].add(used_b.low + ra.min, smaller(used_b.high + most, rb.max));
          }
          // b's run ends after `t` shared bytes; a's run goes on with `t` used.
          fresh_b[at(i, j + 1)].add(gap(rb.min, used_b.high), smaller(most, rb.max - used_b.low));
        }
      }
      if (const count_span used_a = fresh_b[at(i, j)]; !used_a.empty()) {
        if (j == N) {
          if (i == M || (used_a.high >= a[i].min && a_can_end[i + 1])) return true;
        } else if (i == M) {
          if (a_is_prefix || b_can_end[j]) return true;
        } else {
          const char_run &ra = a[i], &rb = b[j];
          const std::size_t most =
              ra.bytes.intersects(rb.bytes) ? smaller(rb.max, ra.max - used_a.low) : 0;
          if (rb.min <= most) {
            fresh_b[at(i, j + 1)].add(used_a.low + rb.min, smaller(used_a.high + most, ra.max));
          }
          fresh_a[at(i + 1, j)].add(gap(ra.min, used_a.high), smaller(most, ra.max - used_a.low));
        }
      }
    }
  }
  return false;
}

// Whether a query of layout `A` can return keys of layout `B`. Every prefix or range of `A`
// lies among the strings that begin with `A`'s first literal; with `exact_without_fields`, a
// layout without fields is queried only with `=` (an entity's sort template without fields),
// so it reaches only keys equal to its one key. The "neighbours" rule of `kp::table` (prefix
// and range queries of any layout) and of `kp::schema` (an entity's queries).
template <class A, class B>
constexpr bool may_reach(bool exact_without_fields) {
  if (exact_without_fields && A::field_count == 0) {
    return may_share(layout_runs_of<A>, layout_runs_of<B>, false);
  }
  return may_share(first_literal_runs<A>(), layout_runs_of<B>, true);
}

}  // namespace keyplate::detail
