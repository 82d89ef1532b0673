// Fuzzing: the query-side properties for two keys of one layout (DESIGN.md 1.2-1.4): prefixes,
// partial prefixes, ranges and family queries built from the first key's values select the
// second key exactly when its values satisfy them; order and injectivity agree with the values.
#pragma once

#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "fuzz_support.hpp"

namespace keyplate_fuzz {

template <class C>
inline constexpr bool is_string_codec = false;
template <std::size_t Max>
inline constexpr bool is_string_codec<kp::string<Max>> = true;

// The text a prefix condition selects by (begins_with), or "" for one that selects every key
// (a layout that starts with a field, given no values); any other condition is a failure.
inline kp::result<std::string> prefix_text(const kp::result<kp::key_condition>& prefix) {
  if (!prefix) return prefix.error();
  require(prefix->op() == kp::sort_operator::begins_with || prefix->op() == kp::sort_operator::any,
          "a prefix is not a begins_with condition", prefix->text());
  return prefix->text();
}

// True when `K::range` compiles for a condition on field I (DESIGN.md 1.4, query.hpp).
template <class K, std::size_t I>
constexpr bool rangeable() {
  if constexpr (!kp::ordered_codec<codec_of<K, I>>) {
    return false;
  } else {
    return I + 1 == K::field_count || K::literal(I + 1).find('#') != std::string_view::npos;
  }
}

// `f(v.get<0>(), ..., v.get<N-1>())`.
template <std::size_t N, class Values, class F>
auto with_leading(const Values& v, F&& f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return f(v.template get<I>()...);
  }
  (std::make_index_sequence<N>{});
}

template <class T>
int sign_of(const T& a, const T& b) {
  // `<` rather than `<=>`: libc++ 16 has no `<=>` for the chrono types.
  return a < b ? -1 : b < a ? 1 : 0;
}

// The text a partial prefix of field value `v` is taken from: the raw value for strings, the
// canonical encoding otherwise.
template <class C, class V>
std::string partial_source(const V& v) {
  if constexpr (is_string_codec<C>) {
    return std::string(std::string_view(v));
  } else {
    char buffer[C::max_size];
    const kp::result<char*> end = C::encode(buffer, v);
    require(end.has_value(), "a decoded value does not encode on its own");
    return std::string(buffer, *end);
  }
}

// Field I's queries from `a`'s values, tried on key `b` whose values first differ at `differ`.
template <class K, std::size_t I, class Values>
void check_field_queries(const Values& va, std::string_view ka, const Values& vb,
                         std::string_view kb, std::size_t differ) {
  using C = codec_of<K, I>;
  const bool same_leading = I <= differ;  // b's first I values are a's
  const auto& x = va.template get<I>();
  const auto& y = vb.template get<I>();

  const kp::result<std::string> prefix =
      with_leading<I>(va, [](const auto&... lead) { return prefix_text(K::try_prefix(lead...)); });
  require(prefix.has_value(), "prefix of decoded values fails", ka);
  require(starts_with(ka, *prefix), "prefix of a key's values does not select it", ka, *prefix);
  require(starts_with(kb, *prefix) == same_leading, "prefix is not exact", kb, *prefix);

  if constexpr (kp::partial_codec<C>) {
    const std::string tx = partial_source<C>(x), ty = partial_source<C>(y);
    const std::size_t n = tx.size();
    for (std::size_t j : {std::size_t{0}, std::size_t{1}, n / 2, n - 1, n}) {
      if (j > n) continue;
      if constexpr (is_string_codec<C>) {  // a partial string ends on a code-point boundary
        while (j > 0 && j < n && (static_cast<unsigned char>(tx[j]) & 0xC0) == 0x80) --j;
      }
      const std::string_view t = std::string_view(tx).substr(0, j);
      const kp::result<std::string> p = with_leading<I>(va, [&](const auto&... lead) {
        return prefix_text(K::try_prefix(lead..., kp::partial(t)));
      });
      require(p.has_value(), "partial prefix of a decoded value fails", ka, t);
      require(starts_with(ka, *p), "partial prefix does not select its key", ka, *p);
      require(starts_with(kb, *p) == (same_leading && starts_with(ty, t)),
              "partial prefix is not exact", kb, *p);
    }
  }

  if constexpr (rangeable<K, I>()) {
    const int c = sign_of(y, x);  // b's value against a's
    const auto check = [&](const kp::result<kp::key_condition>& r, bool for_a, bool for_b,
                           std::string_view what) {
      require(r.has_value(), "range of decoded values fails", ka, what);
      const kp::key_condition& range = *r;
      require(!kp::key_less(range.upper(), range.lower()), "range has lower > upper", range.lower(),
              range.upper());
      require(!range.lower().empty() && first_bad_utf8(range.lower()) == none &&
                  first_bad_utf8(range.upper()) == none,
              "range bound empty or not valid UTF-8", range.lower(), range.upper());
      require(starts_with(range.lower(), *prefix) && starts_with(range.upper(), *prefix),
              "range bound does not begin with the prefix", range.lower(), range.upper());
      require(range.selects(ka) == for_a, what, ka, range.lower() + " .. " + range.upper());
      require(range.selects(kb) == (same_leading && for_b), what, kb,
              range.lower() + " .. " + range.upper());
    };
    const auto range = [&](const auto& cond) {
      return with_leading<I>(va, [&](const auto&... lead) { return K::try_range(lead..., cond); });
    };
    check(range(kp::at_least(x)), true, c >= 0, "at_least range is not exact");
    check(range(kp::at_most(x)), true, c <= 0, "at_most range is not exact");
    check(range(kp::greater(x)), false, c > 0, "greater range is not exact");
    check(range(kp::less(x)), false, c < 0, "less range is not exact");
    check(range(kp::between(x, x)), true, c == 0, "between(x, x) range is not exact");
    const auto& low = c < 0 ? y : x;
    const auto& high = c < 0 ? x : y;
    check(range(kp::between(low, high)), true, true, "between(low, high) range is not exact");
    if (c != 0) {
      const kp::result<kp::key_condition> upside_down = range(kp::between(high, low));
      require(!upside_down && upside_down.error().code == kp::error_code::invalid_range &&
                  upside_down.error().field == K::field_names[I],
              "between(high, low) is not an invalid_range error on its field", ka, kb);
    }
  }
}

