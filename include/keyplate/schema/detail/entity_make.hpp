// keyplate: `Entity::make`: the values of one item from `kp::arg<"field">(value)` arguments,
// with the checks of a call's argument names (shared by get, remove and update) and the
// computed (shard) fields that make fills and decode_item verifies.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "../../detail/config.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../values.hpp"
#include "argument_pack.hpp"
#include "attributes.hpp"
#include "entity_facts.hpp"
#include "shard_hash.hpp"

namespace keyplate::detail {

// ---- the names of a call's arguments ---------------------------------------------------
// Constant evaluation over the names finds the first mistake; only it instantiates a report.
enum class argument_problem : unsigned char { none, unknown_field, computed_field, repeated };
struct argument_check {
  argument_problem problem = argument_problem::none;
  std::size_t at = 0;  // the argument
};
// An argument that names no field (`kp::at_version`) has the name "", which the checks skip.
template <class Facts, std::size_t N>
constexpr argument_check find_argument_problem(
    const std::array<std::string_view, N>& names) noexcept {
  using enum argument_problem;
  for (std::size_t i = 0; i != N; ++i) {
    if (!names[i].empty() && Facts::field_index(names[i]) == Facts::field_count) {
      return {unknown_field, i};
    }
  }
  for (std::size_t i = 0; i != N; ++i) {
    if (!names[i].empty() && Facts::field_computed[Facts::field_index(names[i])]) {
      return {computed_field, i};
    }
  }
  if (const std::size_t r = first_repeated(names); r != N) return {repeated, r};
  return {};
}
// The names of a call's arguments: each a field, none computed, none twice.
template <class Facts, class... Args>
constexpr bool argument_names_ok() {
  constexpr argument_check c = find_argument_problem<Facts>(
      std::array<std::string_view, sizeof...(Args)>{Args::name.view()...});
  using enum argument_problem;
  using P = schema_problem;
  if constexpr (c.problem == none) {
    return true;
  } else if constexpr (c.problem == unknown_field) {
    return report<P::unknown_field, Facts::name_text, arg_at<c.at, Args...>::name>();
  } else if constexpr (c.problem == computed_field) {
    return report<P::computed_field_given, Facts::name_text, arg_at<c.at, Args...>::name>();
  } else {
    return report<P::repeated_field, Facts::name_text, arg_at<c.at, Args...>::name>();
  }
}

// Whether a value of type `V` is one codec `C` takes (a data attribute: one its type is
// constructible from).
template <class C, class V>
constexpr bool codec_takes() {
  if constexpr (is_mapped_value<C>) {
    return std::is_constructible_v<typename C::value_type, const V&>;
  } else {
    return requires(char* out, const V& value) {
      C::encode(out, value);
    };
  }
}
// Whether `Arg`'s value is one its field's codec takes (for an optional field, also a
// `std::optional` of one).
template <class Facts, class Arg>
constexpr bool value_fits() {
  constexpr std::size_t i = Facts::field_index(Arg::name.view());
  using C = typename Facts::template codec_at<i>;
  using given = optional_argument<typename Arg::value_type>;
  using V = std::conditional_t<Facts::field_optional[i] && given::is_optional,
                               typename given::value_type, typename Arg::value_type>;
  return codec_takes<C, V>();
}

// The first required field none of `names` gives; `field_count` when every one is given.
template <class Facts, std::size_t N>
constexpr std::size_t find_missing_field(const std::array<std::string_view, N>& names) {
  for (std::size_t f = 0; f != Facts::field_count; ++f) {
    if (Facts::field_optional[f] || Facts::field_computed[f] || Facts::field_version[f]) continue;
    if (std::find(names.begin(), names.end(), Facts::field_names[f]) == names.end()) return f;
  }
  return Facts::field_count;
}

template <class Facts, class... Args>
constexpr bool make_args_ok() {
  using P = schema_problem;
  if constexpr (!(is_named_value<Args> && ...)) {
    return report<P::make_not_named, Facts::name_text, "make">();
  } else if constexpr (!argument_names_ok<Facts, Args...>()) {
    return false;
  } else {
    constexpr std::size_t untyped = first_false<sizeof...(Args)>({value_fits<Facts, Args>()...});
    constexpr std::size_t missing =
        find_missing_field<Facts, sizeof...(Args)>({Args::name.view()...});
    if constexpr (untyped != sizeof...(Args)) {
      return report<P::value_type, Facts::name_text, arg_at<untyped, Args...>::name>();
    } else if constexpr (missing != Facts::field_count) {
      return report<P::make_field_missing, Facts::name_text,
                    Facts::template field_at<missing>::name>();
    } else {
      return true;
    }
  }
}

// ---- storing values ---------------------------------------------------------------------
template <class Facts, class Values>
struct entity_make {
  // Stores `value`, made canonical by field #I's codec.
  template <std::size_t I, class V>
  KEYPLATE_ALWAYS_INLINE static bool assign_value(Values& v, const V& value, error& err) {
    return assign_field<typename Facts::template codec_at<I>>(values_access::stored<I>(v), value,
                                                              Facts::field_names[I], err);
  }
  // Stores a `kp::arg`'s value (an optional field given an empty `std::optional` stays empty).
  template <class Arg>
  static bool assign(Values& v, const Arg& arg, error& err) {
    constexpr std::size_t i = Facts::field_index(Arg::name.view());
    if constexpr (Facts::field_optional[i] &&
                  optional_argument<typename Arg::value_type>::is_optional) {
      if (!arg.value) return true;
      return assign_value<i>(v, *arg.value, err);
    } else {
      return assign_value<i>(v, arg.value, err);
    }
  }

  // ---- computed fields (shards) ---------------------------------------------------------
  // Field #F's value from its sources, which `v` holds (a computed field only).
  template <std::size_t F>
  static std::uint64_t computed_value(const Values& v) {
    using Shard = typename Facts::template field_at<F>;
    shard_hash h;
    [&]<std::size_t... J>(std::index_sequence<J...>) {
      (add_source<Facts::field_index(Shard::sources[J])>(h, v), ...);
    }
    (std::make_index_sequence<Shard::sources.size()>{});
    return h.shard(Shard::shards);
  }
  template <std::size_t I>
  static void add_source(shard_hash& h, const Values& v) {
    using C = typename Facts::template codec_at<I>;
    char buffer[C::max_size > 0 ? C::max_size : 1];
    // Canonical values encode.
    const result<char*> end = C::encode(buffer, values_access::value_of<I>(v));
    h.add_source(std::string_view(buffer, static_cast<std::size_t>(*end - buffer)));
  }
  static void fill_computed(Values& v) {
    if constexpr (has_computed<Facts>) {
      [&]<std::size_t... F>(std::index_sequence<F...>) {
        (fill_computed_field<F>(v), ...);
      }
      (std::make_index_sequence<Facts::field_count>{});
    }
  }
  template <std::size_t F>
  static void fill_computed_field(Values& v) {
    if constexpr (Facts::field_computed[F]) values_access::stored<F>(v) = computed_value<F>(v);
  }
  // A computed field read from an item must be what its sources give.
  template <std::size_t F>
  static bool verify_computed_field(const Values& v, error& err) {
    if constexpr (!Facts::field_computed[F]) {
      return true;
    } else {
      if (values_access::value_of<F>(v) == computed_value<F>(v)) return true;
      err = error_at(error_code::key_mismatch, Facts::field_names[F]);
      return false;
    }
  }

  // ---- make -------------------------------------------------------------------------------
  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<Values> make(const Args&... args) {
    if constexpr (!make_args_ok<Facts, Args...>()) {
      return reported_at_compile_time();
    } else {
      Values v = values_access::blank<Values>();
      error err{};
      const bool ok = (assign(v, args, err) && ...);
      if (!ok) return err;
      fill_computed(v);
      return v;
    }
  }
};

}  // namespace keyplate::detail