// All query properties of `a`'s values against key `b` (both decoded by K; may be the same);
// the per-field queries on every field, or only on field `only`.
template <class K, class Values>
void check_pair(const Values& va, std::string_view ka, const Values& vb, std::string_view kb,
                std::size_t only = none) {
  std::size_t differ = K::field_count;  // first field whose values differ
  int order = 0;
  each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    if (differ == K::field_count && !(va.template get<I>() == vb.template get<I>())) {
      differ = I;
      order = sign_of(va.template get<I>(), vb.template get<I>());
    }
  });
  require((ka == kb) == (differ == K::field_count), "keys equal but values differ (or not)", ka,
          kb);
  if constexpr (K::order_preserving) {
    const int key_order = ka.compare(kb) < 0 ? -1 : ka.compare(kb) > 0 ? 1 : 0;
    require(key_order == order, "byte order of keys differs from the order of values", ka, kb);
  }
  each_field<K>([&](auto index) {
    constexpr std::size_t I = decltype(index)::value;
    if (only == none || only == I) check_field_queries<K, I>(va, ka, vb, kb, differ);
  });
  const kp::result<kp::key_condition> family =
      std::apply([](const auto&... x) { return K::try_family(x...); }, va.as_tuple());
  require(family.has_value(), "family of decoded values fails", ka);
  require(family->selects(ka), "family query does not select its own key", ka);
  require(family->selects(kb) == (ka == kb), "family query selects another key of the layout", ka,
          kb);
}

// The decode-target check: each key alone, then the pair when both decode.
template <class K>
void check_keys(std::string_view first, std::string_view second) {
  const auto a = check_key<K>(first);
  if (a) check_pair<K>(*a, first, *a, first);
  if (second.empty()) return;
  const auto b = check_key<K>(second);
  if (a && b) {
    check_pair<K>(*a, first, *b, second);
    check_pair<K>(*b, second, *a, first);
  }
}

// Splits a decode target's input: one selector byte, then one or two keys separated by 0xFF (a
// byte valid UTF-8 never contains, so it never belongs to a key).
struct two_keys {
  std::size_t selector = 0;
  std::string_view first, second;
};
inline two_keys split_input(const std::uint8_t* data, std::size_t size) {
  reader in(data, size);
  two_keys out;
  out.selector = in.byte();
  const std::string_view rest = in.rest();
  const std::size_t cut = rest.find('\xFF');
  out.first = rest.substr(0, cut);
  if (cut != std::string_view::npos) out.second = rest.substr(cut + 1);
  return out;
}

}  // namespace keyplate_fuzz
